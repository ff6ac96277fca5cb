import { field } from '@/lib/labels/fields';
import { partTagColumn } from './part-tag';
import { barcode } from '@/lib/labels/layout';
import type { LabelForm } from '@/lib/labels/types';

const c = partTagColumn();
const top = c.y;
c.add(barcode({ x: 0.5, y: top + 0.05, w: 3.0, h: 3.0 }, 'qrcode', '{origin}/Search/PartSearch?partNum={partNum}', '{@scanToOpen}'))
  .gap(3.15)
  .text('{quantity} {uom}', { pt: 14, caption: 'quantity', align: 'center' });

/** Part tag with a QR code that opens the part in the portal's part search, 4x6 in. */
export const partTagQR: LabelForm = {
  id: 'partTagQR',
  size: { widthIn: 4, heightIn: 6 },
  fields: [field('partNum'), field('description'), field('quantity'), field('uom')],
  elements: c.elements,
};
