import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.08, 3.7)
  .row([
    { part: 2, value: '{partNum}', options: { pt: 12, caption: 'partNo' } },
    { part: 1, value: '{binNum}', options: { pt: 12, caption: 'bin', align: 'right' } },
  ])
  .code128('{partNum}', 0.6)
  .text('{description}', { pt: 9, lines: 2 })
  .code128('{binNum}', 0.5);

/** Parts room (MRO stores) shelf label, 4x2 in: part and bin, each as Code 128. */
export const partsRoom: LabelForm = {
  id: 'partsRoom',
  size: { widthIn: 4, heightIn: 2 },
  fields: [field('partNum'), field('description'), field('binNum', { fill: undefined })],
  elements: c.elements,
};
