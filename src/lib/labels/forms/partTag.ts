import { field } from '@/lib/labels/fields';
import { jobFields, partTagColumn, quantityAndJob } from './part-tag';
import type { LabelForm } from '@/lib/labels/types';

const c = quantityAndJob(partTagColumn('{@partTag}'), '{quantity} {uom}')
  .rule()
  .row([
    { part: 1, value: '{date}', options: { pt: 10, caption: 'date' } },
    { part: 1, value: '{counter}', options: { pt: 10, caption: 'by', align: 'right' } },
  ]);

/** Part tag, 4x6 in: what a container holds (part, quantity, job), each as Code 128. */
export const partTag: LabelForm = {
  id: 'partTag',
  size: { widthIn: 4, heightIn: 6 },
  fields: [...jobFields(), field('uom'), field('date'), field('counter')],
  elements: c.elements,
};
