import { field } from '../fields';
import { Column } from '../layout';
import type { LabelForm } from '../types';

const c = new Column(0.15, 0.12, 3.7)
  .text('INVENTORY', { pt: 14, inverse: true, align: 'center' })
  .gap(0.08)
  .text('{partNum}', { pt: 20, caption: 'PART NO.' })
  .code128('{partNum}', 0.85)
  .text('{description}', { pt: 11, lines: 2, caption: 'DESCRIPTION' })
  .rule()
  .text('{quantity} {uom}', { pt: 18, caption: 'QUANTITY ON HAND' })
  .code128('{quantity}', 0.65)
  .rule()
  .row([
    { part: 1, value: '{warehouse}', options: { pt: 14, caption: 'WAREHOUSE' } },
    { part: 1, value: '{binNum}', options: { pt: 14, caption: 'BIN', align: 'right' } },
  ])
  .code128('{binNum}', 0.65)
  .text('{lotNum}', { pt: 10, caption: 'LOT / HEAT' });

/** Part tag for stock in inventory, 4x6 in: part, quantity on hand, warehouse and bin, lot. */
export const partTagInv: LabelForm = {
  id: 'partTagInv',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('partNum'),
    field('description'),
    field('quantity'),
    field('uom'),
    field('warehouse'),
    field('binNum'),
    field('lotNum', { required: false }),
  ],
  elements: c.elements,
};
