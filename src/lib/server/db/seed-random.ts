/**
 * A small seeded random generator (mulberry32), so the demo records are the same on every start.
 * @example const r = seededRandom(11); r.pick(['a', 'b'])
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    /** One element of a list, weighted towards the front when `skew` > 1 (Pareto-like demo data). */
    pick: <T>(list: readonly T[], skew = 1): T => list[Math.min(list.length - 1, Math.floor(next() ** skew * list.length))]!,
  };
}

/** The calendar date `days` before `now`, as YYYY-MM-DD (UTC). */
export function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The moment `minute` minutes into shift `shift` of the calendar date `date` (UTC): the first shift starts
 * at 06:00, the second at 14:00, the third at 22:00.
 * @example shiftTime('2026-11-23', 2, 30) // 2026-11-23T14:30:00Z
 */
export function shiftTime(date: string, shift: number, minute: number): Date {
  return new Date(`${date}T${String(6 + (shift - 1) * 8).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}
