import { addDays, localTime, zonedInstant } from './time';

/** A plant's shift: its number (1 first, 2 second, 3 third) and local start and end minute of the day. */
export interface Shift {
  shift: number;
  startMinute: number;
  endMinute: number;
}

/** The shift a clock in belongs to and the day it belongs to (the day the shift started). */
export interface ShiftMatch {
  shift: number;
  /** The local date the shift started on: a third shift worked past midnight belongs to its start day. */
  workDate: string;
  start: Date;
  end: Date;
  /** Whole minutes after the shift's start (0 when on time or early). */
  tardyMinutes: number;
}

/**
 * The shift whose start is nearest to a clock in (yesterday's, today's or tomorrow's), so a third shift
 * entered at 00:10 belongs to the day before, and how late the clock in was.
 */
export function matchShift(at: Date, shifts: readonly Shift[], timeZone: string): ShiftMatch | null {
  const today = localTime(at, timeZone).date;
  let best: ShiftMatch | null = null;
  for (const s of shifts) {
    for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
      const start = zonedInstant(day, s.startMinute, timeZone);
      const length = (s.endMinute - s.startMinute + 1440) % 1440 || 1440;
      const end = new Date(start.getTime() + length * 60_000);
      const late = Math.floor((at.getTime() - start.getTime()) / 60_000);
      const candidate = { shift: s.shift, workDate: day, start, end, tardyMinutes: Math.max(0, late) };
      if (!best || Math.abs(at.getTime() - start.getTime()) < Math.abs(at.getTime() - best.start.getTime())) best = candidate;
    }
  }
  return best;
}

/** When a shift starts and ends on a given day (the end on the next day for a shift crossing midnight). */
export function shiftWindow(workDate: string, s: Shift, timeZone: string): { start: Date; end: Date } {
  const start = zonedInstant(workDate, s.startMinute, timeZone);
  const length = (s.endMinute - s.startMinute + 1440) % 1440 || 1440;
  return { start, end: new Date(start.getTime() + length * 60_000) };
}
