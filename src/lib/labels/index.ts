import type { LabelForm } from './types';
import { bgBin } from './forms/bgBin';
import { bgPart } from './forms/bgPart';
import { bgPartTag } from './forms/bgPartTag';
import { halfSheet } from './forms/halfSheet';
import { invTag } from './forms/invTag';
import { johnDeere } from './forms/johnDeere';
import { partTag } from './forms/partTag';
import { partTagInv } from './forms/partTagInv';
import { partTagQR } from './forms/partTagQR';
import { partTagShortEnd } from './forms/partTagShortEnd';
import { partsRoom } from './forms/partsRoom';
import { partsRoomSL } from './forms/partsRoomSL';
import { shMaterialTag } from './forms/shMaterialTag';
import { sheldonRouting } from './forms/sheldonRouting';
import { shippingIowa } from './forms/shippingIowa';
import { slStandard } from './forms/slStandard';
import { slStandardByVSP } from './forms/slStandardByVSP';
import { slStandardHalf } from './forms/slStandardHalf';
import { spiritLakeRouting } from './forms/spiritLakeRouting';
import { template } from './forms/template';

/** The 20 label forms of spec §2.3, by route segment (/Labels/Forms/<id>). */
export const LABEL_FORMS: Readonly<Record<string, LabelForm>> = Object.fromEntries(
  [
    bgBin,
    bgPart,
    bgPartTag,
    halfSheet,
    invTag,
    johnDeere,
    partTag,
    partTagInv,
    partTagQR,
    partTagShortEnd,
    partsRoom,
    partsRoomSL,
    shMaterialTag,
    sheldonRouting,
    shippingIowa,
    slStandard,
    slStandardByVSP,
    slStandardHalf,
    spiritLakeRouting,
    template,
  ].map((form) => [form.id, form]),
);

/** A form by its route segment, or undefined. */
export function labelForm(id: string): LabelForm | undefined {
  return Object.hasOwn(LABEL_FORMS, id) ? LABEL_FORMS[id] : undefined;
}
