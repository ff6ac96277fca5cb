import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_API_SCOPE, loadConfig, type AppConfig } from '@/lib/config/config';
import type { AppDatabase } from '@/lib/server/db/database';
import { createIdentityProvider, type IdentityProvider } from '@/lib/server/idp';
import { ensureSecrets, type Secrets } from '@/lib/server/secrets';
import { createOidcFlow, newAuthRequest, type OidcFlow } from './helpers/oidc-flow';
import { readForm, TestBrowser } from './helpers/test-browser';
import { openSeededDatabase, type SeededDatabase } from './helpers/seeded-database';

const SCOPE = `openid profile email offline_access ${EMBEDDED_API_SCOPE}`;
const JORDAN = { email: 'shjcarter@example.com', password: 'demo' };

let dataDir: string;
let database: AppDatabase;
let seeded: SeededDatabase;
let secrets: Secrets;
let server: Server;
let config: AppConfig;
let idp: IdentityProvider;
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
let redirectUri: string;
let postLogoutRedirectUri: string;
let discovery: Record<string, unknown>;
let jwks: JWTVerifyGetKey;
let flow: OidcFlow;

function createIdp(): Promise<IdentityProvider> {
  return createIdentityProvider({
    config,
    db: database.db,
    secrets,
    portalRedirectUris: [redirectUri],
    postLogoutRedirectUris: [postLogoutRedirectUri],
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'apps-idp-'));
  seeded = await openSeededDatabase(undefined);
  database = seeded.database;
  secrets = await ensureSecrets(dataDir);
  server = createServer((req, res) => {
    if (req.url?.startsWith('/idp')) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The issuer must name the real port, so the configuration is made once the server listens.
  const { port } = server.address() as AddressInfo;
  config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'test' });
  redirectUri = `${config.publicUrl}/api/auth/callback/apps-sso`;
  postLogoutRedirectUri = `${config.publicUrl}/login`;
  idp = await createIdp();
  handler = idp.handle;
  discovery = (await (await fetch(`${config.auth.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
  jwks = createRemoteJWKSet(new URL(String(discovery['jwks_uri'])));
  flow = createOidcFlow({ clientId: config.auth.clientId, clientSecret: secrets.clientSecret, redirectUri, scope: SCOPE }, discovery);
});

afterAll(async () => {
  idp?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await seeded?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('embedded identity provider under /idp', () => {
  it('publishes a discovery document with the prefixed endpoints and PKCE S256', () => {
    const issuer = config.auth.issuer;
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/idp$/);
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      end_session_endpoint: `${issuer}/session/end`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery['scopes_supported']).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(discovery['claims_supported']).toEqual(expect.arrayContaining(['sub', 'name', 'unique_name', 'email']));
  });

  it('shows its own accessible sign-in page', async () => {
    const browser = new TestBrowser();
    const { last: page } = await browser.follow(await browser.get(flow.authorizeUrl(newAuthRequest())), redirectUri);
    expect(page.url).toMatch(new RegExp(`^${config.auth.issuer}/interaction/[\\w-]+$`));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Sign in</title>');
    expect(page.body).toContain('Apps');
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    expect(page.body).not.toMatch(/<(link|img)\b|src="http|href="http[^"]*\.css/);
    expect(page.body).toContain('#004c97');
    expect(page.body).toContain('prefers-color-scheme:dark');
  });

  it('signs in with the authorization code flow and PKCE, and issues ID, API access and refresh tokens', async () => {
    const browser = new TestBrowser();
    const request = newAuthRequest();
    const callback = await flow.signIn(browser, request, JORDAN);
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('iss')).toBe(config.auth.issuer);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const { status, body } = await flow.exchangeCode(code ?? '', request.verifier);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(String(body['scope']).split(' ')).toContain(EMBEDDED_API_SCOPE);
    expect(typeof body['refresh_token']).toBe('string');

    const { payload: id } = await jwtVerify(String(body['id_token']), jwks, {
      issuer: config.auth.issuer,
      audience: config.auth.clientId,
    });
    expect(id).toMatchObject({
      sub: '1001',
      nonce: request.nonce,
      name: 'Jordan Carter',
      unique_name: 'shjcarter@example.com',
      email: 'shjcarter@example.com',
    });

    const accessToken = String(body['access_token']);
    expect(decodeProtectedHeader(accessToken).typ).toBe('at+jwt');
    const { payload: at } = await jwtVerify(accessToken, jwks, {
      issuer: config.auth.issuer,
      audience: EMBEDDED_API_AUDIENCE,
    });
    expect(String(at['scope']).split(' ')).toContain(EMBEDDED_API_SCOPE);
    expect(at).toMatchObject({ sub: '1001', client_id: config.auth.clientId, unique_name: 'shjcarter@example.com', name: 'Jordan Carter' });
    expect((at.exp ?? 0) - (at.iat ?? 0)).toBe(1800);
  });

  it('refreshes: a new API access token, the same refresh token (no rotation)', async () => {
    const { tokens } = await flow.signedIn(JORDAN);
    const refreshed = await flow.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens['refresh_token'] ?? '' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body['access_token']).not.toBe(tokens['access_token']);
    expect(refreshed.body['refresh_token']).toBe(tokens['refresh_token']);
    const { payload } = await jwtVerify(String(refreshed.body['access_token']), jwks, {
      issuer: config.auth.issuer,
      audience: EMBEDDED_API_AUDIENCE,
    });
    expect(payload['unique_name']).toBe('shjcarter@example.com');
    // Parallel refreshes (several portal requests at once) all succeed.
    const parallel = await Promise.all(
      [1, 2, 3].map(() => flow.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens['refresh_token'] ?? '' })),
    );
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('rejects a code exchanged with the wrong PKCE verifier, and a request without PKCE', async () => {
    const browser = new TestBrowser();
    const request = newAuthRequest();
    const callback = await flow.signIn(browser, request, JORDAN);
    const wrong = await flow.exchangeCode(callback.searchParams.get('code') ?? '', newAuthRequest().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body['error']).toBe('invalid_grant');

    const noPkce = await browser.get(flow.authorizeUrl(newAuthRequest(), { code_challenge: '', code_challenge_method: '' }));
    const location = new URL(noPkce.location ?? '');
    expect(location.href.startsWith(redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('keeps the e-mail and issues no code after a wrong password, then accepts the right one', async () => {
    const browser = new TestBrowser();
    const request = newAuthRequest();
    const { last: page } = await browser.follow(await browser.get(flow.authorizeUrl(request)), redirectUri);
    const form = readForm(page.body, page.url);
    const failed = await browser.postForm(form.action, { email: JORDAN.email, password: 'wrong' });
    expect(failed.status).toBe(401);
    expect(failed.location).toBeUndefined();
    expect(failed.body).toContain('Incorrect email or password.');
    expect(failed.body).toContain('value="shjcarter@example.com"');

    const retried = await browser.postForm(readForm(failed.body, failed.url).action, JORDAN);
    const { stoppedAt } = await browser.follow(retried, redirectUri);
    expect(new URL(stoppedAt ?? '').searchParams.get('state')).toBe(request.state);
  });

  it('limits failed sign-ins per account, whatever X-Forwarded-For says', async () => {
    const browser = new TestBrowser();
    const { last: page } = await browser.follow(await browser.get(flow.authorizeUrl(newAuthRequest())), redirectUri);
    const { action } = readForm(page.body, page.url);
    const account = { email: 'slmnguyen@example.com', password: 'wrong' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${attempt + 1}` };
      statuses.push((await browser.postForm(action, account, forged)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const limited = await browser.postForm(action, { ...account, password: 'demo' }, { 'x-forwarded-for': '198.51.100.1' });
    expect(limited.status).toBe(429);
    expect(limited.body).toContain('Too many attempts. Try again in a few minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.location).toBeUndefined();
    // The count is in the database, so another instance over it refuses too.
    const second = await createIdp();
    handler = second.handle;
    try {
      const again = await browser.postForm(action, { ...account, password: 'demo' });
      expect(again.status).toBe(429);
    } finally {
      second.close();
      handler = idp.handle;
    }
  });

  it('refuses a sign-in form posted without the interaction cookie (CSRF)', async () => {
    const victim = new TestBrowser();
    const { last: page } = await victim.follow(await victim.get(flow.authorizeUrl(newAuthRequest())), redirectUri);
    const { action } = readForm(page.body, page.url);
    const attacker = new TestBrowser();
    const forged = await attacker.postForm(action, JORDAN);
    expect(forged.status).toBe(400);
    expect(forged.location).toBeUndefined();
    expect(forged.body).toContain('Sign-in expired');
    expect(forged.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('renders a friendly error page without a stack trace', async () => {
    const browser = new TestBrowser();
    const res = await browser.get(`${config.auth.issuer}/authorize?client_id=unknown&response_type=code`);
    expect(res.status).toBe(400);
    expect(res.body).toContain('Sign-in problem');
    expect(res.body).toContain('invalid_client');
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('answers userinfo for a userinfo token, not for the API access token', async () => {
    const { tokens } = await flow.signedIn(JORDAN);
    const userinfo = String(discovery['userinfo_endpoint']);
    const withApiToken = await fetch(userinfo, { headers: { authorization: `Bearer ${tokens['access_token']}` } });
    expect(withApiToken.status).toBe(401);
    expect(withApiToken.headers.get('www-authenticate')).toContain('invalid_token');

    // A refresh that asks only for OpenID scopes gets a token for the userinfo endpoint.
    const refreshed = await flow.tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens['refresh_token'] ?? '',
      scope: 'openid profile email',
    });
    expect(refreshed.status).toBe(200);
    const res = await fetch(userinfo, { headers: { authorization: `Bearer ${String(refreshed.body['access_token'])}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: '1001',
      name: 'Jordan Carter',
      unique_name: 'shjcarter@example.com',
      email: 'shjcarter@example.com',
    });
  });

  it('signs out through end-session without a second question and returns to the portal', async () => {
    const { browser, tokens } = await flow.signedIn(JORDAN);
    const params = new URLSearchParams({
      id_token_hint: tokens['id_token'] ?? '',
      post_logout_redirect_uri: postLogoutRedirectUri,
      state: 'after-logout',
    });
    const page = await browser.get(`${String(discovery['end_session_endpoint'])}?${params}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("document.getElementById('op.logoutForm').submit();");
    expect(page.body).toMatch(/<button type="submit" form="op.logoutForm">Sign out<\/button>/);
    const form = readForm(page.body, page.url);
    expect(form.fields).toMatchObject({ logout: 'yes' });

    const done = await browser.postForm(form.action, form.fields);
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${postLogoutRedirectUri}?state=after-logout`);

    // Signing out revokes the grant: the refresh token is dead, and the next sign-in asks for the password.
    const refresh = await flow.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens['refresh_token'] ?? '' });
    expect(refresh.body['error']).toBe('invalid_grant');
    const { last } = await browser.follow(await browser.get(flow.authorizeUrl(newAuthRequest())), redirectUri);
    expect(last.body).toContain('<title>Sign in</title>');
  });

  it('sets its cookies Secure with the __Secure- prefix when the portal is served over https', async () => {
    const httpsConfig = loadConfig({
      PORT: String(new URL(config.publicUrl).port),
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      PUBLIC_URL: config.publicUrl.replace('http:', 'https:'),
    });
    const secureIdp = await createIdentityProvider({
      config: httpsConfig,
      db: database.db,
      secrets,
      portalRedirectUris: [redirectUri.replace('http:', 'https:')],
      postLogoutRedirectUris: [],
    });
    handler = secureIdp.handle;
    try {
      const request = newAuthRequest();
      const params = new URLSearchParams({
        client_id: httpsConfig.auth.clientId,
        response_type: 'code',
        redirect_uri: redirectUri.replace('http:', 'https:'),
        scope: SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.challenge,
        code_challenge_method: 'S256',
      });
      // main.ts sets X-Forwarded-Proto from PUBLIC_URL, as a TLS-offloading proxy would.
      const res = await fetch(`${config.publicUrl}/idp/authorize?${params}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Secure-idp_/);
        expect(cookie.toLowerCase()).toContain('; secure');
      }
    } finally {
      secureIdp.close();
      handler = idp.handle;
    }
  });

  it('does not sign anyone out on a bare GET to end-session without id_token_hint', async () => {
    const { browser } = await flow.signedIn(JORDAN);
    const page = await browser.get(`${String(discovery['end_session_endpoint'])}?client_id=${config.auth.clientId}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('.submit();');
    expect(page.body).toContain('Sign out of Apps?');
    // The provider session is still there: the next sign-in needs no password.
    const request = newAuthRequest();
    const { stoppedAt } = await browser.follow(await browser.get(flow.authorizeUrl(request)), redirectUri);
    expect(new URL(stoppedAt ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('shows a signed-out page when end-session names no address to return to', async () => {
    const { browser } = await flow.signedIn(JORDAN);
    const page = await browser.get(String(discovery['end_session_endpoint']));
    const form = readForm(page.body, page.url);
    const { last } = await browser.follow(await browser.postForm(form.action, form.fields), redirectUri);
    expect(last.status).toBe(200);
    expect(last.body).toContain('You are signed out');
    expect(last.body).toContain(`href="${postLogoutRedirectUri}"`);
  });

  it('keeps sessions and refresh tokens across a restart (a second instance over the same database)', async () => {
    const { browser, tokens } = await flow.signedIn(JORDAN);
    const second = await createIdp();
    handler = second.handle;
    try {
      const refreshed = await flow.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens['refresh_token'] ?? '' });
      expect(refreshed.status).toBe(200);
      await jwtVerify(String(refreshed.body['access_token']), jwks, {
        issuer: config.auth.issuer,
        audience: EMBEDDED_API_AUDIENCE,
      });
      // The browser's provider session survives too: no password asked.
      const request = newAuthRequest();
      const { stoppedAt } = await browser.follow(await browser.get(flow.authorizeUrl(request)), redirectUri);
      expect(new URL(stoppedAt ?? '').searchParams.get('code')).toBeTruthy();
    } finally {
      second.close();
      handler = idp.handle;
    }
  });
});
