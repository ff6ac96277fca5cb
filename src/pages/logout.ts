import type { APIRoute } from 'astro';
import { endSessionUrl } from '../lib/auth/oidc-client';
import { clearSession } from '../lib/auth/session';
import { TABS_COOKIE } from '../lib/stores/tab-cookie';

export const prerender = false;

/**
 * Logout (spec §4): clears the local session, then the identity provider's logout returns the browser to /login.
 * On a shared shop-floor tablet the next person must not see this one's pages: the open tabs, the service
 * worker's cached pages and the browser storage go too (Clear-Site-Data); the theme and plant cookies stay.
 */
export const POST: APIRoute = async ({ locals, cookies, request }) => {
  const { config, session } = locals;
  clearSession(cookies, request);
  cookies.delete(TABS_COOKIE, { path: '/' });
  const target = await endSessionUrl(config.auth, `${config.publicUrl}/login`, session?.idToken);
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'no-store', 'clear-site-data': '"cache", "storage"' },
  });
};
