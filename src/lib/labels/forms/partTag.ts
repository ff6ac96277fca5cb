import { field } from '../fields';
import { Column } from '../layout';
import type { LabelForm } from '../types';

const c = new Column(0.15, 0.12, 3.7)
  .text('PART TAG', { pt: 14, inverse: true, align: 'center' })
  .gap(0.08)
  .text('{partNum}', { pt: 20, caption: 'PART NO.' })
  .code128('{partNum}', 0.85)
  .text('{description}', { pt: 11, lines: 2, caption: 'DESCRIPTION' })
  .rule()
  .text('{quantity} {uom}', { pt: 20, caption: 'QUANTITY' })
  .code128('{quantity}', 0.7)
  .rule()
  .text('{jobNum}', { pt: 16, caption: 'JOB' })
  .code128('{jobNum}', 0.7)
  .rule()
  .row([
    { part: 1, value: '{date}', options: { pt: 10, caption: 'DATE' } },
    { part: 1, value: '{counter}', options: { pt: 10, caption: 'BY', align: 'right' } },
  ]);

/** Part tag, 4x6 in: what a container holds (part, quantity, job), each as Code 128. */
export const partTag: LabelForm = {
  id: 'partTag',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('jobNum'),
    field('partNum', { fill: { from: 'job', key: 'partNum', by: 'jobNum' } }),
    field('description'),
    field('quantity', { fill: { from: 'job', key: 'quantity', by: 'jobNum' } }),
    field('uom'),
    field('date'),
    field('counter'),
  ],
  elements: c.elements,
};
