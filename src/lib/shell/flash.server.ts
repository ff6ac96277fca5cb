import type { AstroCookies } from 'astro';
import { FLASH_COOKIE, parseFlash } from './flash-cookie';
import type { AddAlertOptions } from '../stores/alerts';

/** Asks the next page the browser shows to display alerts (e.g. before a redirect after a form post); AlertHost shows and clears them. */
export function setFlash(cookies: AstroCookies, ...alerts: AddAlertOptions[]): void {
  const existing = parseFlash(cookies.get(FLASH_COOKIE)?.value);
  cookies.set(FLASH_COOKIE, JSON.stringify([...existing, ...alerts]), { path: '/', maxAge: 60, sameSite: 'lax', httpOnly: false });
}
