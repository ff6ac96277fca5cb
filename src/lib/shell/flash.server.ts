import type { AstroCookies } from 'astro';
import { getAppConfig } from '@/lib/config/app-config.server';
import { FLASH_COOKIE, parseFlash } from './flash-cookie';
import type { AddAlertOptions } from '@/lib/stores/alerts';

/** Asks the next page the browser shows to display alerts (e.g. before a redirect after a form post); AlertHost shows and clears them. */
export function setFlash(cookies: AstroCookies, ...alerts: AddAlertOptions[]): void {
  const existing = parseFlash(cookies.get(FLASH_COOKIE)?.value);
  cookies.set(FLASH_COOKIE, JSON.stringify([...existing, ...alerts]), flashCookieOptions(getAppConfig().publicUrl));
}

/** The flash cookie's attributes: Secure when the portal is served over https. */
export function flashCookieOptions(publicUrl: string) {
  return { path: '/', maxAge: 60, sameSite: 'lax', httpOnly: false, secure: publicUrl.startsWith('https:') } as const;
}
