import type { LabelForm } from '@/lib/labels/types';
import { routingFields, routingLabel } from './routing';

/** Sheldon routing (traveler), letter paper: job, part, dates and a bar code per operation. */
export const sheldonRouting: LabelForm = {
  id: 'sheldonRouting',
  size: { widthIn: 8.5, heightIn: 11 },
  fields: routingFields(),
  elements: routingLabel('{@sheldonRouting}'),
};
