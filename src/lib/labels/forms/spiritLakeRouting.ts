import type { LabelForm } from '@/lib/labels/types';
import { routingFields, routingLabel } from './routing';

/** Spirit Lake routing (traveler), letter paper: job, part, dates and a bar code per operation. */
export const spiritLakeRouting: LabelForm = {
  id: 'spiritLakeRouting',
  size: { widthIn: 8.5, heightIn: 11 },
  fields: routingFields(),
  elements: routingLabel('{@spiritLakeRouting}'),
};
