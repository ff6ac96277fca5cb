import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';
import { loadConfig, type AppConfig } from '@/lib/config/config';
import { applyLogLevel } from './log-level';
import { discover } from '@/lib/auth/oidc-client.server';
import { apiRequestListener, createApi, createHrPhotos, createJwtVerifier } from './api';
import { openDatabase, type AppDatabase } from './db/database';
import { liveGenerations, readGenerations, type GenerationSource } from './db/generations';
import { seedIfEmpty } from './db/seed';
import { topicTables } from './db/topics';
import { FEATURES } from './features';
import { startFeatureJobs, type FeatureJobs } from './feature-jobs';
import { declareTopicTables } from './perf/table-log';
import { createIdentityProvider, type IdentityProvider } from './idp';
import { createDeviceGrants } from '@/lib/devices/server/device-grants';
import { createGrantCheck, type GrantCheck } from './idp/grant-check';
import { applySecurityHeaders } from './security-headers';
import { createNotificationHub, type NotificationHub } from '@/lib/notifications/server/hub';
import { createMoveRequestHub, type MoveRequestHub } from '@/lib/materials/server/move-hub';
import { createBoardHub, type BoardHub } from '@/lib/boards/server/board-hub';
import { ensureSecrets, type Secrets } from './secrets';
import { countersOn, noteInServer, readCounters, takeInServerTimes } from './perf/counters';
import { isOwnApi, registerInProcessApi } from './perf/api-fetch';
import { configurePageMemo, pageMemoCounts } from './perf/page-memo';
import { createAssetServer } from './perf/assets';
import { loadPortalHandler } from './perf/portal-handler';
import { inOrder } from './perf/in-order';
import { lowerCollectorHelpers } from './perf/helper-threads';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Options of `startServer`. */
export interface StartServerOptions {
  /** The environment to read the configuration from; `process.env` is updated with the derived values the portal reads. */
  env?: NodeJS.ProcessEnv;
  /** The built portal's entry (dist/server/entry.mjs); absent means serve only the embedded services. */
  portalEntry?: string | null;
}

/** A running portal. */
export interface RunningServer {
  url: string;
  config: AppConfig;
  server: Server;
  /** The embedded API's and provider's database while the server runs (null when it has neither). */
  database: AppDatabase | null;
  /** Stops taking requests, lets the ones under way finish, then closes the identity provider and the database. */
  close(): Promise<void>;
}

const PRIVATE_JWK_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

/** Strips the private parts of signing keys, leaving what verifiers need. */
export function publicJwks(jwks: Secrets['jwks']): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const field of PRIVATE_JWK_FIELDS) delete copy[field];
      return copy;
    }),
  };
}

