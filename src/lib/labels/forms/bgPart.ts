import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.1, 3.7)
  .text('{partNum}', { pt: 16, caption: 'partNo' })
  .code128('{partNum}', 0.7)
  .gap(0.04)
  .row([
    { part: 5, value: '{description}', options: { pt: 9, lines: 2, caption: 'description' } },
    { part: 1, value: '{uom}', options: { pt: 12, caption: 'uom', align: 'right' } },
  ]);

/** Bowling Green part label, 4x2 in: part number in type and Code 128, description and unit. */
export const bgPart: LabelForm = {
  id: 'bgPart',
  size: { widthIn: 4, heightIn: 2 },
  fields: [field('partNum'), field('description'), field('uom')],
  elements: c.elements,
};
