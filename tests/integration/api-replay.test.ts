import '@hono/zod-openapi';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_API_SCOPE } from '@/lib/config/config';
import { apiRequestListener, createApi, createJwtVerifier } from '@/lib/server/api/index';
import type { AppDatabase } from '@/lib/server/db/database';
import { liveGenerations } from '@/lib/server/db/generations';
import { openSeededDatabase, type SeededDatabase } from './helpers/seeded-database';

const ISSUER = 'https://idp.test/idp';
const JORDAN = 'shjcarter@example.com'; // 1001, administrator
const SAM = 'shnoaccess@example.com'; // 1002, no access
const ACCESS = '/v1/Security/AppAccessByEmployee?empID=1001';

/**
 * Answers sent again (src/lib/server/api/replay.ts) over real HTTP, as the server serves /v1: only to
 * the same token and address, never past the token's expiry or its sign-in's end, never for HEAD or a
 * request with a body. (That a change reaches the next call is cache-generations-suite.ts, over HTTP.)
 */
describe('/v1 answers replayed', () => {
  let dataDir: string;
  let database: AppDatabase;
  let seeded: SeededDatabase;
  let live: Awaited<ReturnType<typeof liveGenerations>>;
  let server: Server;
  let listener: ReturnType<typeof apiRequestListener>;
  let base: string;
  let privateKey: CryptoKey;
  let now = Date.now();
  const alive = new Set(['G-jordan', 'G-sam']);

  const token = (username: string, grant: string, seconds = 600) =>
    new SignJWT({ unique_name: username, scope: `openid ${EMBEDDED_API_SCOPE}`, gid: grant })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(EMBEDDED_API_AUDIENCE)
      .setSubject(username)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + seconds)
      .sign(privateKey);
  const get = async (url: string, bearer: string, init: RequestInit = {}) => {
    const response = await fetch(base + url, { ...init, headers: { authorization: `Bearer ${bearer}`, ...init.headers } });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, headers, text: await response.text() };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-replay-'));
    seeded = await openSeededDatabase(undefined);
    database = seeded.database;
    const keys = await generateKeyPair('RS256', { extractable: true });
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    const verifyAccessToken = createJwtVerifier({
      issuer: ISSUER,
      audience: EMBEDDED_API_AUDIENCE,
      requiredScope: EMBEDDED_API_SCOPE,
      jwks: createLocalJWKSet({ keys: [jwk] }),
      isGrantActive: async (grant) => alive.has(grant),
      now: () => now,
    });
    live = await liveGenerations(database.db, database.listen);
    const api = createApi({ db: database.db, verifyAccessToken, generations: live.source });
    listener = apiRequestListener(api.fetch, { verifyAccessToken, generations: live.source });
    server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await live?.stop();
    await seeded?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a repeated read again, the same status, headers and bytes, to the same token and address only', async () => {
    const jordan = await token(JORDAN, 'G-jordan');
    const first = await get(ACCESS, jordan);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).Admin.SubApps.Apps_Security).toBe(true);
    const before = listener.replayed;
    expect(await get(ACCESS, jordan)).toEqual(first);
    expect(listener.replayed).toBe(before + 1);

    // Another caller, the same address: the API answers them (Sam may not read Jordan's access).
    const sam = await get(ACCESS, await token(SAM, 'G-sam'));
    expect(sam.status).toBe(403);
    // The same caller, another address: the API answers it (Sam holds only what every employee does).
    expect(JSON.parse((await get('/v1/Security/AppAccessByEmployee?empID=1002', jordan)).text)).toEqual({
      SuggestionBox: { MenuID: expect.any(Number), SubApps: null },
    });
    expect(listener.replayed).toBe(before + 1);
  });

  it('never sends a kept answer for HEAD or for a request with a body', async () => {
    const jordan = await token(JORDAN, 'G-jordan');
    await get(ACCESS, jordan);
    const before = listener.replayed;
    const head = await fetch(base + ACCESS, { method: 'HEAD', headers: { authorization: `Bearer ${jordan}` } });
    expect([head.status, await head.text()]).toEqual([200, '']);
    const withBody = await get(ACCESS, jordan, { headers: { 'content-type': 'application/json' } });
    expect(withBody.status).toBe(200);
    expect(listener.replayed).toBe(before);
  });

  it('refuses a kept answer once its token has expired, or its sign-in has ended', async () => {
    const short = await token(JORDAN, 'G-jordan', 60);
    expect((await get(ACCESS, short)).status).toBe(200);
    expect((await get(ACCESS, short)).status).toBe(200);
    now += 61_000;
    const expired = await get(ACCESS, short);
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.text).error.message).toBe('The access token has expired.');

    const signedIn = await token(SAM, 'G-sam');
    const own = '/v1/Apps/MenuItems';
    expect((await get(own, signedIn)).status).toBe(200);
    expect((await get(own, signedIn)).status).toBe(200);
    alive.delete('G-sam');
    const ended = await get(own, signedIn);
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.text).error.message).toBe('This sign-in has ended (signed out); sign in again.');
  });
});
