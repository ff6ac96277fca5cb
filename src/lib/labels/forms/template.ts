import { field } from '@/lib/labels/fields';
import { Column, barcode, operations } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = new Column(0.15, 0.12, 3.7)
  .text('{title}', { pt: 14, inverse: true, align: 'center' })
  .gap(0.06)
  .text('{partNum}', { pt: 16, caption: 'textWithCaption' })
  .code128('{partNum}', 0.75)
  .text('{description}', { pt: 10, lines: 2, caption: 'twoLines' })
  .rule();
const qrTop = c.y;
c.add(barcode({ x: 2.45, y: qrTop, w: 1.4, h: 1.4 }, 'qrcode', '{origin}/Search/PartSearch?partNum={partNum}', 'QR'))
  .add({ kind: 'text', x: 0.15, y: qrTop, w: 2.2, h: 0.5, text: '{quantity}', pt: 18, caption: 'number' })
  .add({ kind: 'text', x: 0.15, y: qrTop + 0.55, w: 2.2, h: 0.3, text: '{date}', pt: 10, caption: 'date' })
  .gap(1.45)
  .rule()
  .text('{jobNum}', { pt: 12, caption: 'operationsOfJob' })
  .add(operations({ x: 0.15, y: c.y, w: 3.7, h: 3 * 0.5 }, 'operations', '{jobNum}/{oprSeq}', 0.5));

/** The blank starting point of a new form, 4x6 in: every building block (text, caption, Code 128, QR, rule, operations). */
export const template: LabelForm = {
  id: 'template',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('title', { sample: 'TEMPLATE' }),
    field('partNum'),
    field('description', { sample: 'A DESCRIPTION LONG ENOUGH TO WRAP ONTO A SECOND LINE' }),
    field('quantity'),
    field('date'),
    field('jobNum'),
    field('operations', { maxLength: 3, sample: '10 SAW\n20 CNC CNC-03' }),
  ],
  elements: c.elements,
};
