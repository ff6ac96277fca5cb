import type { AstroCookies } from 'astro';
import { setFlash } from '@/lib/shell/flash.server';

/**
 * A record page whose record does not exist: back to its list with a message saying so, as the
 * record field of a frame does for a value it cannot open.
 */
export function missingRecord(cookies: AstroCookies, list: string, message: string): Response {
  setFlash(cookies, { message, type: 'error' });
  return new Response(null, { status: 302, headers: { location: list } });
}
