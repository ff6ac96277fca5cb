import { field } from '@/lib/labels/fields';
import { jobFields, partTagColumn, quantityAndJob } from './part-tag';
import type { LabelForm } from '@/lib/labels/types';

const c = quantityAndJob(partTagColumn('SPIRIT LAKE'), '{quantity}').text('{date}', { pt: 10, caption: 'date' });

/** Spirit Lake standard container label, 4x6 in: part, quantity and job as Code 128. */
export const slStandard: LabelForm = {
  id: 'slStandard',
  size: { widthIn: 4, heightIn: 6 },
  fields: [...jobFields(), field('date')],
  elements: c.elements,
};
