import { field } from '@/lib/labels/fields';
import { jobFields } from './part-tag';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.4, 0.35, 7.7)
  .text('{partNum}', { pt: 36, caption: 'partNo' })
  .code128('{partNum}', 1.0)
  .text('{description}', { pt: 18, lines: 2 })
  .rule()
  .row([
    { part: 1, value: '{quantity}', options: { pt: 28, caption: 'quantity' } },
    { part: 1, value: '{jobNum}', options: { pt: 24, caption: 'job' } },
    { part: 1, value: '{date}', options: { pt: 16, caption: 'date', align: 'right' } },
  ])
  .code128('{jobNum}', 0.8)
  .text('{notes}', { pt: 14, caption: 'notes' });

/** Half-sheet label (8.5x5.5 in) for a basket or pallet, read from across the aisle. */
export const halfSheet: LabelForm = {
  id: 'halfSheet',
  size: { widthIn: 8.5, heightIn: 5.5 },
  fields: [...jobFields(), field('date'), field('notes')],
  elements: c.elements,
};
