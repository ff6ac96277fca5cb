import { atom } from 'nanostores';
import { readLocal, writeCookie, writeLocal } from '@/lib/stores/browser-storage';
import { DEFAULT_PLANT, PLANT_COOKIE, PLANT_STORAGE_KEY } from './plants';

/** The selected plant id (the top bar's choice). */
export const $plant = atom<string>(DEFAULT_PLANT);

/**
 * Whether the top bar has set `$plant` yet: until it has, `$plant` holds the default plant, not the
 * person's, and an island that loaded by it would show another plant's data first.
 */
export const $plantChosen = atom<boolean>(false);

/** Starts from the server's choice, unless this browser stored another one (the stored plant comes first). */
export function initPlant(serverPlant: string, known: readonly string[]): void {
  const stored = readLocal(PLANT_STORAGE_KEY);
  $plant.set(stored && (known.length === 0 || known.includes(stored)) ? stored : serverPlant);
  $plantChosen.set(true);
}

/** Selects a plant from the top bar; kept in localStorage and mirrored to the cookie. */
export function setPlant(plantID: string): void {
  $plant.set(plantID);
  $plantChosen.set(true);
  writeLocal(PLANT_STORAGE_KEY, plantID);
  writeCookie(PLANT_COOKIE, plantID);
}
