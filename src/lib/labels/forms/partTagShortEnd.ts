import { field } from '@/lib/labels/fields';
import { partTagColumn } from './part-tag';
import type { LabelForm } from '@/lib/labels/types';

const c = partTagColumn('{@shortEndKeep}')
  .row([
    { part: 1, value: '{lengthIn} {@inch}', options: { pt: 18, caption: 'length' } },
    { part: 1, value: '{pieces} {@pcs}', options: { pt: 18, caption: 'pieces', align: 'right' } },
  ])
  .rule()
  .text('{heatNum}', { pt: 18, caption: 'heatNo' })
  .code128('{heatNum}', 0.75)
  .rule()
  .text('{location}', { pt: 14, caption: 'shortEndLocation' });

/** Tag of a kept short end, 4x6 in: part, length, pieces and heat number (domain.md: short end). */
export const partTagShortEnd: LabelForm = {
  id: 'partTagShortEnd',
  size: { widthIn: 4, heightIn: 6 },
  fields: [field('partNum'), field('description'), field('lengthIn'), field('pieces'), field('heatNum'), field('location')],
  elements: c.elements,
};
