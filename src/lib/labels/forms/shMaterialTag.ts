import { field } from '../fields';
import { Column } from '../layout';
import type { LabelForm } from '../types';

const c = new Column(0.15, 0.12, 3.7)
  .text('SHELDON MATERIAL', { pt: 14, inverse: true, align: 'center' })
  .gap(0.08)
  .text('{partNum}', { pt: 20, caption: 'PART NO.' })
  .code128('{partNum}', 0.85)
  .text('{description}', { pt: 11, lines: 2, caption: 'DESCRIPTION' })
  .rule()
  .text('{heatNum}', { pt: 18, caption: 'HEAT NO.' })
  .code128('{heatNum}', 0.75)
  .rule()
  .row([
    { part: 1, value: '{quantity} {uom}', options: { pt: 14, caption: 'QUANTITY' } },
    { part: 1, value: '{poNum}', options: { pt: 14, caption: 'PO', align: 'right' } },
  ])
  .text('{lotNum}', { pt: 12, caption: 'LOT' });

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
