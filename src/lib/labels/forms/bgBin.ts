import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.1, 3.7)
  .row([
    { part: 3, value: '{binNum}', options: { pt: 24, caption: 'bin' } },
    { part: 2, value: '{warehouse}', options: { pt: 14, caption: 'warehouse', align: 'right' } },
  ])
  .gap(0.05)
  .code128('{binNum}', 0.75)
  .gap(0.05)
  .text('{partNum}  {description}', { pt: 8, lines: 2, caption: 'part' });

/** Bowling Green bin label, 4x2 in: the bin in large type and as Code 128, its warehouse and usual part. */
export const bgBin: LabelForm = {
  id: 'bgBin',
  size: { widthIn: 4, heightIn: 2 },
  fields: [
    field('warehouse', { fill: undefined }),
    field('binNum', { fill: undefined }),
    field('partNum', { required: false }),
    field('description', { required: false }),
  ],
  elements: c.elements,
};
