import { formatNumber } from '@/lib/i18n/number-format';
import { weekday, zonedInstant } from './time';

/** The four punches of a day, in the order a day makes them. */
export const PUNCH_KINDS = ['in', 'lunch-out', 'lunch-in', 'out'] as const;
/** One of the punches: clock in, start of lunch, end of lunch, clock out. */
export type PunchKind = (typeof PUNCH_KINDS)[number];
/** Where an employee is after their last punch. */
export type LaborStatus = 'in' | 'lunch' | 'out';
/** What a day lacks before it can be approved. */
export type DayFlag = 'missing-out' | 'missing-lunch-end';

/** A punch as the hours need it. */
export interface TimedPunch {
  kind: PunchKind;
  madeAt: string | Date;
}

/** A plant's pay rule: automatic lunch and overtime thresholds (minutes). */
export interface PayRule {
  /** Deducted from a day without a punched lunch that is longer than `autoLunchAfterMinutes`. */
  autoLunchMinutes: number;
  autoLunchAfterMinutes: number;
  /** Paid minutes a day past which time is overtime; null when the plant counts by the week only. */
  dailyOtMinutes: number | null;
  /** Paid minutes a week (Sunday to Saturday) past which time is overtime. */
  weeklyOtMinutes: number;
}

/** What a day adds up to, the same way on every screen and in the payroll export. */
export interface DayHours {
  workedMinutes: number;
  lunchMinutes: number;
  /** The automatic lunch deducted because none was punched. */
  autoLunchMinutes: number;
  paidMinutes: number;
  flags: DayFlag[];
}

/** The status after a sequence of punches. */
export function statusAfter(last: PunchKind | undefined): LaborStatus {
  if (last === 'in' || last === 'lunch-in') return 'in';
  if (last === 'lunch-out') return 'lunch';
  return 'out';
}

const ms = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

/**
 * Adds a day's punches up (in order of their time): time at work between clock in and out less the
 * punched lunch, or less the plant's automatic lunch when none was punched; open ends are flagged.
 */
export function dayHours(punches: readonly TimedPunch[], rule: Pick<PayRule, 'autoLunchMinutes' | 'autoLunchAfterMinutes'>): DayHours {
  let worked = 0;
  let lunch = 0;
  let since: number | null = null;
  let lunchSince: number | null = null;
  let punchedLunch = false;
  const flags = new Set<DayFlag>();
  for (const p of [...punches].sort((a, b) => ms(a.madeAt) - ms(b.madeAt))) {
    const t = ms(p.madeAt);
    if (p.kind === 'in') since = t;
    else if (p.kind === 'lunch-out') {
      if (since !== null) worked += t - since;
      since = null;
      lunchSince = t;
      punchedLunch = true;
    } else if (p.kind === 'lunch-in') {
      if (lunchSince !== null) lunch += t - lunchSince;
      lunchSince = null;
      since = t;
    } else {
      if (lunchSince !== null) flags.add('missing-lunch-end');
      if (since !== null) worked += t - since;
      since = null;
      lunchSince = null;
    }
  }
  if (since !== null) flags.add('missing-out');
  if (lunchSince !== null) flags.add('missing-lunch-end');
  const workedMinutes = Math.round(worked / 60_000);
  const autoLunchMinutes = !punchedLunch && workedMinutes > rule.autoLunchAfterMinutes ? rule.autoLunchMinutes : 0;
  return {
    workedMinutes,
    lunchMinutes: Math.round(lunch / 60_000),
    autoLunchMinutes,
    paidMinutes: workedMinutes - autoLunchMinutes,
    flags: [...flags],
  };
}

/** A day's paid minutes split into regular and overtime. */
export interface DaySplit {
  date: string;
  regularMinutes: number;
  overtimeMinutes: number;
}

/**
 * Splits days into regular and overtime by the plant's rule: past the daily threshold first, then past
 * the weekly one (Sunday to Saturday) counting the week's regular minutes in date order.
 */
export function splitOvertime(
  days: readonly { date: string; paidMinutes: number }[],
  rule: Pick<PayRule, 'dailyOtMinutes' | 'weeklyOtMinutes'>,
): DaySplit[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  let weekStart = '';
  let weekRegular = 0;
  return sorted.map(({ date, paidMinutes }) => {
    const start = sundayOf(date);
    if (start !== weekStart) {
      weekStart = start;
      weekRegular = 0;
    }
    let overtime = rule.dailyOtMinutes === null ? 0 : Math.max(0, paidMinutes - rule.dailyOtMinutes);
    let regular = paidMinutes - overtime;
    const past = Math.max(0, weekRegular + regular - rule.weeklyOtMinutes);
    regular -= past;
    overtime += past;
    weekRegular += regular;
    return { date, regularMinutes: regular, overtimeMinutes: overtime };
  });
}

function sundayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - weekday(date));
  return d.toISOString().slice(0, 10);
}

/**
 * Minutes as decimal hours, as payroll reads them, in the reader's language.
 * @example formatHours(450, 'es') // '7,50'
 */
export function formatHours(minutes: number, lang: string): string {
  return formatNumber(minutes / 60, lang, { decimals: 2 });
}

/**
 * The pay period holding a date: periods of `days` days follow each other from `anchor` (a Sunday).
 * @example payPeriodOf('2026-01-20', '2026-01-04', 14) // { from: '2026-01-18', to: '2026-01-31' }
 */
export function payPeriodOf(date: string, anchor: string, days: number): { from: string; to: string } {
  const dayMs = 86_400_000;
  const offset = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) / dayMs);
  const start = Date.parse(`${anchor}T00:00:00Z`) + Math.floor(offset / days) * days * dayMs;
  return { from: new Date(start).toISOString().slice(0, 10), to: new Date(start + (days - 1) * dayMs).toISOString().slice(0, 10) };
}

/** After a shift's scheduled end, the time a clock out may still come as overtime before the day counts as missing it. */
export const OVERTIME_GRACE_MINUTES = 120;

/**
 * Whether a day lacking its clock out is simply not over: its shift (by the plant's schedule, an end
 * before the start being the next morning) ended less than the overtime grace ago.
 * @example shiftInProgress({ workDate: '2026-11-25', shift: 1 }, rule, new Date('2026-11-25T18:00:00Z')) // true at 12:00 Central
 */
export function shiftInProgress(
  day: { workDate: string; shift: number },
  rule: { timeZone: string; shifts: readonly { shift: number; startMinute: number; endMinute: number }[] },
  now: Date,
): boolean {
  const shift = rule.shifts.find((s) => s.shift === day.shift);
  if (!shift) return false;
  const endMinute = shift.endMinute <= shift.startMinute ? shift.endMinute + 24 * 60 : shift.endMinute;
  return now.getTime() < zonedInstant(day.workDate, endMinute + OVERTIME_GRACE_MINUTES, rule.timeZone).getTime();
}

/**
 * Whether a day that lacks a punch is simply not over: its last punch's shift is still going on. The
 * last punch's shift, not the day's: a second clock in the same date (a night shift after a day shift)
 * belongs to its own shift.
 */
export function dayInProgress(
  hours: Pick<DayHours, 'flags'>,
  punches: readonly { workDate: string; shift: number }[],
  rule: Parameters<typeof shiftInProgress>[1] | null,
  now: Date,
): boolean {
  const last = punches.at(-1);
  return hours.flags.length > 0 && rule !== null && last !== undefined && shiftInProgress(last, rule, now);
}
