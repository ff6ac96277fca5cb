import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@/lib/records/engine/definition';
import { changesBetween } from './values';

const fields = [
  { name: 'urgent', kind: 'checkbox', label: { en: 'Urgent', es: 'Urgente' } },
  { name: 'subject', kind: 'text', label: { en: 'Subject', es: 'Asunto' } },
] as unknown as FieldDef[];

describe('changesBetween', () => {
  it('takes an unset checkbox as unticked: sending false for it changes nothing', () => {
    expect(changesBetween({ fields }, [], { subject: 'A' }, { subject: 'A', urgent: false })).toEqual([]);
    expect(changesBetween({ fields }, [], {}, { urgent: false })).toEqual([]);
  });

  it('records a checkbox ticked or unticked, and a text changed', () => {
    expect(changesBetween({ fields }, [], { urgent: false }, { urgent: true, subject: 'B' })).toEqual([
      { field: 'urgent', before: 'false', after: 'true' },
      { field: 'subject', before: '', after: 'B' },
    ]);
    expect(changesBetween({ fields }, [], { urgent: true }, {})).toEqual([{ field: 'urgent', before: 'true', after: 'false' }]);
  });
});
