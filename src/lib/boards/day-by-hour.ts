import type { DbhHour } from '@/lib/boards/schemas';

/** Shifts start at these local hours and last 8 hours (first, second, third shift). */
export const SHIFT_STARTS = [6, 14, 22] as const;
/** Hours in a shift. */
export const SHIFT_HOURS = 8;

const HOUR_MS = 3_600_000;

/** The current shift of a plant at `now`: its number (1-3) and its first hour as an instant. */
export function currentShift(now: Date, zone: string): { number: number; start: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const hour = parts['hour'] ?? 0;
  const index = hour >= 22 || hour < 6 ? 2 : hour >= 14 ? 1 : 0;
  const sinceStart = (hour - (SHIFT_STARTS[index] ?? 6) + 24) % 24;
  const elapsedMs = ((sinceStart * 60 + (parts['minute'] ?? 0)) * 60 + (parts['second'] ?? 0)) * 1000 + now.getMilliseconds();
  return { number: index + 1, start: new Date(now.getTime() - elapsedMs) };
}

/** The hours of a shift that starts at `start`. */
export function shiftHours(start: Date): Date[] {
  return Array.from({ length: SHIFT_HOURS }, (_, i) => new Date(start.getTime() + i * HOUR_MS));
}

/** What the database holds for one hour of a resource. */
export interface HourRecord {
  quantity: number;
  goal: number | null;
  reason: string | null;
}

/**
 * A resource's row of hours: each hour's goal (its override, else the resource's hourly goal), the
 * quantity claimed, the running totals, and green or red by pace once the hour has begun.
 * @example buildHours([h6, h7], 10, new Map([[h6.toISOString(), { quantity: 8, goal: null, reason: 'Changeover' }]]), now, fmt)[0] // { goal: 10, actual: 8, met: false, ... }
 */
export function buildHours(
  hours: Date[],
  hourlyGoal: number,
  records: Map<string, HourRecord>,
  now: Date,
  label: (d: Date) => string,
): DbhHour[] {
  let cumGoal = 0;
  let cumActual = 0;
  return hours.map((hour) => {
    const record = records.get(hour.toISOString());
    const goal = record?.goal ?? hourlyGoal;
    cumGoal += goal;
    const begun = hour.getTime() <= now.getTime();
    const actual = begun ? (record?.quantity ?? 0) : null;
    if (actual !== null) cumActual += actual;
    // The running hour is red only once it is over; until then it is green when at or ahead of its pace.
    const over = hour.getTime() + HOUR_MS <= now.getTime();
    const gone = over ? 1 : Math.max(0, now.getTime() - hour.getTime()) / HOUR_MS;
    const pace = cumGoal - goal + goal * gone;
    return {
      hour: hour.toISOString(),
      label: label(hour),
      goal,
      actual,
      cumGoal,
      cumActual: begun ? cumActual : null,
      met: actual === null ? null : actual >= goal * gone ? true : over ? false : null,
      onPace: begun ? cumActual >= pace : null,
      reason: record?.reason ?? null,
    };
  });
}
