import { addDays, weekday } from './time';

/**
 * The weeks (Sunday to Saturday) a month's calendar shows, each day as YYYY-MM-DD; days of the
 * neighbouring months fill the first and last week.
 * @example monthWeeks('2026-11')[0]?.[0] // '2026-11-01'
 */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -weekday(first));
  const weeks: string[][] = [];
  do {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  } while (day.slice(0, 7) === month);
  return weeks;
}

/**
 * The month before or after, YYYY-MM.
 * @example addMonths('2026-01', -1) // '2025-12'
 */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

/** Whether a value names a month, YYYY-MM. */
export function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The Sunday that starts the week holding a date. */
export function weekStart(date: string): string {
  return addDays(date, -weekday(date));
}
