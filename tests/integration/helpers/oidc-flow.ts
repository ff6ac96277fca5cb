import { createHash, randomBytes } from 'node:crypto';
import { readForm, TestBrowser } from './test-browser';

/** The portal as a client of an OpenID Connect provider. */
export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
}

/** A fresh PKCE pair, state and nonce, as the portal makes for each sign-in. */
export interface AuthRequest {
  verifier: string;
  challenge: string;
  state: string;
  nonce: string;
}

/** An account of the provider's sign-in form. */
export interface Credentials {
  email: string;
  password: string;
}

/** Makes a fresh PKCE pair, state and nonce. */
export function newAuthRequest(): AuthRequest {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(12).toString('base64url'),
    nonce: randomBytes(12).toString('base64url'),
  };
}

/** Reads a provider's discovery document. */
export async function discover(issuer: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery failed: HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The authorization code flow with PKCE, driven over real HTTP as a browser and the portal would. */
export function createOidcFlow(client: OidcClient, discovery: Record<string, unknown>) {
  function authorizeUrl(request: AuthRequest, extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: client.scope,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `${String(discovery['authorization_endpoint'])}?${params}`;
  }

  /** Signs in through the provider's own page; returns the callback address the browser is sent to. */
  async function signIn(browser: TestBrowser, request: AuthRequest, account: Credentials): Promise<URL> {
    const { last: page } = await browser.follow(await browser.get(authorizeUrl(request)), client.redirectUri);
    if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);
    const form = readForm(page.body, page.url);
    const submitted = await browser.postForm(form.action, { ...form.fields, ...account });
    const { stoppedAt } = await browser.follow(submitted, client.redirectUri);
    if (!stoppedAt) throw new Error(`sign-in did not reach the portal (status ${submitted.status})`);
    return new URL(stoppedAt);
  }

  async function tokenRequest(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
    const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64');
    const res = await fetch(String(discovery['token_endpoint']), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  function exchangeCode(code: string, verifier: string) {
    return tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier });
  }

  /** A signed-in browser and its tokens. */
  async function signedIn(account: Credentials) {
    const browser = new TestBrowser();
    const request = newAuthRequest();
    const callback = await signIn(browser, request, account);
    const tokens = await exchangeCode(callback.searchParams.get('code') ?? '', request.verifier);
    if (tokens.status !== 200) throw new Error(`code exchange answered ${tokens.status}: ${JSON.stringify(tokens.body)}`);
    return { browser, request, tokens: tokens.body as Record<string, string> };
  }

  return { authorizeUrl, signIn, tokenRequest, exchangeCode, signedIn };
}

/** What `createOidcFlow` gives. */
export type OidcFlow = ReturnType<typeof createOidcFlow>;
