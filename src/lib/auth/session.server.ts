import { createHash } from 'node:crypto';
import { encode, getToken } from '@auth/core/jwt';
import type { AstroCookies } from 'astro';
import type { AppConfig } from '@/lib/config/config';
import { SESSION_MAX_AGE_SECONDS } from './auth-config.server';
import { refreshTokens } from './oidc-client.server';
import { needsRefresh, type PortalToken } from './tokens';
import { TtlCache } from '@/lib/server/ttl-cache';

// Decrypting the session cookie (HKDF plus JWE) is a good share of a page's CPU; the same cookie decodes
// to the same session, so a decoded one is remembered a minute (never past its own expiry). Logout and
// revocation do not depend on it: the API refuses the tokens of an ended sign-in on every call.
const decodedSessions = new TtlCache<string, PortalToken>({ ttlMs: 60_000, maxEntries: 5_000 });

/** The session cookie of a request as Auth.js reads it (its chunks name.0, name.1... joined in order), or ''. */
function sessionCookieValue(request: Request, name: string): string {
  const parts = new Map<string, string>();
  for (const pair of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const eq = pair.indexOf('=');
    if (eq > 0) parts.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
  const whole = parts.get(name);
  if (whole) return whole;
  let joined = '';
  for (let i = 0; parts.has(`${name}.${i}`); i += 1) joined += parts.get(`${name}.${i}`);
  return joined;
}

/** The Auth.js session cookie's name: Auth.js adds the __Secure- prefix on https. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}authjs.session-token`;
}

/** The part of Astro's cookies the session writes to. */
export type SessionCookies = Pick<AstroCookies, 'set' | 'delete'>;

/** Options of `loadSession`. */
export interface LoadSessionOptions {
  request: Request;
  cookies: SessionCookies;
  config: AppConfig;
}

/**
 * Decodes the portal session of a request and refreshes its access token on the server before it expires.
 * A session whose refresh fails is cleared: the user is signed out (auto-logout).
 */
export async function loadSession({ request, cookies, config }: LoadSessionOptions): Promise<PortalToken | null> {
  const secret = config.auth.secret;
  if (!secret) return null;
  const secure = new URL(request.url).protocol === 'https:';
  const cookieName = sessionCookieName(secure);
  const raw = sessionCookieValue(request, cookieName);
  if (!raw) return null;
  const key = createHash('sha256').update(`${cookieName}|${raw}`).digest('base64url');
  const nowSeconds = Math.floor(Date.now() / 1000);
  const known = decodedSessions.get(key);
  const token =
    known && typeof known.exp === 'number' && known.exp > nowSeconds
      ? known
      : ((await getToken({ req: request, secret, secureCookie: secure, salt: cookieName }).catch(() => null)) as PortalToken | null);
  if (!token || token.error || !token.accessToken) return null;
  if (token !== known) decodedSessions.set(key, token);
  if (!needsRefresh(token, Math.floor(Date.now() / 1000))) return token;
  if (!token.refreshToken) return clear(cookies, cookieName, secure);
  try {
    const fresh = await refreshTokens(config.auth, token.refreshToken);
    // No ID token in the cookie (the cookie rides on every request); an older cookie loses its own here.
    const { idToken: _dropped, ...kept } = token;
    const next: PortalToken = {
      ...kept,
      accessToken: fresh.accessToken,
      refreshToken: fresh.refreshToken ?? token.refreshToken,
      expiresAt: fresh.expiresAt,
    };
    const value = await encode({ token: next, secret, salt: cookieName, maxAge: SESSION_MAX_AGE_SECONDS });
    cookies.set(cookieName, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    return next;
  } catch (error) {
    console.warn(`[AUTH] refresh failed, signing out: ${error instanceof Error ? error.message : String(error)}`);
    return clear(cookies, cookieName, secure);
  }
}

/** Removes the portal session cookie (and its chunks, when Auth.js split a large one). */
export function clearSession(cookies: SessionCookies, request: Request): void {
  const secure = new URL(request.url).protocol === 'https:';
  clear(cookies, sessionCookieName(secure), secure);
}

function clear(cookies: SessionCookies, name: string, secure: boolean): null {
  for (const suffix of ['', '.0', '.1', '.2', '.3']) {
    cookies.delete(`${name}${suffix}`, { path: '/', secure, httpOnly: true, sameSite: 'lax' });
  }
  return null;
}
