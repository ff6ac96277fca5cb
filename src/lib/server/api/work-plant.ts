import type { Context } from 'hono';
import { isPlantId, plantName } from '@/lib/plants/plants';
import { NotAllowedError } from '@/lib/server/errors';
import type { ApiEnv } from './api-env';
import type { Database } from '@/lib/server/db/database';
import { jobOf } from '@/lib/plant-data/server/jobs';

/** The error code of a write for a plant the caller does not work at. */
export const OTHER_PLANT_CODE = 'other-plant';

/**
 * The refusal of a write for `plant` by someone who works at `plants`: 403, code 'other-plant', with the
 * plant's name and the caller's plants as values, so a screen says it in its own language.
 */
export function otherPlantRefusal(plant: string, plants: ReadonlySet<string>): NotAllowedError {
  const asked = plantName(plant);
  const mine = [...plants].map(plantName).join(', ') || '—';
  return new NotAllowedError(
    `You work at ${mine}, not at ${asked}: nothing was saved. An administrator can let you work at ${asked} on your employee page.`,
    { code: OTHER_PLANT_CODE, extra: { values: { plant: asked, plants: mine } } },
  );
}

/**
 * A check of the plants the caller works at, read once per request (their own plant, the plants granted
 * them, every plant for administrators): the returned function throws 403 'other-plant' for another
 * plant and lets a missing or unknown plant through (the write's own checks refuse it). It runs no query, so
 * it may be called inside a transaction once the plant of what is written is known.
 * @example const atPlant = await workPlantGuard(c); await db.transaction(async (tx) => { atPlant(job.plantId); ... })
 */
export async function workPlantGuard(c: Context<ApiEnv>): Promise<(plant: string | null | undefined) => void> {
  return guardOf(await c.get('caller').workPlants());
}

/**
 * Whether someone who works at `plants` may write for `plant` (the guard's rule, for a screen that offers
 * a button only where it would be taken): true for no plant or an unknown one, which the write refuses itself.
 */
export function worksAt(plants: ReadonlySet<string> | 'every', plant: string | null | undefined): boolean {
  // No plant, or one that does not exist, is the write's own to refuse (404, or 400 at its field).
  return plants === 'every' || !isPlantId(plant) || plants.has(plant);
}

/** The guard of `workPlantGuard` for plants already read (a caller that keeps them for its reads too). */
export function guardOf(plants: ReadonlySet<string> | 'every'): (plant: string | null | undefined) => void {
  return (plant) => {
    if (!worksAt(plants, plant)) throw otherPlantRefusal(plant!, plants as ReadonlySet<string>);
  };
}

/**
 * Refuses (403 'other-plant') a write for a plant the caller does not work at; see `workPlantGuard`.
 * Every shop-floor write calls it (or the guard) once, with the plant of what it writes.
 * @example await requireWorkPlant(c, input.plant)
 */
export async function requireWorkPlant(c: Context<ApiEnv>, plant: string | null | undefined): Promise<void> {
  (await workPlantGuard(c))(plant);
}

/**
 * Refuses (403 'other-plant') a write on a job of a plant the caller does not work at; an unknown job is
 * let through for the write to refuse. Asked before the write's transaction.
 * @example await requireJobWorkPlant(c, db, input.jobNum)
 */
export async function requireJobWorkPlant(c: Context<ApiEnv>, db: Database, jobNumber: string): Promise<void> {
  await requireWorkPlant(c, (await jobOf(db, jobNumber))?.plant);
}
