import { atom } from 'nanostores';
import { inBrowser, writeCookie, writeLocal } from './browser-storage';
import { encodeTabCookie, TABS_COOKIE, TABS_STORAGE_KEY } from './tab-cookie';
import {
  closeItem as closeInTree,
  closeMany as closeManyInTree,
  openPage as openInTree,
  type CloseMany,
  type CloseResult,
  type TabItem,
  type TabPage,
} from './tab-tree';

/**
 * The drawer's open tabs (the fixed home item excepted). One list per browser: every change is
 * written to localStorage (whole items) and to the 'tabs' cookie (paths only, for the server to
 * render the drawer as it was), and every window adopts the list another window writes (storage
 * event), so two windows never fight: they show the same tabs and each edits the latest list.
 */
export const $tabs = atom<TabItem[]>([]);

/** The sessionStorage prefix under which screens cache a page's state; closing a tab drops it. */
export const PAGE_STATE_PREFIX = 'page-state:';

function persist(items: readonly TabItem[]): void {
  writeLocal(TABS_STORAGE_KEY, JSON.stringify(items));
  writeCookie(TABS_COOKIE, encodeTabCookie(items));
}

function isTabList(value: unknown): value is TabItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' && item !== null && typeof (item as TabItem).to === 'string' && Array.isArray((item as TabItem).children),
    )
  );
}

let listening = false;

/** Takes the tabs the server rendered (cookie paths plus the page being shown), stores them, and follows other windows. */
export function initTabs(items: TabItem[]): void {
  $tabs.set(items);
  persist(items);
  if (!inBrowser || listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== TABS_STORAGE_KEY || event.newValue === null) return;
    try {
      const parsed: unknown = JSON.parse(event.newValue);
      if (isTabList(parsed)) $tabs.set(parsed);
    } catch {
      // Another window wrote something unreadable: keep ours.
    }
  });
}

/** Opens a page as a tab from the browser (the server does the same on every page it renders). */
export function openPage(chain: readonly TabPage[]): void {
  const items = openInTree($tabs.get(), chain);
  $tabs.set(items);
  persist(items);
}

/**
 * Closes a tab or nested child; returns where to go when the user is on it (null: stay), and the
 * paths whose cached pages must be dropped once the user has left (`dropCachedPages`).
 */
export function closeItem(to: string, currentPath: string): Pick<CloseResult, 'navigateTo' | 'dropped'> {
  const { items, navigateTo, dropped } = closeInTree($tabs.get(), to, currentPath);
  $tabs.set(items);
  persist(items);
  return { navigateTo, dropped };
}

/** Closes several tabs at once ('close all', a tab's menu); as closeItem, where to go and what to drop. */
export function closeTabs(which: CloseMany, to: string, currentPath: string): Pick<CloseResult, 'navigateTo' | 'dropped'> {
  const { items, navigateTo, dropped } = closeManyInTree($tabs.get(), which, to, currentPath);
  $tabs.set(items);
  persist(items);
  return { navigateTo, dropped };
}

/** Drops what the browser keeps for closed pages: their sessionStorage state and the service worker's cached copies. */
export function dropCachedPages(paths: readonly string[]): void {
  if (!inBrowser || paths.length === 0) return;
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (paths.some((path) => key === `${PAGE_STATE_PREFIX}${path}` || key.startsWith(`${PAGE_STATE_PREFIX}${path}/`))) {
        window.sessionStorage.removeItem(key);
      }
    }
  } catch {
    // sessionStorage unavailable: nothing cached there.
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'drop-pages', paths: [...paths] });
}
