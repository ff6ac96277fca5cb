import type { AppsApi } from '@/lib/api/client.server';
import type { MenuItem, Plant } from '@/lib/api/types';
import { iconSprite, type IconSprite } from '@/lib/icons/sprite';
import { TtlCache } from '@/lib/server/ttl-cache';

// The plant list and the photo GUIDs change about never: the top bar reads them once in five minutes
// (plants, the same for everyone) and ten minutes per employee, not on every page. A failed load is not
// remembered, so the next page tries again.
// Each is kept under the 'access' counter the request read (`access`, from its page memo stamp, when the
// server keeps counters): a change of plants, employees or the catalogue raises it, so the next page
// loads them again and a kept page (src/lib/server/perf/page-memo.ts) never holds an older list.
const plantLists = new TtlCache<string, Plant[]>({ ttlMs: 300_000, maxEntries: 2 });
// The application catalogue (link, title, icon of every application; who may open which is access,
// read on every page) changes when an administrator edits it: without counters a page may show it a minute old.
const menuLists = new TtlCache<string, MenuItem[]>({ ttlMs: 60_000, maxEntries: 2 });
let sprite: IconSprite | null = null;
const photoGuids = new TtlCache<string, string>({ ttlMs: 600_000, maxEntries: 5_000 });

/** What the shell shows besides a page's own data: the person's access, menu, plants and employee record, and unread notifications. */
export const SHELL_TOPICS = ['access', 'notifications'] as const;

/** The 'access' counter a request read (its page memo stamp), '' when the server keeps none. */
export function accessCounter(stamp: ReadonlyMap<string, string> | undefined): string {
  return stamp?.get('access') ?? '';
}

function logged<T>(what: string, fallback: T, failed?: () => void) {
  return (error: unknown): T => {
    failed?.();
    // Spec §8: employee, GUID and list load failures are only logged.
    console.error(`[shell] ${what} load failed:`, error instanceof Error ? error.message : error);
    return fallback;
  };
}

/** The plants of the top bar's plant choice (cached five minutes; [] when the load fails, and `failed` is called). */
export async function shellPlants(api: AppsApi | null, access = '', failed?: () => void): Promise<Plant[]> {
  const known = plantLists.get(access);
  if (known || !api) return known ?? [];
  return api.plants().then(
    (plants) => {
      plantLists.set(access, plants);
      return plants;
    },
    logged<Plant[]>('plants', [], failed),
  );
}

/** The employee's photo GUID on the HR system (cached ten minutes; null when the load fails, and `failed` is called). */
export async function photoGuid(api: AppsApi | null, empID: number | undefined, access = '', failed?: () => void): Promise<string | null> {
  if (!api || empID === undefined) return null;
  const known = photoGuids.get(`${empID}|${access}`);
  if (known !== undefined) return known;
  return api.employeeGuid(empID).then(
    (guid) => {
      photoGuids.set(`${empID}|${access}`, guid);
      return guid;
    },
    logged<string | null>('photo GUID', null, failed),
  );
}

/** Every application of the menu (cached one minute; [] when the load fails, logged by the caller's rule). */
export async function shellMenuItems(api: AppsApi | null, access = ''): Promise<MenuItem[]> {
  const known = menuLists.get(access);
  if (known || !api) return known ?? [];
  return api.menuItems().then((items) => {
    menuLists.set(access, items);
    sprite = iconSprite(items.map((item) => item.icon));
    return items;
  });
}

/**
 * The icon sprite of the application catalogue as this process last loaded it: every
 * application's icon in one cacheable file, so a page carries a short `<use>` per icon, not its path.
 * Null until the catalogue is first loaded (icons are then drawn inline).
 */
export function catalogueSprite(): IconSprite | null {
  return sprite;
}
