import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.12, 3.7)
  .row([
    { part: 1, value: '{@countTag}', options: { pt: 14, inverse: true } },
    { part: 1, value: '{serial}', options: { pt: 14, align: 'right' } },
  ])
  .code128('{serial}', 0.7)
  .rule()
  .text('{partNum}', { pt: 18, caption: 'partNo' })
  .code128('{partNum}', 0.8)
  .text('{description}', { pt: 11, lines: 2 })
  .rule()
  .row([
    { part: 1, value: '{warehouse}', options: { pt: 14, caption: 'warehouse' } },
    { part: 1, value: '{binNum}', options: { pt: 14, caption: 'bin', align: 'right' } },
  ])
  .code128('{binNum}', 0.65)
  .rule()
  .row([
    { part: 1, value: '{quantity} {uom}', options: { pt: 14, caption: 'counted' } },
    { part: 1, value: '{counter}', options: { pt: 10, caption: 'countedBy', align: 'right' } },
  ])
  .text('{date}', { pt: 10, caption: 'date' });

/** Inventory (cycle count) tag, 4x6 in: tag number, part, warehouse and bin, counted quantity. */
export const invTag: LabelForm = {
  id: 'invTag',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('serial'),
    field('partNum'),
    field('description'),
    field('warehouse'),
    field('binNum'),
    field('quantity'),
    field('uom'),
    field('counter'),
    field('date'),
  ],
  elements: c.elements,
};
