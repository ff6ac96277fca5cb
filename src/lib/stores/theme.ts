import { atom } from 'nanostores';
import { inBrowser, readLocal, writeCookie, writeLocal } from './browser-storage';

/** The localStorage key of the theme (spec §3 'Theme preference'). */
export const THEME_STORAGE_KEY = 'isDark';
/** The cookie mirroring it, so the server paints the right theme first (no flash). */
export const THEME_COOKIE = 'theme';

/** The theme preference; dark by default (spec §9). */
export const $theme = atom<{ isDark: boolean }>({ isDark: true });

/**
 * The theme a stored value names: anything but 'false' is dark (dark is the default).
 * @example isDarkValue('false') // false
 */
export function isDarkValue(stored: string | null): boolean {
  return stored !== 'false';
}

function apply(isDark: boolean): void {
  if (!inBrowser) return;
  document.documentElement.classList.toggle('dark', isDark);
}

/** Sets the theme, keeps it in localStorage and mirrors it to the cookie. */
export function setDark(isDark: boolean): void {
  $theme.set({ isDark });
  apply(isDark);
  writeLocal(THEME_STORAGE_KEY, String(isDark));
  writeCookie(THEME_COOKIE, isDark ? 'dark' : 'light');
}

/** Switches between light and dark. */
export function toggleTheme(): void {
  setDark(!$theme.get().isDark);
}

/** Takes the theme the page was painted with (the server's cookie, corrected by the inline head script) and follows other windows. */
export function initTheme(serverIsDark: boolean): void {
  const stored = readLocal(THEME_STORAGE_KEY);
  $theme.set({ isDark: stored === null ? serverIsDark : isDarkValue(stored) });
  if (!inBrowser || initialized) return;
  initialized = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY || event.newValue === null) return;
    const isDark = isDarkValue(event.newValue);
    $theme.set({ isDark });
    apply(isDark);
  });
}
let initialized = false;
