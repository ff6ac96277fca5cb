import type { AstroCookies } from 'astro';
import { initialPlant, PLANT_COOKIE, PLANT_IDS, type PlantId } from './plants';

/** Who asks, as the middleware knows them. */
export interface RequestPlantOptions {
  cookies: AstroCookies;
  employeePlant: string | null | undefined;
  username: string | null | undefined;
}

/**
 * The request's plant, resolved once by the middleware into `Astro.locals.plant`: the top bar's
 * cookie, else the employee's plant, else the username prefix, else MfgSys (spec §4).
 */
export function requestPlant({ cookies, employeePlant, username }: RequestPlantOptions): PlantId {
  return initialPlant({ stored: cookies.get(PLANT_COOKIE)?.value, employeePlant, username, known: PLANT_IDS }) as PlantId;
}
