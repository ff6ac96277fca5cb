import { field } from '../fields';
import { Column } from '../layout';
import type { LabelForm } from '../types';

const c = new Column(0.15, 0.12, 3.7)
  .text('BOWLING GREEN', { pt: 14, inverse: true, align: 'center' })
  .gap(0.08)
  .text('{partNum}', { pt: 20, caption: 'PART NO.' })
  .code128('{partNum}', 0.85)
  .text('{description}', { pt: 11, lines: 2, caption: 'DESCRIPTION' })
  .rule()
  .row([
    { part: 1, value: '{quantity}', options: { pt: 18, caption: 'QUANTITY' } },
    { part: 1, value: '{jobNum}', options: { pt: 16, caption: 'JOB', align: 'right' } },
  ])
  .code128('{jobNum}', 0.7)
  .rule()
  .text('{binNum}', { pt: 16, caption: 'TO BIN' })
  .code128('{binNum}', 0.7)
  .text('{date}', { pt: 10, caption: 'DATE' });

/** Bowling Green part tag, 4x6 in: part, quantity and job of a container, and the bin it goes to. */
export const bgPartTag: LabelForm = {
  id: 'bgPartTag',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('jobNum'),
    field('partNum', { fill: { from: 'job', key: 'partNum', by: 'jobNum' } }),
    field('description'),
    field('quantity', { fill: { from: 'job', key: 'quantity', by: 'jobNum' } }),
    field('binNum'),
    field('date'),
  ],
  elements: c.elements,
};
