import { field } from '@/lib/labels/fields';
import type { LabelForm } from '@/lib/labels/types';
import { shippingLabel } from './shipping';

/** Shipping label of the Iowa plants (AIAG B-10 style, 4x6 in): part, quantity, supplier, serial. */
export const shippingIowa: LabelForm = {
  id: 'shippingIowa',
  size: { widthIn: 4, heightIn: 6 },
  fields: [field('shipTo'), field('partNum'), field('quantity'), field('poNum', { required: false }), field('supplier'), field('serial')],
  // AIAG B-10: the customer's dock reads the standard's English titles, whoever prints the label.
  printLanguage: 'en',
  elements: shippingLabel('SHIPPING - SHELDON, IOWA', 'partNum'),
};
