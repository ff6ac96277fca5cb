import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.4, 0.35, 7.7)
  .text('SPIRIT LAKE', { pt: 18, inverse: true, align: 'center' })
  .gap(0.1)
  .row([
    { part: 3, value: '{partNum}', options: { pt: 24, caption: 'partNo' } },
    { part: 2, value: '{customerPart}', options: { pt: 18, caption: 'customerPart', align: 'right' } },
  ])
  .code128('{partNum}', 0.9)
  .text('{description}', { pt: 16, lines: 2, caption: 'description' })
  .rule()
  .row([
    { part: 1, value: '{quantity}', options: { pt: 28, caption: 'quantity' } },
    { part: 1, value: '{jobNum}', options: { pt: 24, caption: 'job', align: 'right' } },
  ])
  .code128('{jobNum}', 0.8);

/** Spirit Lake standard label on a half sheet (8.5x5.5 in), for a pallet: part, customer part, quantity, job. */
export const slStandardHalf: LabelForm = {
  id: 'slStandardHalf',
  size: { widthIn: 8.5, heightIn: 5.5 },
  fields: [
    field('jobNum'),
    field('partNum', { fill: { from: 'job', key: 'partNum', by: 'jobNum' } }),
    field('customerPart', { required: false }),
    field('description'),
    field('quantity', { fill: { from: 'job', key: 'quantity', by: 'jobNum' } }),
  ],
  elements: c.elements,
};
