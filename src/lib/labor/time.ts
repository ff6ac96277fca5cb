/** Plant-local calendar arithmetic with the platform's time zone data (Intl), no library. */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** An instant's local calendar date and minute of the day in a time zone. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** 0..1439 */
  minutes: number;
}

/**
 * The local date and minute of the day of an instant.
 * @example localTime(new Date('2026-01-05T12:30:00Z'), 'America/Chicago') // { date: '2026-01-05', minutes: 390 }
 */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of format(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, minutes: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

function offsetMs(at: Date, timeZone: string): number {
  const { date, minutes } = localTime(at, timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const seconds = at.getUTCSeconds();
  return Date.UTC(y, m - 1, d, 0, minutes, seconds) - (at.getTime() - at.getUTCMilliseconds());
}

/**
 * The instant of a local date and minute of the day in a time zone (the later one of a repeated hour).
 * @example zonedInstant('2026-01-05', 360, 'America/Chicago') // 2026-01-05T12:00:00.000Z
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  const first = guess - offsetMs(new Date(guess), timeZone);
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/**
 * A calendar date moved by whole days.
 * @example addDays('2026-03-01', -1) // '2026-02-28'
 */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Day of the week of a calendar date, 0 = Sunday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * Minutes of the day as HH:MM.
 * @example hhmm(870) // '14:30'
 */
export function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