/**
 * Starts the whole portal on one port: the identity provider under /idp, the company API under /v1,
 * employee photos under /hr, health at /healthz, and the Astro portal for everything else.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  // The main thread renders every page: the collector's helpers yield their core to it (helper-threads.ts).
  lowerCollectorHelpers();
  const initial = loadConfig(env);
  applyLogLevel(initial.logLevel);
  let ready = false;
  let publicOrigin = new URL(initial.publicUrl);
  let handler: NodeHandler = (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' }).end('Starting, please retry.');
  };
  let database: AppDatabase | null = null;
  // Every request but the health checks waits its turn behind the ones read before it (perf/in-order.ts).
  const inTurn = inOrder();
  const server = createServer((req, res) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      void health(ready, database).then((status) => {
        res.writeHead(status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ status }));
      });
      return;
    }
    if (req.url === '/healthz/counters' && countersOn()) {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ ...readCounters(), memo: pageMemoCounts() }));
      return;
    }
    if (req.url === '/healthz/times' && countersOn()) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(takeInServerTimes()));
      return;
    }
    if (countersOn()) {
      // For the bench: how much of an answer's time was spent inside the server, not waiting to be read.
      const started = performance.now();
      res.once('finish', () => noteInServer(performance.now() - started));
    }
    applySecurityHeaders(req, res, publicOrigin.protocol === 'https:');
    if (!canonicalHost(req, res, publicOrigin)) return;
    inTurn(() => void handler(req, res));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(initial.port, initial.host, () => resolve());
  });

  // With PORT=0 the real port is known only now; everything that builds addresses reads it from here on.
  const { port } = server.address() as AddressInfo;
  env['PORT'] = String(port);
  const secrets = await ensureSecrets(initial.dataDir);
  env['AUTH_SECRET'] ??= secrets.authSecret;
  if (initial.embeddedIdp) env['AUTH_CLIENT_SECRET'] = secrets.clientSecret;
  const config = loadConfig(env);
  if (env !== process.env) Object.assign(process.env, env);
  publicOrigin = new URL(config.publicUrl);

  let idp: Awaited<ReturnType<typeof createIdentityProvider>> | null = null;
  let hub: NotificationHub | null = null;
  let moveHub: MoveRequestHub | null = null;
  let boardHub: BoardHub | null = null;
  let live: Awaited<ReturnType<typeof liveGenerations>> | null = null;
  let jobs: FeatureJobs | null = null;
  try {
    if (config.embeddedApi || config.embeddedIdp) {
      database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
      if (await seedIfEmpty(database.db)) console.log('seeded the demo data into an empty database');
      declareTopicTables(topicTables(FEATURES));
    }
    const db = database?.db;
    if (config.embeddedIdp && db) {
      idp = await createIdentityProvider({
        config,
        db,
        secrets,
        portalRedirectUris: [`${config.publicUrl}/api/auth/callback/apps-sso`],
        postLogoutRedirectUris: [`${config.publicUrl}/login`],
      });
    }
    if (config.embeddedApi && database) hub = await createNotificationHub({ listen: database.listen });
    if (config.embeddedApi && database) moveHub = await createMoveRequestHub({ listen: database.listen });
    if (config.embeddedApi && database) boardHub = await createBoardHub({ listen: database.listen });
    // On PGlite every change is made in this process: the cache counters are kept in memory (generations.ts).
    if (config.embeddedApi && database?.kind === 'pglite') live = await liveGenerations(database.db, database.listen);
    // Whether a sign-in is still alive: one check (and its short memory) for the API and the page memo.
    const isGrantActive = config.embeddedIdp && db ? createGrantCheck(db) : undefined;
    const services =
      config.embeddedApi && db
        ? embeddedApiHandler(config, db, secrets, { hub, moveHub, boardHub }, live?.source, isGrantActive, idp)
        : null;
    if (services && db) jobs = startFeatureJobs(db, FEATURES);
    // Signed-in pages kept while nothing they show changed (perf/page-memo.ts): only with this process's own API and counters.
    const memoDb = db && isOwnApi(config) && process.env['APPS_PAGE_MEMO'] !== 'off' ? db : null;
    configurePageMemo(memoDb ? { generations: live?.source ?? (() => readGenerations(memoDb)), isGrantActive } : null);
    const portal = options.portalEntry === null ? null : await loadPortal(options.portalEntry);
    const assets = portal ? createAssetServer(portalClientDir(options.portalEntry ?? undefined)) : null;
    handler = (req, res) => {
      const url = req.url ?? '/';
      if (idp && (url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?'))) return idp.handle(req, res);
      if (services && (url.startsWith('/v1/') || url === '/v1' || url.startsWith('/hr/'))) return services(req, res);
      if (portal) return assets ? assets(req, res).then((served) => (served ? undefined : portal(req, res))) : portal(req, res);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    };
  } catch (error) {
    server.close();
    await jobs?.stop();
    await hub?.close();
    await moveHub?.close();
    await boardHub?.close();
    await live?.stop();
    idp?.close();
    await database?.close();
    throw error;
  }
  ready = true;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      ready = false;
      // Open notification streams would keep their connections busy until the 10 s cut-off below.
      const hubClosed = Promise.all([hub?.close(), moveHub?.close(), boardHub?.close()]);
      await new Promise<void>((resolve) => {
        // Connections turn idle after this call too (the streams the hub ends, requests finishing): close them as they do.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        sweep.unref();
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await hubClosed;
      await jobs?.stop();
      registerInProcessApi(config.publicUrl, undefined);
      configurePageMemo(null);
      await live?.stop();
      idp?.close();
      await database?.close();
    })();
    return closing;
  };
  return {
    url: config.publicUrl,
    config,
    server,
    get database() {
      return database;
    },
    close,
  };
}

/** How long /healthz waits for the database's answer before it says the database is not answering. */
const HEALTH_TIMEOUT_MS = 3_000;

