import { atom } from 'nanostores';
import { readLocal, writeCookie, writeLocal } from './browser-storage';

/** The localStorage key of the selected plant (spec §3 'Plant'). */
export const PLANT_STORAGE_KEY = 'plant';
/** The cookie mirroring it for the server. */
export const PLANT_COOKIE = 'plant';
/** The plant when nothing else decides (spec §4). */
export const DEFAULT_PLANT = 'MfgSys';

/** Username prefixes and their plants (spec §4), in the spec's order. */
export const PREFIX_PLANTS: ReadonlyArray<readonly [prefix: string, plant: string]> = [
  ['SH', 'MfgSys'],
  ['SL', 'SPIRITLA'],
  ['MF', 'REBUILD'],
  ['BG', 'BGOHIO'],
];

/** What decides the plant on first load. */
export interface InitialPlantOptions {
  /** The stored choice (localStorage, or its cookie mirror on the server). */
  stored: string | null | undefined;
  employeePlant: string | null | undefined;
  username: string | null | undefined;
  /** Plant ids from v1/Plant; when given, a value outside it is skipped. */
  known?: readonly string[];
}

/**
 * The plant on first load: the stored plant, then the employee's, then the username prefix, else MfgSys (spec §4).
 * @example initialPlant({ stored: null, employeePlant: null, username: 'mfrpatel@example.com' }) // 'REBUILD'
 */
export function initialPlant({ stored, employeePlant, username, known }: InitialPlantOptions): string {
  const usable = (plant: string | null | undefined): plant is string => !!plant && (!known || known.length === 0 || known.includes(plant));
  if (usable(stored)) return stored;
  if (usable(employeePlant)) return employeePlant;
  const upper = (username ?? '').toUpperCase();
  const byPrefix = PREFIX_PLANTS.find(([prefix]) => upper.startsWith(prefix))?.[1];
  return usable(byPrefix) ? byPrefix : DEFAULT_PLANT;
}

/** The selected plant id. */
export const $plant = atom<string>(DEFAULT_PLANT);

/** Starts from the server's choice, unless this browser stored another one (the stored plant comes first). */
export function initPlant(serverPlant: string, known: readonly string[]): void {
  const stored = readLocal(PLANT_STORAGE_KEY);
  $plant.set(stored && (known.length === 0 || known.includes(stored)) ? stored : serverPlant);
}

/** Selects a plant from the top bar; kept in localStorage and mirrored to the cookie. */
export function setPlant(plantID: string): void {
  $plant.set(plantID);
  writeLocal(PLANT_STORAGE_KEY, plantID);
  writeCookie(PLANT_COOKIE, plantID);
}
