import { plantZone } from '@/lib/plants/plant-time';
import { PLANT_IDS } from '@/lib/plants/plants';

/**
 * Past this age a template is not used (a long watch session): a whole run, even on a busy 2-core
 * machine, stays well under it, while its seed's "now" stays within the hour.
 */
const TEMPLATE_MAX_AGE_MS = 60 * 60_000;

/**
 * Whether a copy of a database seeded at `seededAt` is what a seed now would make: seeded within the
 * last hour and on the same calendar day in UTC and at every plant (the seeds date things by
 * the plant's today: labor days, need-by dates).
 */
export function stillToday(seededAt: Date, now = new Date()): boolean {
  if (now.getTime() - seededAt.getTime() > TEMPLATE_MAX_AGE_MS) return false;
  return [...new Set(['UTC', ...PLANT_IDS.map((plant) => plantZone(plant))])].every((zone) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return day.format(seededAt) === day.format(now);
  });
}
