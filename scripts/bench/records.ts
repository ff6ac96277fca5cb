// `npm run bench` (records row): one record type holding 100,000 records on PGlite; p50/p95/p99 of a
// filtered, sorted list page and of one record's detail at 10 concurrent callers, in process (the real
// API and database, real RS256 tokens, no HTTP socket). Figures only: nothing fails on a goal.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/database';
import { loadAverage, measureCalls, openBenchApi, TOM } from './harness';

const CALLERS = Number(process.env['BENCH_RECORDS_CALLERS'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const RECORDS = Number(process.env['BENCH_RECORDS'] ?? 100_000);

let seconds = '';
/** The bench's corrective actions, in bulk after the seed, before the API starts. */
async function fill(database: AppDatabase): Promise<void> {
  const filled = performance.now();
  // In bulk, as a migration from the old system would: plants and states spread, a year of updates; the
  // counts are made once afterwards instead of by the trigger row by row.
  await database.db.execute(sql`alter table records disable trigger records_counts`);
  await database.db.execute(sql`
    insert into records (type, plant_id, state, title, owner_id, assignee_id, search, fields, children, created_at, updated_at)
    select 'CorrectiveAction',
      (array['MfgSys','SPIRITLA','BGOHIO','REBUILD'])[1 + i % 4],
      (array['open','inReview','approved','closed','closed','closed'])[1 + (i / 4) % 6],
      'Bench corrective action ' || i, 3001, 3001, 'bench corrective action ' || i,
      jsonb_build_object('subject', 'Bench corrective action ' || i, 'champion', 3001, 'problem', 'Leak at the port weld, lot ' || i),
      '{}'::jsonb, now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 3)
    from generate_series(1, ${RECORDS}) as i`);
  await database.db.execute(sql`alter table records enable trigger records_counts`);
  await database.db.execute(sql`delete from record_counts`);
  await database.db.execute(
    sql`insert into record_counts (type, plant_id, state, n) select type, plant_id, state, count(*) from records group by 1, 2, 3`,
  );
  await database.db.execute(sql`analyze records`);
  seconds = ((performance.now() - filled) / 1000).toFixed(1);
}

const { database, api, token, close } = await openBenchApi('records', fill);
try {
  const headers = { authorization: `Bearer ${await token(TOM)}` };

  async function run(name: string, url: (n: number) => string | Promise<string>): Promise<void> {
    // One call first, alone: the caller's access and the type's custom fields are then cached, as on a running portal.
    await (await api.request(await url(0), { headers })).text();
    const call = async (n: number) => api.request(await url(n), { headers });
    const f = await measureCalls({ name, callers: CALLERS, seconds: SECONDS, call, ok: (status) => status === 200 });
    console.log(`| ${name} | ${f.perSecond} | ${f.p50} ms | ${f.p95} ms | ${f.p99} ms | ${f.cpuPerCall} ms | ${f.wrong} |`);
  }

  console.log(
    `\nRecord engine on PGlite, in process: ${RECORDS.toLocaleString('en')} corrective actions (written in ${seconds} s), ${CALLERS} concurrent callers, ${SECONDS} s each (goals: list p95 < 50 ms, detail < 20 ms; load average ${loadAverage()})\n`,
  );
  // The plans of the list's and the detail's queries, on the idle database: the time the database
  // itself takes, apart from the callers' queueing on PGlite's one connection and the machine's load.
  const explain = async (name: string, query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as { rows: Record<string, string>[] };
    const rows = result.rows;
    const lines = rows.map((r) => Object.values(r)[0] ?? '');
    const scan = lines.find((l) => /Index|Seq Scan|Bitmap/.test(l))?.trim() ?? lines[0];
    console.log(`| ${name} | ${scan} | ${lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '')} |`);
  };
  console.log('| query (EXPLAIN ANALYZE) | first scan | database time |');
  console.log('|---|---|---|');
  await explain(
    'list ids: BGOHIO, open, newest first, page 3',
    sql`select id from records where type = 'CorrectiveAction' and plant_id = 'BGOHIO' and state in ('open') order by updated_at desc, id desc limit 25 offset 50`,
  );
  await explain(
    'list ids: every plant, by subject',
    sql`select id from records where type = 'CorrectiveAction' order by title asc, id asc limit 25`,
  );
  await explain(
    'list counts (kept)',
    sql`select state, sum(n) from record_counts where type = 'CorrectiveAction' and plant_id = 'BGOHIO' group by state`,
  );
  await explain(
    'detail: the record and its people',
    sql`select r.*, o.first_name, a.first_name from records r join employees o on o.emp_id = r.owner_id left join employees a on a.emp_id = r.assignee_id where r.id = 4242 and r.type = 'CorrectiveAction'`,
  );
  await explain('detail: its history', sql`select * from record_history where record_id = 4242 order by id`);
  console.log('');
  console.log('| call | calls/s | p50 | p95 | p99 | CPU per call | not 200 |');
  console.log('|---|---|---|---|---|---|---|');
  const states = ['open', 'inReview', 'approved', 'closed'];
  const plants = ['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD'];
  const byPlant = (i: number) =>
    `/v1/Records/CorrectiveAction?plant=${plants[i % 4]}&state=${states[(i >> 2) % 4]}&page=${1 + (i % 5)}&pageSize=25`;
  const bySubject = (i: number) => `/v1/Records/CorrectiveAction?sort=subject&dir=${i % 2 ? 'asc' : 'desc'}&pageSize=25`;
  // A list page is kept until a record changes ('records' topic): these rows are a page read again.
  await run('list, kept: plant + state, newest first, page 1-5', byPlant);
  await run('list, kept: every plant, sorted by subject', bySubject);
  // ...and these a page read from the database, as after any change: each call first moves the topic (a
  // statement on record_counts that changes no row, timed with the call).
  const changed = (url: (i: number) => string) => async (i: number) => {
    await database.db.execute(sql`update record_counts set n = n where false`);
    return url(i);
  };
  await run('list, afresh (a change before each): plant + state, page 1-5', changed(byPlant));
  await run('list, afresh (a change before each): every plant, by subject', changed(bySubject));
  // The bench's own records follow the seeded ones (of every type).
  const first = (await database.db.execute(
    sql`select min(id)::int as id from records where title like 'Bench corrective action %'`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const firstId = first.rows[0]!.id;
  await run('detail', (i) => `/v1/Records/CorrectiveAction/${firstId + ((i * 7919) % RECORDS)}`);
} finally {
  await close();
}
