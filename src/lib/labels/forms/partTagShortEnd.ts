import { field } from '../fields';
import { Column } from '../layout';
import type { LabelForm } from '../types';

const c = new Column(0.15, 0.12, 3.7)
  .text('SHORT END - KEEP', { pt: 14, inverse: true, align: 'center' })
  .gap(0.08)
  .text('{partNum}', { pt: 20, caption: 'PART NO.' })
  .code128('{partNum}', 0.85)
  .text('{description}', { pt: 11, lines: 2, caption: 'DESCRIPTION' })
  .rule()
  .row([
    { part: 1, value: '{lengthIn} IN', options: { pt: 20, caption: 'LENGTH' } },
    { part: 1, value: '{pieces} PCS', options: { pt: 20, caption: 'PIECES', align: 'right' } },
  ])
  .rule()
  .text('{heatNum}', { pt: 18, caption: 'HEAT NO.' })
  .code128('{heatNum}', 0.75)
  .rule()
  .text('{location}', { pt: 14, caption: 'SHORT END LOCATION' });

/** Tag of a kept short end, 4x6 in: part, length, pieces and heat number (domain.md: short end). */
export const partTagShortEnd: LabelForm = {
  id: 'partTagShortEnd',
  size: { widthIn: 4, heightIn: 6 },
  fields: [
    field('partNum'),
    field('description'),
    field('lengthIn'),
    field('pieces'),
    field('heatNum'),
    field('location'),
  ],
  elements: c.elements,
};
