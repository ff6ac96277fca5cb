import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.08, 3.7)
  .text('{partNum}', { pt: 16, caption: 'partNo' })
  .code128('{partNum}', 0.7)
  .text('{description}', { pt: 9, lines: 2 })
  .row([
    { part: 1, value: '{warehouse}', options: { pt: 10, caption: 'warehouse' } },
    { part: 1, value: '{binNum}', options: { pt: 10, caption: 'bin' } },
    { part: 1, value: '{uom}', options: { pt: 10, caption: 'uom', align: 'right' } },
  ]);

/** Spirit Lake parts room label, 4x2 in: part as Code 128, description, warehouse, bin and unit. */
export const partsRoomSL: LabelForm = {
  id: 'partsRoomSL',
  size: { widthIn: 4, heightIn: 2 },
  fields: [
    field('partNum'),
    field('description'),
    field('warehouse', { fill: undefined }),
    field('binNum', { fill: undefined }),
    field('uom'),
  ],
  elements: c.elements,
};
