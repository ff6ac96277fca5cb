/** Small, failure-proof access to localStorage and cookies from the stores (private modes may refuse storage). */

/** Whether this code runs in a browser (stores are also imported while the server renders islands). */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** A localStorage value, or null when absent or storage is unavailable. */
export function readLocal(key: string): string | null {
  if (!inBrowser) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a localStorage value; a refusal (quota, private mode) is ignored, the cookie still carries the choice. */
export function writeLocal(key: string, value: string): void {
  if (!inBrowser) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: nothing else to do, the in-memory store keeps working.
  }
}

/** One year, the lifetime of the preference cookies. */
export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Writes a first-party cookie readable by the server (path '/', SameSite Lax). */
export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  if (!inBrowser) return;
  const secure = window.location.protocol === 'https:' ? ';secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=${maxAgeSeconds};samesite=lax${secure}`;
}
