// First: zod v4 gives a schema the .openapi() method only if @hono/zod-openapi was loaded before it was made,
// and the portal modules below load the shared error body (src/lib/http/error-body.ts) before the API does.
import '@hono/zod-openapi';
import { rm } from 'node:fs/promises';
import { encode } from '@auth/core/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_ID } from '@/lib/auth/auth-config.server';
import { loadSession, sessionCookieName, type SessionCookies } from '@/lib/auth/session.server';
import type { PortalToken } from '@/lib/auth/tokens';
import { createApiClient } from '@/lib/api/client.server';
import { endSignIn, revokeRefreshToken } from '@/lib/auth/oidc-client.server';
import { createAuthConfig } from '@/lib/auth/auth-config.server';
import { startServer, type RunningServer } from '@/lib/server/main';
import { ensureSecrets } from '@/lib/server/secrets';
import { createOidcFlow, discover, type OidcFlow } from './helpers/oidc-flow';
import { seededDataDir } from './helpers/seeded-database';

const MARIA = { email: 'slmnguyen@example.com', password: 'demo' };

let dataDir: string;
let running: RunningServer;
let flow: OidcFlow;
let authSecret: string;

/** Records what the session writes, as Astro's cookies would send it. */
function cookieSink() {
  const set = new Map<string, string>();
  const deleted: string[] = [];
  const sink: SessionCookies = {
    set: (name, value) => void set.set(name, String(value)),
    delete: (name) => void deleted.push(name),
  };
  return { sink, set, deleted };
}

async function requestWithSession(token: PortalToken): Promise<Request> {
  const name = sessionCookieName(false);
  const value = await encode({ token, secret: authSecret, salt: name });
  return new Request(`${running.url}/`, { headers: { cookie: `${name}=${value}` } });
}

beforeAll(async () => {
  dataDir = await seededDataDir('apps-session-');
  // The one server, serving the identity provider and the API (no portal build needed here).
  running = await startServer({ env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test' }, portalEntry: null });
  const secrets = await ensureSecrets(dataDir);
  authSecret = secrets.authSecret;
  flow = createOidcFlow(
    {
      clientId: running.config.auth.clientId,
      clientSecret: secrets.clientSecret,
      redirectUri: `${running.url}/api/auth/callback/${PROVIDER_ID}`,
      scope: `openid profile email offline_access ${running.config.auth.apiScope}`,
    },
    await discover(running.config.auth.issuer),
  );
});

afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the one server', () => {
  it('answers /healthz once the database and the provider are ready', async () => {
    const res = await fetch(`${running.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves the API to a token of its own identity provider, and refuses a request without one', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const api = createApiClient({ baseUrl: running.config.apiBaseUrl, accessToken: String(tokens['access_token']) });
    expect(await api.employeeByEmail(MARIA.email)).toMatchObject({ empID: 2001, firstName: 'Maria', plant: 'SPIRITLA' });
    const anonymous = await fetch(`${running.url}/v1/Plant`);
    expect(anonymous.status).toBe(401);
  });

  it('redirects another host name to the public address', async () => {
    const res = await fetch(running.url.replace('127.0.0.1', 'localhost') + '/login?x=1', { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${running.url}/login?x=1`);
  });
});

describe('the portal session', () => {
  it('refreshes an access token about to expire, on the server, and saves the new one in the cookie', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const stale: PortalToken = {
      accessToken: String(tokens['access_token']),
      refreshToken: String(tokens['refresh_token']),
      idToken: String(tokens['id_token']),
      expiresAt: Math.floor(Date.now() / 1000) + 30,
      uniqueName: MARIA.email,
    };
    const { sink, set, deleted } = cookieSink();
    const session = await loadSession({ request: await requestWithSession(stale), cookies: sink, config: running.config });
    expect(session?.accessToken).toBeDefined();
    expect(session?.accessToken).not.toBe(stale.accessToken);
    expect(session?.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 1700);
    expect(set.has(sessionCookieName(false))).toBe(true);
    expect(deleted).toEqual([]);
    // The refreshed token works at the API.
    const api = createApiClient({ baseUrl: running.config.apiBaseUrl, accessToken: session?.accessToken ?? '' });
    expect((await api.plants()).map((p) => p.plantID)).toContain('SPIRITLA');
  });

  it('leaves a fresh token alone and writes nothing', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const fresh: PortalToken = {
      accessToken: String(tokens['access_token']),
      refreshToken: String(tokens['refresh_token']),
      expiresAt: Math.floor(Date.now() / 1000) + 1800,
    };
    const { sink, set, deleted } = cookieSink();
    const session = await loadSession({ request: await requestWithSession(fresh), cookies: sink, config: running.config });
    expect(session?.accessToken).toBe(fresh.accessToken);
    expect(set.size + deleted.length).toBe(0);
  });

  it('signs the user out when the refresh fails (auto-logout)', async () => {
    const expired: PortalToken = {
      accessToken: 'x.y.z',
      refreshToken: 'not-a-refresh-token',
      expiresAt: Math.floor(Date.now() / 1000) - 5,
    };
    const { sink, deleted } = cookieSink();
    const session = await loadSession({ request: await requestWithSession(expired), cookies: sink, config: running.config });
    expect(session).toBeNull();
    expect(deleted).toContain(sessionCookieName(false));
  });

  it('has no session for a cookie it cannot decode', async () => {
    const request = new Request(`${running.url}/`, { headers: { cookie: `${sessionCookieName(false)}=garbage` } });
    const { sink } = cookieSink();
    expect(await loadSession({ request, cookies: sink, config: running.config })).toBeNull();
  });
});

