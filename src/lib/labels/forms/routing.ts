import { field } from '@/lib/labels/fields';
import { Column, operations } from '@/lib/labels/layout';
import type { LabelElement, LabelField } from '@/lib/labels/types';

/** The inputs of a routing (traveler): job, part, quantity, dates, operations. */
export function routingFields(): LabelField[] {
  return [
    field('jobNum'),
    field('partNum', { fill: { from: 'job', key: 'partNum', by: 'jobNum' } }),
    field('description', { fill: { from: 'job', key: 'description', by: 'jobNum' } }),
    field('quantity', { fill: { from: 'job', key: 'quantity', by: 'jobNum' } }),
    field('dueDate'),
    field('lineDownDate'),
    field('operations'),
  ];
}

/**
 * A routing on letter paper (8.5x11 in) that travels with a job: job, part, quantity, due and
 * line-down dates, and every operation with its resource group and a Code 128 of job/operation.
 */
export function routingLabel(header: string): LabelElement[] {
  const c = new Column(0.5, 0.5, 7.5)
    .text(header, { pt: 16, inverse: true, align: 'center' })
    .gap(0.1)
    .row([
      { part: 2, value: '{jobNum}', options: { pt: 22, caption: 'job' } },
      { part: 1, value: '{dueDate}', options: { pt: 14, caption: 'due' } },
      { part: 1, value: '{lineDownDate}', options: { pt: 14, caption: 'lineDown', align: 'right' } },
    ])
    .code128('{jobNum}', 0.7)
    .row([
      { part: 3, value: '{partNum}', options: { pt: 16, caption: 'partNo' } },
      { part: 1, value: '{quantity}', options: { pt: 16, caption: 'quantity', align: 'right' } },
    ])
    .code128('{partNum}', 0.7)
    .text('{description}', { pt: 12 })
    .rule()
    .text('{@operations}', { pt: 10 });
  return [...c.elements, operations({ x: 0.5, y: c.y, w: 7.5, h: 12 * 0.52 }, 'operations', '{jobNum}/{oprSeq}', 0.52)];
}
