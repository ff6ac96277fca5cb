import { field } from '@/lib/labels/fields';
import { jobFields, partTagColumn } from './part-tag';
import type { LabelForm } from '@/lib/labels/types';

const c = partTagColumn('BOWLING GREEN')
  .row([
    { part: 1, value: '{quantity}', options: { pt: 18, caption: 'quantity' } },
    { part: 1, value: '{jobNum}', options: { pt: 16, caption: 'job', align: 'right' } },
  ])
  .code128('{jobNum}', 0.7)
  .rule()
  .text('{binNum}', { pt: 16, caption: 'toBin' })
  .code128('{binNum}', 0.7)
  .text('{date}', { pt: 10, caption: 'date' });

/** Bowling Green part tag, 4x6 in: part, quantity and job of a container, and the bin it goes to. */
export const bgPartTag: LabelForm = {
  id: 'bgPartTag',
  size: { widthIn: 4, heightIn: 6 },
  fields: [...jobFields(), field('binNum'), field('date')],
  elements: c.elements,
};
