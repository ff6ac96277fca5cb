// The in-process bench harness of `npm run bench` (materials, labor, records): a fresh seeded PGlite
// database with the real API over it (real RS256 tokens, no HTTP socket, so the figures are the API's and
// the database's own), and the loop that calls it from concurrent callers and reports percentiles and CPU.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_API_SCOPE } from '@/lib/config/config';
import { createApi, createJwtVerifier } from '@/lib/server/api/index';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { liveGenerations } from '@/lib/server/db/generations';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { readCounters } from '@/lib/server/perf/counters';

const ISSUER = 'https://idp.bench/idp';

/** Who a bench calls the API as: the token's subject, user name and display name. */
export interface BenchCaller {
  empId: number;
  email: string;
  name: string;
}

/** A bench's database and API, open until `close`. */
export interface BenchApi {
  database: AppDatabase;
  api: ReturnType<typeof createApi>;
  /** A bearer token of the caller, signed by the key the API trusts. */
  token(caller: BenchCaller): Promise<string>;
  /** Stops the API's cache counters, closes the database and removes its folder. */
  close(): Promise<void>;
}

/** Tom Wilson (Bowling Green's supervisor), whom most benches call as. */
export const TOM: BenchCaller = { empId: 3001, email: 'bgtwilson@example.com', name: 'Tom Wilson' };

/**
 * A fresh seeded PGlite database (in a temp folder named after the bench), filled further by `fill`,
 * and the API over it as the server runs it on PGlite (src/lib/server/main.ts: cache counters in memory).
 * @example const bench = await openBenchApi('materials'); try { ... } finally { await bench.close(); }
 */
export async function openBenchApi(name: string, fill?: (database: AppDatabase) => Promise<void>): Promise<BenchApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `apps-bench-${name}-`));
  const database = await openDatabase({ dataDir });
  const closeDatabase = async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await seedIfEmpty(database.db);
    await fill?.(database);
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
    const live = await liveGenerations(database.db, database.listen);
    const api = createApi({
      db: database.db,
      generations: live.source,
      verifyAccessToken: createJwtVerifier({
        issuer: ISSUER,
        audience: EMBEDDED_API_AUDIENCE,
        requiredScope: EMBEDDED_API_SCOPE,
        jwks: createLocalJWKSet({ keys: [jwk] }),
      }),
    });
    const token = (caller: BenchCaller) =>
      new SignJWT({ unique_name: caller.email, name: caller.name, scope: `openid ${EMBEDDED_API_SCOPE}` })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
        .setIssuer(ISSUER)
        .setAudience(EMBEDDED_API_AUDIENCE)
        .setSubject(String(caller.empId))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    return {
      database,
      api,
      token,
      close: async () => {
        await live.stop();
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

/** The machine's load average over 1, 5 and 15 minutes, to print beside a figure. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

/**
 * The time below which a share `p` of the sorted times fall, in ms with one decimal.
 * @example percentile([1, 2, 3, 4], 0.5) // '3.0'
 */
export function percentile(sorted: readonly number[], p: number): string {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);
}

/** Options of `measureCalls`. */
export interface MeasureOptions {
  /** The row's name, also in the warning about the first failed call. */
  name: string;
  callers: number;
  seconds: number;
  /** One call; `n` counts the calls made so far, for a bench that varies them. */
  call: (n: number) => Response | Promise<Response>;
  /** Which statuses count as answered as expected. */
  ok: (status: number) => boolean;
}

/** What `measureCalls` measured: calls per second, percentiles, and the process's CPU and SQL statements per call. */
export interface CallFigures {
  perSecond: string;
  p50: string;
  p95: string;
  p99: string;
  /** The process's CPU (API, PGlite and the bench itself) per call, in ms: it moves less than latencies on a loaded machine. */
  cpuPerCall: string;
  /** SQL statements per call (counted only with APPS_COUNTERS=on). */
  sqlPerCall: string;
  /** Calls not answered as `ok` wants. */
  wrong: number;
}

/** Calls the API from `callers` concurrent callers for `seconds`, each waiting for its answer before the next call. */
export async function measureCalls({ name, callers, seconds, call, ok }: MeasureOptions): Promise<CallFigures> {
  const times: number[] = [];
  let wrong = 0;
  let n = 0;
  const sqlBefore = readCounters().sql;
  const cpuBefore = process.cpuUsage();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await call((n += 1));
        // Read once, as a client does (a clone() would make the API's text answer into a second, streamed Response).
        const text = await res.text();
        times.push(performance.now() - start);
        if (!ok(res.status) && (wrong += 1) === 1) console.warn(`  ${name}: ${res.status} ${text.slice(0, 300)}`);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const perCall = (total: number) => (total / times.length).toFixed(2);
  times.sort((a, b) => a - b);
  return {
    perSecond: (times.length / seconds).toFixed(0),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    cpuPerCall: perCall((cpu.user + cpu.system) / 1000),
    sqlPerCall: perCall(readCounters().sql - sqlBefore),
    wrong,
  };
}
