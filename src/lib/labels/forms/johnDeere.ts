import { field } from '@/lib/labels/fields';
import type { LabelForm } from '@/lib/labels/types';
import { shippingLabel } from './shipping';

/** John Deere shipping label (AIAG B-10 style, 4x6 in): Deere's part number as (P), quantity, supplier code, serial. */
export const johnDeere: LabelForm = {
  id: 'johnDeere',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('shipTo', { sample: 'JOHN DEERE WATERLOO WORKS' }),
    field('customerPart'),
    field('quantity'),
    field('poNum', { required: false }),
    field('supplier'),
    field('serial'),
  ],
  // AIAG B-10: the customer's dock reads the standard's English titles, whoever prints the label.
  printLanguage: 'en',
  elements: shippingLabel('JOHN DEERE', 'customerPart'),
};
