// `npm run bench` (reports row): minutes of downtime by reason over BENCH_REPORT_STOPS stops (default
// 1,000,000) on PGlite, at 10 concurrent callers, in process (the real API and database, real RS256 tokens).
// Its own stop type and report, shaped as Downtime and DowntimeByReason, so it runs before that type exists.
// Figures only: nothing fails on a goal (p95 < 400 ms on PGlite, < 150 ms on PostgreSQL).
import { sql } from 'drizzle-orm';
import { defineRecordType } from '@/lib/records/engine/definition';
import { addReport } from '@/lib/reports/catalogue';
import { defineReport } from '@/lib/reports/definition';
import { recordSourceShape } from '@/lib/reports/record-source';
import type { AppDatabase } from '@/lib/server/db/database';
import { addRecordType } from '@/lib/records/engine/server/registry';
import { loadAverage, measureCalls, openBenchApi, TOM } from './harness';

const CALLERS = Number(process.env['BENCH_RECORDS_CALLERS'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const STOPS = Number(process.env['BENCH_REPORT_STOPS'] ?? 1_000_000);
const l = (en: string) => ({ en, es: en });
const REASONS = ['jam', 'tooling', 'power', 'material', 'operator', 'quality'];

const benchStop = defineRecordType({
  type: 'BenchStop',
  app: '/Downtime',
  title: l('Bench stop'),
  pages: { '/Downtime': 'list' },
  titleField: 'workCenter',
  fields: [
    { name: 'workCenter', kind: 'text', label: l('Work center') },
    { name: 'startedAt', kind: 'dateTime', label: l('Started') },
    { name: 'minutes', kind: 'number', label: l('Minutes') },
    { name: 'reason', kind: 'choice', label: l('Reason'), options: REASONS.map((r) => ({ value: r, label: l(r) })) },
  ],
  sections: [{ name: 'stop', label: l('Stop'), fields: ['workCenter', 'startedAt', 'minutes', 'reason'] }],
  states: [{ name: 'open', label: l('Open') }],
  initial: 'open',
  transitions: [],
  columns: ['id', 'workCenter'],
});
addRecordType(benchStop);
addReport(
  defineReport(recordSourceShape(benchStop), {
    name: 'BenchDowntimeByReason',
    app: '/Downtime',
    title: l('Downtime minutes by reason'),
    dateField: 'startedAt',
    groupBy: [{ field: 'reason' }],
    measures: [
      { name: 'minutes', fn: 'sum', field: 'minutes', label: l('Minutes') },
      { name: 'count', fn: 'count', label: l('Stops') },
    ],
    sort: { by: 'minutes', dir: 'desc' },
    chart: { kind: 'pareto', measure: 'minutes' },
  }),
);

let seconds = '';
async function fill(database: AppDatabase): Promise<void> {
  const filled = performance.now();
  await database.db.execute(sql`alter table records disable trigger records_counts`);
  await database.db.execute(sql`
    insert into records (type, plant_id, state, title, owner_id, fields)
    select 'BenchStop', (array['MfgSys','SPIRITLA','BGOHIO','REBUILD'])[1 + i % 4], 'open', 'WC-' || (i % 40), 3001,
      jsonb_build_object('workCenter', 'WC-' || (i % 40), 'reason', (array[${sql.raw(REASONS.map((r) => `'${r}'`).join(','))}])[1 + (i * 7) % 6],
        'minutes', 1 + (i * 37) % 120, 'startedAt', to_char((timestamp '2026-01-01' + make_interval(mins => i / 2)), 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    from generate_series(1, ${STOPS}) as i`);
  await database.db.execute(sql`alter table records enable trigger records_counts`);
  await database.db.execute(sql`analyze records`);
  seconds = ((performance.now() - filled) / 1000).toFixed(1);
}

const { api, token, close } = await openBenchApi('reports', fill);
try {
  const headers = { authorization: `Bearer ${await token(TOM)}` };
  console.log(
    `\nReports on PGlite, in process: ${STOPS.toLocaleString('en')} stops (written in ${seconds} s), ${CALLERS} concurrent callers, ${SECONDS} s each (goal: p95 < 400 ms; load average ${loadAverage()})\n`,
  );
  console.log('| call | calls/s | p50 | p95 | p99 | CPU per call | not 200 |');
  console.log('|---|---|---|---|---|---|---|');
  const run = async (name: string, url: string) => {
    await (await api.request(url, { headers })).text();
    const call = async () => api.request(url, { headers });
    const f = await measureCalls({ name, callers: CALLERS, seconds: SECONDS, call, ok: (status) => status === 200 });
    console.log(`| ${name} | ${f.perSecond} | ${f.p50} ms | ${f.p95} ms | ${f.p99} ms | ${f.cpuPerCall} ms | ${f.wrong} |`);
  };
  // Tom works at Bowling Green: his report reads a quarter of the stops.
  await run('DowntimeByReason, his plant, every day', '/v1/Reports/BenchDowntimeByReason');
  await run('DowntimeByReason, his plant, one month', '/v1/Reports/BenchDowntimeByReason?from=2026-03-01&to=2026-03-31');
} finally {
  await close();
}
