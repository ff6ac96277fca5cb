import { atom } from 'nanostores';

/** Above this window width the drawer opens by itself and stays beside the page (spec §9). */
export const DRAWER_BREAKPOINT = 1250;
/** Drawer width in pixels (spec §9). */
export const DRAWER_WIDTH = 275;

/** Whether the drawer is open; null until the browser knows its width (CSS decides meanwhile). */
export const $drawerOpen = atom<boolean | null>(null);

/**
 * Whether a window this wide shows the drawer beside the page.
 * @example isWide(1400) // true
 * @example isWide(1250) // false
 */
export function isWide(width: number): boolean {
  return width > DRAWER_BREAKPOINT;
}

/** Opens the drawer on wide windows and closes it on narrow ones (first load). */
export function initDrawer(width: number): void {
  if ($drawerOpen.get() === null) $drawerOpen.set(isWide(width));
}

/** Opens or closes the drawer. */
export function toggleDrawer(): void {
  $drawerOpen.set(!$drawerOpen.get());
}

/** Closes the drawer. */
export function closeDrawer(): void {
  $drawerOpen.set(false);
}

/** After an item is chosen: at 1250 px or narrower the drawer closes (spec §2.1). */
export function itemChosen(width: number): void {
  if (!isWide(width)) $drawerOpen.set(false);
}
