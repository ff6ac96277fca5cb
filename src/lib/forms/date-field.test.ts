import { describe, expect, it } from 'vitest';
import { fieldIssues } from '@/lib/server/api/errors';
import { dateField, dateRange } from './date-field';

describe("the kit's date field: no record dated ahead of tomorrow or older than its kind allows", () => {
  const now = () => Date.parse('2026-11-26T04:00:00Z');
  const week = dateField({ maxAgeDays: 7, message: 'must be a date such as 2026-11-20', now });

  it('takes today, tomorrow and a week back', () => {
    expect(dateRange(7, now())).toEqual({ min: '2026-11-19', max: '2026-11-27' });
    for (const day of ['2026-11-19', '2026-11-26', '2026-11-27']) expect(week.parse(day)).toBe(day);
  });

  it('refuses 2099, eight days back and a day that does not exist, each by its code and values', () => {
    const code = (value: unknown) => fieldIssues(week.safeParse(value).error!)[0];
    expect(code('2099-12-31')).toMatchObject({ code: 'date-ahead', values: { max: '2026-11-27' } });
    expect(code('2026-11-18')).toMatchObject({ code: 'date-too-old', values: { min: '2026-11-19' } });
    expect(code('2026-02-30')?.code).toBe('invalid-format');
    expect(code(undefined)?.code).toBe('required');
  });
});
