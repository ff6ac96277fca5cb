import type { APIRoute } from 'astro';
import { endSessionUrl, endSignIn } from '@/lib/auth/oidc-client.server';
import { clearSession } from '@/lib/auth/session.server';
import { TABS_COOKIE } from '@/lib/stores/tab-cookie';

export const prerender = false;

/**
 * Logout (spec §4): clears the local session, then the identity provider's logout returns the browser to /login.
 * On a shared shop-floor tablet the next person must not see this one's pages: the open tabs, the service
 * worker's cached pages and the browser storage go too (Clear-Site-Data); the theme and plant cookies stay.
 */
export const POST: APIRoute = async ({ locals, cookies, request }) => {
  const { config, session } = locals;
  // The sign-in ends on the server, whether or not the browser completes the provider's end-session:
  // a copied cookie can no longer refresh, and the API refuses its access token.
  // The cookie keeps no ID token: ending the sign-in fetches one for the provider's hint.
  let idToken = session?.idToken;
  if (session?.refreshToken) {
    const ended = await endSignIn(config.auth, session.refreshToken);
    if (!ended.revoked) console.error('[ERROR] [AUTH] logout could not revoke the refresh token');
    idToken = ended.idToken ?? idToken;
  }
  clearSession(cookies, request);
  cookies.delete(TABS_COOKIE, { path: '/' });
  const target = await endSessionUrl(config.auth, `${config.publicUrl}/login`, idToken);
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'no-store', 'clear-site-data': '"cache", "storage"' },
  });
};
