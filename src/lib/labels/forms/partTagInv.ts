import { field } from '@/lib/labels/fields';
import { partTagColumn } from './part-tag';
import type { LabelForm } from '@/lib/labels/types';

const c = partTagColumn('{@inventory}')
  .text('{quantity} {uom}', { pt: 18, caption: 'quantityOnHand' })
  .code128('{quantity}', 0.65)
  .rule()
  .row([
    { part: 1, value: '{warehouse}', options: { pt: 14, caption: 'warehouse' } },
    { part: 1, value: '{binNum}', options: { pt: 14, caption: 'bin', align: 'right' } },
  ])
  .code128('{binNum}', 0.65)
  .text('{lotNum}', { pt: 10, caption: 'lotHeat' });

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
