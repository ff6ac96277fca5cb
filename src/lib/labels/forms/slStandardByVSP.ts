import { field } from '@/lib/labels/fields';
import { Column } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.12, 3.7)
  .text('{@slVendorPart}', { pt: 14, inverse: true, align: 'center' })
  .gap(0.08)
  .text('{vendor}', { pt: 18, caption: 'vendorVsp' })
  .code128('{vendor}', 0.7)
  .rule()
  .text('{partNum}', { pt: 18, caption: 'partNo' })
  .code128('{partNum}', 0.8)
  .text('{description}', { pt: 11, lines: 2 })
  .rule()
  .row([
    { part: 1, value: '{quantity}', options: { pt: 18, caption: 'quantity' } },
    { part: 1, value: '{poNum}', options: { pt: 14, caption: 'po', align: 'right' } },
  ])
  .code128('{poNum}', 0.7);

/** Spirit Lake standard label for a vendor-supplied part (VSP), 4x6 in: vendor, part, quantity, PO. */
export const slStandardByVSP: LabelForm = {
  id: 'slStandardByVSP',
  size: { widthIn: 4, heightIn: 6 },
  fields: [field('vendor'), field('partNum'), field('description'), field('quantity'), field('poNum')],
  elements: c.elements,
};