/**
 * What /healthz says: 'starting' until the server is ready; then 'ok' while the database answers a query,
 * else 'database unavailable' (PGlite's thread stopped, PostgreSQL down or not answering within
 * HEALTH_TIMEOUT_MS), so whatever watches the portal (systemd, a load balancer) restarts it or sends
 * people elsewhere instead of leaving every page failing.
 */
async function health(ready: boolean, database: AppDatabase | null): Promise<'ok' | 'starting' | 'database unavailable'> {
  if (!ready) return 'starting';
  if (!database) return 'ok';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const answered = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const up = await Promise.race([answered, timeout]);
  clearTimeout(timer);
  return up ? 'ok' : 'database unavailable';
}

/**
 * Keeps every request on the one address people use (PUBLIC_URL), so cookies, the issuer and origin checks
 * agree: another host name gets a redirect (or 421 for writes), and the portal sees the public host and protocol.
 */
export function canonicalHost(req: IncomingMessage, res: ServerResponse, publicOrigin: URL): boolean {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? req.headers.host;
  if (host !== publicOrigin.host) {
    const target = `${publicOrigin.origin}${req.url ?? '/'}`;
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.writeHead(308, { location: target, 'cache-control': 'no-store' }).end();
    } else {
      res.writeHead(421, { 'content-type': 'text/plain' }).end(`Use ${publicOrigin.origin}`);
    }
    return false;
  }
  req.headers.host = publicOrigin.host;
  req.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
  delete req.headers['x-forwarded-host'];
  delete req.headers['x-forwarded-port'];
  return true;
}

function embeddedApiHandler(
  config: AppConfig,
  db: AppDatabase['db'],
  secrets: Secrets,
  hubs: { hub: NotificationHub | null; moveHub: MoveRequestHub | null; boardHub: BoardHub | null },
  generations: GenerationSource | undefined,
  isGrantActive: GrantCheck | undefined,
  idp: IdentityProvider | null,
): NodeHandler {
  const jwks = config.embeddedIdp ? createLocalJWKSet(publicJwks(secrets.jwks)) : lazyRemoteJwks(config.auth.issuer);
  const verifyAccessToken = createJwtVerifier({
    issuer: config.auth.issuer,
    audience: config.auth.apiAudience,
    requiredScope: config.auth.apiScope,
    jwks,
    isGrantActive,
  });
  const api = createApi({
    db,
    verifyAccessToken,
    notificationHub: hubs.hub ?? undefined,
    moveRequestHub: hubs.moveHub ?? undefined,
    boardHub: hubs.boardHub ?? undefined,
    generations,
    outboxMaxAgeHours: config.outboxMaxAgeHours,
    deviceGrants: idp ? createDeviceGrants(idp.provider, { audience: config.auth.apiAudience, scope: config.auth.apiScope }) : undefined,
  });
  // The portal in this process calls /v1 through this, with no HTTP to itself (src/lib/server/perf/api-fetch.ts).
  registerInProcessApi(config.publicUrl, (request) => api.fetch(request));
  const photos = createHrPhotos({ db });
  // Reads that answer the same bytes while no cache counter moves are sent again (src/lib/server/api/replay.ts).
  const apiListener = apiRequestListener(api.fetch, { verifyAccessToken, generations: generations ?? (() => readGenerations(db)) });
  const photoListener = getRequestListener(photos.fetch, { overrideGlobalObjects: false });
  return (req, res) => (req.url?.startsWith('/hr/') ? photoListener(req, res) : apiListener(req, res));
}

/** A remote JWKS found through the issuer's discovery document on first use (Entra ID and other providers). */
function lazyRemoteJwks(issuer: string): JWTVerifyGetKey {
  let remote: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    if (!remote) {
      const { jwks_uri } = (await discover(issuer)) as { jwks_uri?: string };
      if (!jwks_uri) throw new Error(`${issuer} publishes no jwks_uri`);
      remote = createRemoteJWKSet(new URL(jwks_uri));
    }
    return remote(header, token);
  };
}

function portalEntryFile(entry: string | undefined): string {
  return entry ?? path.resolve(process.cwd(), 'dist/server/entry.mjs');
}

/** The built portal's browser files (dist/client beside dist/server). */
function portalClientDir(entry: string | undefined): string {
  return path.resolve(path.dirname(portalEntryFile(entry)), '../client');
}

async function loadPortal(entry: string | undefined): Promise<NodeHandler> {
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  return loadPortalHandler(portalEntryFile(entry));
}
