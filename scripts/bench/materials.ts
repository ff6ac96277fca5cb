// `npm run bench`: p50/p95/p99 of GET /v1/Jobs/{jobNum} and POST /v1/MaterialIssues at 25
// concurrent callers on PGlite, in process (the real API and database, real RS256 tokens; no HTTP socket,
// so the figures are the API's and the database's own). Figures only: nothing fails on a goal.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_API_SCOPE } from '@/lib/config/config';
import { createApi, createJwtVerifier } from '@/lib/server/api/index';
import { openDatabase } from '@/lib/server/db/database';
import { liveGenerations } from '@/lib/server/db/generations';
import { jobMaterials, onHand } from '@/lib/server/materials/tables';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { readCounters } from '@/lib/server/perf/counters';

// Count the SQL statements each call makes (drizzle's logger; transaction BEGIN and COMMIT not included).
process.env['APPS_COUNTERS'] = 'on';

const CALLERS = Number(process.env['BENCH_CALLERS'] ?? 25);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ISSUER = 'https://idp.bench/idp';
const TOM = 'bgtwilson@example.com';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-bench-materials-'));
const database = await openDatabase({ dataDir });
try {
  await seedIfEmpty(database.db);
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  // As the server runs it on PGlite (src/lib/server/main.ts): the cache counters kept in memory.
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
  const token = await new SignJWT({ unique_name: TOM, name: 'Tom Wilson', scope: `openid ${EMBEDDED_API_SCOPE}` })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuer(ISSUER)
    .setAudience(EMBEDDED_API_AUDIENCE)
    .setSubject('3001')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  const auth = { authorization: `Bearer ${token}` };

  // A material that can take every issue of the run: job 118201's first line not backflushed, with a big requirement and a full bin.
  const job = (await (await api.request('/v1/Jobs/118201', { headers: auth })).json()) as {
    assemblies: { assemblySeq: number; materials: { mtlSeq: number; partNum: string; backflush: boolean }[] }[];
  };
  const asm = job.assemblies[0]!;
  const line = asm.materials.find((m) => !m.backflush)!;
  await database.db
    .update(jobMaterials)
    .set({ requiredQty: 10_000_000, issuedQty: 0, issuedComplete: false })
    .where(and(eq(jobMaterials.jobNum, '118201'), eq(jobMaterials.assemblySeq, asm.assemblySeq), eq(jobMaterials.mtlSeq, line.mtlSeq)));
  await database.db
    .insert(onHand)
    .values({ plantId: 'BGOHIO', warehouseCode: 'STORES', binNum: 'A-06-3', partNum: line.partNum, quantity: 10_000_000 });
  const body = JSON.stringify({
    jobNum: '118201',
    assemblySeq: asm.assemblySeq,
    mtlSeq: line.mtlSeq,
    warehouseCode: 'STORES',
    binNum: 'A-06-3',
    quantity: 1,
  });

  async function run(name: string, once: () => Response | Promise<Response>): Promise<void> {
    const times: number[] = [];
    let wrong = 0;
    const sqlBefore = readCounters().sql;
    const cpuBefore = process.cpuUsage();
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (Date.now() < until) {
          const start = performance.now();
          const res = await once();
          // Read once, as a client does (a clone() would make the API's text answer into a second, streamed Response).
          const text = await res.text();
          times.push(performance.now() - start);
          if (res.status >= 300 && (wrong += 1) === 1) console.warn(`  ${name}: ${res.status} ${text}`);
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    const perCall = (n: number) => (n / times.length).toFixed(2);
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
    console.log(
      `| ${name} | ${(times.length / SECONDS).toFixed(0)} | ${at(0.5)} ms | ${at(0.95)} ms | ${at(0.99)} ms | ${perCall(readCounters().sql - sqlBefore)} | ${perCall((cpu.user + cpu.system) / 1000)} ms | ${wrong} |`,
    );
  }

  console.log(
    `\nMaterials API on PGlite, in process: ${CALLERS} concurrent callers, ${SECONDS} s each (goals: p95 < 20 ms for the job, < 50 ms for the issue; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})\n`,
  );
  console.log(
    "CPU per call is the process's CPU time (API, PGlite and the bench itself) over the calls made: on a loaded machine it moves less than the latencies.",
  );
  console.log('| call | calls/s | p50 | p95 | p99 | SQL statements per call | CPU per call | not 2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  await run('GET /v1/Jobs/118201', () => api.request('/v1/Jobs/118201', { headers: auth }));
  await run('POST /v1/MaterialIssues', () =>
    api.request('/v1/MaterialIssues', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body,
    }),
  );
  await live.stop();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
