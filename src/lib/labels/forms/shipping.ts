import { Column } from '@/lib/labels/layout';
import type { LabelElement } from '@/lib/labels/types';

/**
 * An AIAG B-10 style shipping label, 4x6 in: each field in its own band with its data identifier
 * in the caption and in the bar code: part (P), quantity (Q), supplier (V), serial (S).
 */
export function shippingLabel(header: string, part: string): LabelElement[] {
  return new Column(0.15, 0.1, 3.7)
    .text(header, { pt: 12, inverse: true, align: 'center' })
    .text('{shipTo}', { pt: 10, caption: 'shipTo' })
    .rule()
    .text(`{${part}}`, { pt: 16, caption: 'partNoP' })
    .code128(`P{${part}}`, 0.72, `{${part}}`)
    .rule()
    .row([
      { part: 1, value: '{quantity}', options: { pt: 16, caption: 'quantityQ' } },
      { part: 2, value: '{poNum}', options: { pt: 12, caption: 'poNo', align: 'right' } },
    ])
    .code128('Q{quantity}', 0.62, '{quantity}')
    .rule()
    .text('{supplier}', { pt: 16, caption: 'supplierV' })
    .code128('V{supplier}', 0.62, '{supplier}')
    .rule()
    .text('{serial}', { pt: 16, caption: 'serialS' })
    .code128('S{serial}', 0.62, '{serial}').elements;
}
