import { describe, expect, it } from 'vitest';
import { addMonths, isMonth, monthWeeks, weekStart } from './calendar';

describe('the absence calendar dates', () => {
  it('lays a month out in whole weeks from Sunday, neighbours filling the ends', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-05');
    expect(weeks).toHaveLength(5);
    expect(monthWeeks('2026-02')[0]?.[0]).toBe('2026-02-01');
    expect(monthWeeks('2026-08')[0]?.[0]).toBe('2026-07-26');
    expect(monthWeeks('2026-08')).toHaveLength(6);
  });
  it('moves by months across years and finds the Sunday of a week', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(weekStart('2026-11-25')).toBe('2026-11-22');
  });
  it('accepts only a real month', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('nov')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
