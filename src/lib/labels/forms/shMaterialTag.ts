import { field } from '@/lib/labels/fields';
import { partTagColumn } from './part-tag';
import type { LabelForm } from '@/lib/labels/types';

const c = partTagColumn('{@sheldonMaterial}')
  .text('{heatNum}', { pt: 18, caption: 'heatNo' })
  .code128('{heatNum}', 0.75)
  .rule()
  .row([
    { part: 1, value: '{quantity} {uom}', options: { pt: 14, caption: 'quantity' } },
    { part: 1, value: '{poNum}', options: { pt: 14, caption: 'po', align: 'right' } },
  ])
  .text('{lotNum}', { pt: 12, caption: 'lot' });

/** Sheldon material tag, 4x6 in: bar or tube stock with its heat number for traceability. */
export const shMaterialTag: LabelForm = {
  id: 'shMaterialTag',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('partNum'),
    field('description'),
    field('heatNum', { fill: undefined }),
    field('quantity'),
    field('uom'),
    field('poNum', { required: false }),
    field('lotNum', { required: false }),
  ],
  elements: c.elements,
};
