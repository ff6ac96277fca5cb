import type { APIRoute } from 'astro';
import { endSessionUrl } from '../lib/auth/oidc-client';
import { clearSession } from '../lib/auth/session';

export const prerender = false;

/** Logout (spec §4): clears the local session, then the identity provider's logout returns the browser to /login. */
export const POST: APIRoute = async ({ locals, cookies, request }) => {
  const { config, session } = locals;
  clearSession(cookies, request);
  const target = await endSessionUrl(config.auth, `${config.publicUrl}/login`, session?.idToken);
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
};
