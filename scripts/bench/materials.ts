// `npm run bench`: p50/p95/p99 of GET /v1/Jobs/{jobNum} and POST /v1/MaterialIssues at 25
// concurrent callers on PGlite, in process (the real API and database, real RS256 tokens; no HTTP socket,
// so the figures are the API's and the database's own). Figures only: nothing fails on a goal.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { jobMaterials, onHand } from '@/lib/plant-data/server/tables';
import { loadAverage, measureCalls, openBenchApi, TOM } from './harness';

// Count the SQL statements each call makes (drizzle's logger; transaction BEGIN and COMMIT not included).
process.env['APPS_COUNTERS'] = 'on';

const CALLERS = Number(process.env['BENCH_CALLERS'] ?? 25);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);

const { database, api, token, close } = await openBenchApi('materials');
try {
  const auth = { authorization: `Bearer ${await token(TOM)}` };

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

  async function run(name: string, call: () => Response | Promise<Response>): Promise<void> {
    const f = await measureCalls({ name, callers: CALLERS, seconds: SECONDS, call, ok: (status) => status < 300 });
    console.log(
      `| ${name} | ${f.perSecond} | ${f.p50} ms | ${f.p95} ms | ${f.p99} ms | ${f.sqlPerCall} | ${f.cpuPerCall} ms | ${f.wrong} |`,
    );
  }

  console.log(
    `\nMaterials API on PGlite, in process: ${CALLERS} concurrent callers, ${SECONDS} s each (goals: p95 < 20 ms for the job, < 50 ms for the issue; load average ${loadAverage()})\n`,
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
} finally {
  await close();
}
