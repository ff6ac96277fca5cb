import type { AppConfig } from '@/lib/config/config';

/** The endpoints of an OpenID Connect provider that the portal uses. */
export interface OidcEndpoints {
  issuer: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

/** A token endpoint answer for the refresh grant. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  expiresAt: number;
}

/** The provider refused or failed a request; the message is the provider's error code. */
export class OidcError extends Error {
  override name = 'OidcError';
}

const discovered = new Map<string, Promise<OidcEndpoints>>();

/** Reads (once, then from memory) the provider's discovery document. A failure is not remembered. */
export function discover(issuer: string): Promise<OidcEndpoints> {
  let pending = discovered.get(issuer);
  if (!pending) {
    pending = fetch(`${issuer}/.well-known/openid-configuration`).then(async (res) => {
      if (!res.ok) throw new OidcError(`discovery failed with HTTP ${res.status}`);
      return (await res.json()) as OidcEndpoints;
    });
    pending.catch(() => discovered.delete(issuer));
    discovered.set(issuer, pending);
  }
  return pending;
}

function clientAuth(auth: AppConfig['auth'], body: URLSearchParams): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (auth.clientSecret) {
    headers['authorization'] =
      `Basic ${Buffer.from(`${encodeURIComponent(auth.clientId)}:${encodeURIComponent(auth.clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_id', auth.clientId);
  }
  return headers;
}

/**
 * Revokes a refresh token at the provider's revocation endpoint (RFC 7009), which ends its sign-in:
 * the embedded provider then refuses the refresh token and the API refuses its access tokens.
 * Returns false when the provider has no such endpoint or did not answer 200.
 */
export async function revokeRefreshToken(auth: AppConfig['auth'], refreshToken: string): Promise<boolean> {
  const { revocation_endpoint } = await discover(auth.issuer);
  if (!revocation_endpoint) return false;
  const body = new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token' });
  const res = await fetch(revocation_endpoint, { method: 'POST', headers: clientAuth(auth, body), body });
  return res.ok;
}

/** Trades a refresh token for a new access token at the provider's token endpoint. */
export async function refreshTokens(auth: AppConfig['auth'], refreshToken: string): Promise<RefreshedTokens> {
  const { token_endpoint } = await discover(auth.issuer);
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
  const headers = clientAuth(auth, body);
  const res = await fetch(token_endpoint, { method: 'POST', headers, body });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof json['access_token'] !== 'string') {
    throw new OidcError(typeof json['error'] === 'string' ? json['error'] : `HTTP ${res.status}`);
  }
  const expiresIn = typeof json['expires_in'] === 'number' ? json['expires_in'] : 1800;
  return {
    accessToken: json['access_token'],
    refreshToken: typeof json['refresh_token'] === 'string' ? json['refresh_token'] : undefined,
    idToken: typeof json['id_token'] === 'string' ? json['id_token'] : undefined,
    expiresAt: Math.floor(Date.now() / 1000) + expiresIn,
  };
}

/**
 * Ends a sign-in at logout and returns an ID token for the provider's end-session hint: the session
 * keeps none in its cookie, so the refresh token is traded once more for one, then the
 * rotated refresh token (or the original, when the trade failed) is revoked, which ends the sign-in.
 * `revoked` is false when the provider did not confirm the revocation.
 */
export async function endSignIn(auth: AppConfig['auth'], refreshToken: string): Promise<{ idToken: string | undefined; revoked: boolean }> {
  const fresh = await refreshTokens(auth, refreshToken).catch(() => null);
  const revoked = await revokeRefreshToken(auth, fresh?.refreshToken ?? refreshToken).catch(() => false);
  return { idToken: fresh?.idToken, revoked };
}

/** The provider's logout address that returns the browser to `postLogoutRedirectUri`, or that address itself when the provider has none. */
export async function endSessionUrl(auth: AppConfig['auth'], postLogoutRedirectUri: string, idToken: string | undefined): Promise<string> {
  const { end_session_endpoint } = await discover(auth.issuer).catch(() => ({ end_session_endpoint: undefined }));
  if (!end_session_endpoint) return postLogoutRedirectUri;
  const url = new URL(end_session_endpoint);
  url.searchParams.set('client_id', auth.clientId);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  return url.toString();
}