describe('logout ends the session on the server', () => {
  it('refuses the access token and the refresh token of a revoked sign-in at once, and only those', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const other = await flow.signedIn(MARIA);
    const accessToken = String(tokens['access_token']);
    const call = (token: string) => fetch(`${running.url}/v1/Plant`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call(accessToken)).status).toBe(200);
    expect(await revokeRefreshToken(running.config.auth, String(tokens['refresh_token']))).toBe(true);
    const refused = await call(accessToken);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).toContain('signed out');
    const refresh = await flow.tokenRequest({ grant_type: 'refresh_token', refresh_token: String(tokens['refresh_token']) });
    expect(refresh.body['error']).toBe('invalid_grant');
    // Another sign-in of the same person (another tablet) goes on.
    expect((await call(String(other.tokens['access_token']))).status).toBe(200);
  });

  it('signs the portal session out when the API refuses its token (a copied cookie after logout)', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const copied: PortalToken = {
      accessToken: String(tokens['access_token']),
      refreshToken: String(tokens['refresh_token']),
      expiresAt: Math.floor(Date.now() / 1000) + 1800,
      uniqueName: MARIA.email,
    };
    await revokeRefreshToken(running.config.auth, String(tokens['refresh_token']));
    const { sink } = cookieSink();
    const session = await loadSession({ request: await requestWithSession(copied), cookies: sink, config: running.config });
    const api = createApiClient({ baseUrl: running.config.apiBaseUrl, accessToken: session?.accessToken ?? '' });
    await expect(api.plants()).rejects.toMatchObject({ status: 401 });
    // Near its expiry the copied cookie cannot refresh either: it is cleared.
    const stale = { ...copied, expiresAt: Math.floor(Date.now() / 1000) + 10 };
    const { sink: staleSink, deleted } = cookieSink();
    expect(await loadSession({ request: await requestWithSession(stale), cookies: staleSink, config: running.config })).toBeNull();
    expect(deleted).toContain(sessionCookieName(false));
  });

  it('logout trades the refresh token once more for an ID token (the hint), then ends the sign-in', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const accessToken = String(tokens['access_token']);
    const ended = await endSignIn(running.config.auth, String(tokens['refresh_token']));
    expect(ended.revoked).toBe(true);
    expect(ended.idToken?.split('.')).toHaveLength(3);
    const refused = await fetch(`${running.url}/v1/Plant`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(refused.status).toBe(401);
    const refresh = await flow.tokenRequest({ grant_type: 'refresh_token', refresh_token: String(tokens['refresh_token']) });
    expect(refresh.body['error']).toBe('invalid_grant');
  });
});

describe('the session cookie stays small', () => {
  it('keeps the tokens the server needs, not the ID token nor Auth.js name, email and picture', async () => {
    const { tokens } = await flow.signedIn(MARIA);
    const jwt = createAuthConfig(running.config).callbacks?.jwt;
    if (!jwt) throw new Error('no jwt callback');
    const account = {
      provider: PROVIDER_ID,
      type: 'oidc',
      providerAccountId: '2001',
      access_token: String(tokens['access_token']),
      refresh_token: String(tokens['refresh_token']),
      id_token: String(tokens['id_token']),
      expires_in: 1800,
    } as const;
    const token = (await jwt({
      token: { name: 'Maria Nguyen', email: MARIA.email, picture: null, sub: '2001' },
      account,
      user: { id: '2001' },
    } as never)) as PortalToken;
    expect(Object.keys(token).sort()).toEqual(['accessToken', 'expiresAt', 'refreshToken', 'sub', 'uniqueName']);
    expect(token.uniqueName).toBe(MARIA.email);
    const name = sessionCookieName(false);
    const cookie = await encode({ token, secret: authSecret, salt: name });
    expect(cookie.length).toBeLessThan(1800);
  });
});
