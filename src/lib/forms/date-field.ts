import { z } from 'zod';

const DAY_MS = 86_400_000;

/** The shape of a day as forms, queries and the API write it: 'YYYY-MM-DD' (a real day is checked apart). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day as 'YYYY-MM-DD' in UTC. */
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Options of `dateField`. */
export interface DateFieldOptions {
  /** How many days back the date may lie: the record kind's own limit (a pre-shift checklist a week, a weld leak a year). */
  maxAgeDays: number;
  /** The API's English message for a value that is no date ('must be a date such as 2026-11-20'). */
  message: string;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

/**
 * The days a record's date may take today: from `maxAgeDays` back to one day ahead of today in UTC,
 * which holds every plant's own today (the plants are behind UTC, and a night shift's date is its start).
 * @example dateRange(7, Date.parse('2026-11-26T04:00:00Z')) // { min: '2026-11-19', max: '2026-11-27' }
 */
export function dateRange(maxAgeDays: number, now: number): { min: string; max: string } {
  return { min: dayOf(now - maxAgeDays * DAY_MS), max: dayOf(now + DAY_MS) };
}

/**
 * A calendar date of a record, for form posts and JSON alike: a real 'YYYY-MM-DD' day ('invalid-format'),
 * not after tomorrow ('date-ahead', with { max }) and not older than the record kind allows
 * ('date-too-old', with { min }), so a weld leak dated 2099 or a checklist of 1970 is refused at its field.
 * @example dateField({ maxAgeDays: 7, message: 'must be a date such as 2026-11-20' }).safeParse('2099-12-31').success // false
 */
export function dateField({ maxAgeDays, message, now = Date.now }: DateFieldOptions) {
  return z.string({ message }).superRefine((value, ctx) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    if (!DAY_PATTERN.test(value) || Number.isNaN(time) || dayOf(time) !== value) {
      ctx.addIssue({ code: 'custom', message, params: { code: 'invalid-format' } });
      return;
    }
    const { min, max } = dateRange(maxAgeDays, now());
    if (value > max)
      ctx.addIssue({ code: 'custom', message: `must be ${max} or earlier`, params: { code: 'date-ahead', values: { max } } });
    if (value < min)
      ctx.addIssue({ code: 'custom', message: `must be ${min} or later`, params: { code: 'date-too-old', values: { min } } });
  });
}
