import { request } from '@playwright/test';
import { decode } from '@auth/core/jwt';
import { sessionCookieName } from '@/lib/auth/session.server';
import type { PortalToken } from '@/lib/auth/tokens';
import { ensureSecrets } from '@/lib/server/secrets';
import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { signInOverHttp } from './support/http-session';

/** After logout the old session cookie and its access token are refused on their next request. */
test('a session cookie copied before logout opens nothing afterwards, and its access token calls no /v1', async () => {
  const maria = await signInOverHttp(baseUrl(), ACCOUNTS.wilson.email);
  const state = await maria.storageState();
  const copy = await request.newContext({ baseURL: baseUrl(), storageState: state, extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const cookieName = sessionCookieName(false);
    const cookie = state.cookies.find((c) => c.name === cookieName)?.value ?? '';
    const secret = (await ensureSecrets(process.env['E2E_DATA_DIR'] ?? '')).authSecret;
    const token = (await decode({ token: cookie, secret, salt: cookieName })) as PortalToken | null;
    const accessToken = token?.accessToken ?? '';
    const v1 = () => copy.get('/v1/Plant', { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await copy.get('/Maintenance', { maxRedirects: 0 })).status()).toBe(200);
    expect((await v1()).status()).toBe(200);

    // Logout, without following the provider's end-session step (the browser may never get there).
    const logout = await maria.post('/logout', { maxRedirects: 0 });
    expect(logout.status()).toBe(303);
    // The cookie holds no ID token; logout fetched one for the provider's hint all the same.
    expect(token).not.toHaveProperty('idToken');
    expect(new URL(logout.headers()['location'] ?? '', baseUrl()).searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);

    const page = await copy.get('/Maintenance', { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers()['location']).toMatch(/^\/login/);
    expect((await v1()).status()).toBe(401);
    // The copy's cookie was cleared by that answer; replaying it again is refused again.
    const replay = await request.newContext({ baseURL: baseUrl(), storageState: state });
    expect((await replay.get('/', { maxRedirects: 0 })).headers()['location']).toMatch(/^\/login/);
    await replay.dispose();
  } finally {
    await Promise.all([maria.dispose(), copy.dispose()]);
  }
});
