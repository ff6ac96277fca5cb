import { describe, expect, it } from 'vitest';
import { correctiveAction } from '@/lib/records/types/corrective-action/definition';
import { valueOfPosted, valuesOfPosted } from './form-values';
import { definitionProblems, fieldOf } from './definition';
import { RECORD_TYPES } from '@/lib/records/types/index';

describe('posted record forms', () => {
  it('reads numbers, employees and check boxes by kind, and keeps a typo for the API to refuse', () => {
    const qty = fieldOf(correctiveAction, 'quantity')!;
    expect(valueOfPosted(qty, '12')).toBe(12);
    expect(valueOfPosted(qty, 'twelve')).toBe('twelve');
    expect(valueOfPosted(qty, '')).toBeNull();
    expect(valueOfPosted(fieldOf(correctiveAction, 'verifiedEffective')!, 'on')).toBe(true);
  });
  it('reads child rows, drops empty and removed ones, keeps row ids', () => {
    const values = valuesOfPosted(correctiveAction, [], {
      subject: 'Leak',
      'team.0.id': 'abc',
      'team.0.member': '2001',
      'team.0.role': 'Operator',
      'team.1.member': '',
      'team.1.role': '',
      'team.2.member': '3001',
      'team.2.remove': 'on',
    });
    expect(values['team']).toEqual([{ id: 'abc', member: 2001, role: 'Operator' }]);
    expect(values['subject']).toBe('Leak');
  });
  it('every definition of the portal is sound', () => {
    for (const def of RECORD_TYPES) expect(definitionProblems(def), def.type).toEqual([]);
  });
});
