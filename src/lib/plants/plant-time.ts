import { DEFAULT_PLANT, PLANTS } from './plants';

/** The zone of a plant the list does not know (or of no plant): the default plant's, Central. */
const FALLBACK_ZONE: string = PLANTS.find((p) => p.id === DEFAULT_PLANT)!.zone;

/**
 * A plant's IANA time zone; an unknown plant, or none, gets the default plant's (Central).
 * @example plantZone('BGOHIO') // 'America/New_York'
 */
export function plantZone(plant: string | null | undefined): string {
  return PLANTS.find((p) => p.id === plant)?.zone ?? FALLBACK_ZONE;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at an instant in a time zone (en-CA writes it yyyy-mm-dd); formats are kept, they are costly to make. */
function dateIn(now: Date, zone: string): string {
  let f = dayFormats.get(zone);
  if (!f) dayFormats.set(zone, (f = new Intl.DateTimeFormat('en-CA', { timeZone: zone })));
  return f.format(now);
}

/** A calendar day: its date (yyyy-mm-dd), year and month (1-12). */
export interface LocalDay {
  date: string;
  year: number;
  month: number;
}

/**
 * Today at a plant (after 6 pm in Iowa UTC is already tomorrow); `null` is the whole company, whose day is UTC's.
 * @example localToday(new Date('2026-01-06T03:00:00Z'), 'SPIRITLA') // { date: '2026-01-05', year: 2026, month: 1 }
 */
export function localToday(now: Date, plant: string | null): LocalDay {
  const date = dateIn(now, plant ? plantZone(plant) : 'UTC');
  return { date, year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}
