import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_API_SCOPE } from '@/lib/config/config';
import { apiRequestListener, createApi, createJwtVerifier } from '@/lib/server/api/index';
import { findEmployeeByEmail } from '@/lib/server/db/accounts';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { liveGenerations, readGenerations } from '@/lib/server/db/generations';
import { createNotificationHub, type NotificationHub } from '@/lib/notifications/server/hub';
import { openSeededDatabase } from './seeded-database';

const ISSUER = 'https://idp.test/idp';

/** An answer of the API under test. */
export interface ApiAnswer {
  status: number;
  /** The JSON body, read by the tests in any shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read it in any shape
  json: any;
}

/** A seeded database with the real API in front of it, called with real RS256 bearer tokens. */
export interface ApiHarness {
  database: AppDatabase;
  /** Calls the API as the employee with this e-mail. */
  call(method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer>;
  /** Calls the API as the employee and gives the raw answer (CSV, files, multipart uploads). */
  fetch(url: string, as: string, init?: RequestInit): Promise<Response>;
  /**
   * A second instance of the API with caches of its own, on the same database: on PostgreSQL with its
   * own connection pool (as a second server would have), on PGlite over the one in-process database.
   */
  secondInstance(): Promise<Pick<ApiHarness, 'call'>>;
  /** With `http`, how many answers the first instance's server sent again (src/lib/server/api/replay.ts). */
  replayed(): number;
  /** With `http`, the first instance's address (what the portal's pages call as `API_BASE_URL`). */
  baseUrl: string | undefined;
  /** The bearer access token of the employee with this e-mail (what a signed-in session holds). */
  token(username: string): Promise<string>;
  close(): Promise<void>;
}

export { scratchDatabase } from './seeded-database';

/**
 * Opens a seeded database of the test's own (PGlite when `serverUrl` is undefined, else a database of
 * its own on that PostgreSQL server: a copy of the run's template, or with `fresh` migrated and seeded
 * here, see seeded-database.ts) and the API over it; the test signs its own access tokens, standing in for
 * the identity provider's token endpoint, and the API verifies them against the matching JWKS. With
 * `countSql`, the server's counters are on (APPS_COUNTERS, read when the database opens: `readCounters().sql`
 * counts its statements) until the harness closes.
 */
export async function openApiHarness(
  serverUrl: string | undefined,
  options: { notificationHub?: boolean; http?: boolean; fresh?: boolean; outboxMaxAgeHours?: number; countSql?: boolean } = {},
): Promise<ApiHarness> {
  const countersBefore = process.env['APPS_COUNTERS'];
  const restoreCounters = () => {
    if (countersBefore === undefined) delete process.env['APPS_COUNTERS'];
    else process.env['APPS_COUNTERS'] = countersBefore;
  };
  if (options.countSql) process.env['APPS_COUNTERS'] = 'on';
  const seeded = await openSeededDatabase(serverUrl, { fresh: options.fresh }).catch((error: unknown) => {
    restoreCounters();
    throw error;
  });
  const { database, dataDir, databaseUrl } = seeded;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // With `notificationHub`, the live stream (GET /v1/Notifications/stream) is served too.
  const hub: NotificationHub | undefined = options.notificationHub ? await createNotificationHub({ listen: database.listen }) : undefined;
  const verifyAccessToken = createJwtVerifier({
    issuer: ISSUER,
    audience: EMBEDDED_API_AUDIENCE,
    requiredScope: EMBEDDED_API_SCOPE,
    jwks: createLocalJWKSet({ keys: [jwk] }),
  });
  // As the server runs it: on PGlite the cache counters are kept in memory (src/lib/server/main.ts).
  const live = database.kind === 'pglite' ? await liveGenerations(database.db, database.listen) : null;
  const api = createApi({
    notificationHub: hub,
    db: database.db,
    verifyAccessToken,
    generations: live?.source,
    outboxMaxAgeHours: options.outboxMaxAgeHours,
  });
  const others: AppDatabase[] = [];
  const tokens = new Map<string, string>();
  async function token(username: string): Promise<string> {
    const cached = tokens.get(username);
    if (cached) return cached;
    const employee = await findEmployeeByEmail(database.db, username);
    const signed = await new SignJWT({
      unique_name: username,
      name: employee ? `${employee.firstName} ${employee.lastName}` : username,
      scope: `openid ${EMBEDDED_API_SCOPE}`,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(EMBEDDED_API_AUDIENCE)
      .setSubject(String(employee?.empId ?? username))
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(privateKey);
    tokens.set(username, signed);
    return signed;
  }
  // With `http`, each instance is served as the server serves it (src/lib/server/main.ts), over real HTTP.
  const servers: Server[] = [];
  const listeners: ReturnType<typeof apiRequestListener>[] = [];
  async function serve(target: ReturnType<typeof createApi>, db: AppDatabase['db']): Promise<string> {
    const listener = apiRequestListener(target.fetch, { verifyAccessToken, generations: live?.source ?? (() => readGenerations(db)) });
    listeners.push(listener);
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const caller = async (target: ReturnType<typeof createApi>, base?: string): Promise<ApiHarness['call']> => {
    return async (method, url, as, body, extra = {}) => {
      const headers: Record<string, string> = { ...extra, authorization: `Bearer ${await token(as)}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init = { method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) };
      const res = base ? await fetch(base + url, init) : await target.request(url, init);
      const text = await res.text();
      // A CSV or other text answer is given as its text.
      const isJson = (res.headers.get('content-type') ?? 'application/json').includes('json');
      return { status: res.status, json: text ? (isJson ? JSON.parse(text) : text) : null };
    };
  };
  const baseUrl = options.http ? await serve(api, database.db) : undefined;
  return {
    database,
    baseUrl,
    token,
    call: await caller(api, baseUrl),
    fetch: async (url, as, init = {}) =>
      api.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${await token(as)}` } }),
    replayed: () => listeners[0]?.replayed ?? 0,
    async secondInstance() {
      let db = database.db;
      if (databaseUrl) {
        const other = await openDatabase({ dataDir, databaseUrl });
        others.push(other);
        db = other.db;
      }
      const second = createApi({ db, verifyAccessToken, generations: live?.source });
      return { call: await caller(second, options.http ? await serve(second, db) : undefined) };
    },
    async close() {
      for (const server of servers) await new Promise((resolve) => server.close(resolve));
      for (const other of others) await other.close();
      await live?.stop();
      await hub?.close();
      await seeded.close();
      if (options.countSql) restoreCounters();
    },
  };
}
