import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelField } from '@/lib/labels/types';

/**
 * The top of a 4x6 in part tag: a header band when given, the part number in large type with its
 * Code 128, the description on two lines, and a rule; the form stacks its own rows below.
 */
export function partTagColumn(header?: string): Column {
  const c = new Column(0.15, 0.12, 3.7);
  if (header !== undefined) c.text(header, { pt: 14, inverse: true, align: 'center' }).gap(0.08);
  return c
    .text('{partNum}', { pt: 20, caption: 'partNo' })
    .code128('{partNum}', 0.85)
    .text('{description}', { pt: 11, lines: 2, caption: 'description' })
    .rule();
}

/** What a job's container holds, below a part tag's top: the quantity and the job, each large with its Code 128, a rule between. */
export function quantityAndJob(c: Column, quantity: string): Column {
  return c
    .text(quantity, { pt: 20, caption: 'quantity' })
    .code128('{quantity}', 0.7)
    .rule()
    .text('{jobNum}', { pt: 16, caption: 'job' })
    .code128('{jobNum}', 0.7);
}

/** The inputs of a label for a job's container: the job, and its part and quantity filled from the job, and the description. */
export function jobFields(): LabelField[] {
  return [
    field('jobNum'),
    field('partNum', { fill: { from: 'job', key: 'partNum', by: 'jobNum' } }),
    field('description'),
    field('quantity', { fill: { from: 'job', key: 'quantity', by: 'jobNum' } }),
  ];
}
