import type { AppsApi } from '@/lib/api/client.server';
import type { MenuItem, Plant } from '@/lib/api/types';
import { iconSprite, type IconSprite } from '@/lib/icons/sprite';
import { TtlCache } from '@/lib/server/ttl-cache';

// The plant list and the photo GUIDs change about never: the top bar reads them once in five minutes
// (plants, the same for everyone) and ten minutes per employee, not on every page. A failed load is not
// remembered, so the next page tries again.
const plantLists = new TtlCache<'plants', Plant[]>({ ttlMs: 300_000, maxEntries: 1 });
// The application catalogue (link, title, icon of every application; who may open which is access,
// read on every page) changes when an administrator edits it: a page may show it a minute old.
const menuLists = new TtlCache<'menu', MenuItem[]>({ ttlMs: 60_000, maxEntries: 1 });
let sprite: IconSprite | null = null;
const photoGuids = new TtlCache<number, string>({ ttlMs: 600_000, maxEntries: 5_000 });

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    // Spec §8: employee, GUID and list load failures are only logged.
    console.error(`[shell] ${what} load failed:`, error instanceof Error ? error.message : error);
    return fallback;
  };
}

/** The plants of the top bar's plant choice (cached five minutes; [] when the load fails). */
export async function shellPlants(api: AppsApi | null): Promise<Plant[]> {
  const known = plantLists.get('plants');
  if (known || !api) return known ?? [];
  return api.plants().then((plants) => {
    plantLists.set('plants', plants);
    return plants;
  }, logged<Plant[]>('plants', []));
}

/** The employee's photo GUID on the HR system (cached ten minutes; null when the load fails). */
export async function photoGuid(api: AppsApi | null, empID: number | undefined): Promise<string | null> {
  if (!api || empID === undefined) return null;
  const known = photoGuids.get(empID);
  if (known !== undefined) return known;
  return api.employeeGuid(empID).then((guid) => {
    photoGuids.set(empID, guid);
    return guid;
  }, logged<string | null>('photo GUID', null));
}

/** Every application of the menu (cached one minute; [] when the load fails, logged by the caller's rule). */
export async function shellMenuItems(api: AppsApi | null): Promise<MenuItem[]> {
  const known = menuLists.get('menu');
  if (known || !api) return known ?? [];
  return api.menuItems().then((items) => {
    menuLists.set('menu', items);
    sprite = iconSprite(items.map((item) => item.icon));
    return items;
  });
}

/**
 * The icon sprite of the application catalogue as this process last loaded it (issue 13): every
 * application's icon in one cacheable file, so a page carries a short `<use>` per icon, not its path.
 * Null until the catalogue is first loaded (icons are then drawn inline).
 */
export function catalogueSprite(): IconSprite | null {
  return sprite;
}
