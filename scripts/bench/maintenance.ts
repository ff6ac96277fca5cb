/**
 * Maintenance's heaviest list (npm run bench): the PM work orders of a plant, open or closed, over
 * 200,000 work orders (goal p95 under 50 ms), read as GET /v1/Maintenance/PmWorkOrders reads them. It
 * fills a fresh database with the seed, then ten years of work orders spread over every schedule (about
 * one in fifty still open), and times each plant and state in turn. On PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/database';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { listPmWorkOrders } from '@/lib/maintenance/server/pm';
import { PLANT_IDS } from '@/lib/plants/plants';

const ORDERS = Number(process.env['BENCH_PM_ORDERS'] ?? 200_000);
const ROUNDS = 20;
const p95 = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? NaN;

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-bench-maint-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await seedIfEmpty(database.db);
    // Every schedule's work orders, one a day back from today, each due point its own; one in fifty left open.
    await database.db.execute(sql`
      insert into maint_pm_work_orders (schedule_id, plant_id, due_key, due_on, opened_at, closed_at)
      select s.id, e.plant_id, 'bench:' || g, current_date - g, now() - g * interval '1 day',
        case when g % 50 = 0 then null else now() - g * interval '1 day' + interval '1 day' end
      from (select s.*, row_number() over (order by s.id) - 1 as n, count(*) over () as total from maint_pm_schedules s) s
        join equipment e on e.equipment_id = s.equipment_id
        cross join generate_series(1, ceil(${ORDERS}::numeric / 48)::int) g
      where (g - 1) * s.total + s.n < ${ORDERS}`);
    if (databaseUrl) await database.db.execute(sql.raw('vacuum analyze maint_pm_work_orders'));
    const [{ n } = { n: 0 }] = (
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from maint_pm_work_orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const plant of PLANT_IDS) {
        for (const state of ['open', 'closed'] as const) {
          const start = performance.now();
          await listPmWorkOrders(database.db, { plant, state });
          times.push(performance.now() - start);
        }
      }
    }
    console.log(`PM work-order list, ${n} work orders, ${label}: by plant and state p95 ${p95(times).toFixed(1)} ms (goal < 50 ms)`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', undefined);
const serverUrl = process.env['TEST_DATABASE_URL'];
if (serverUrl) {
  const name = `apps_bench_maint_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else console.log('PM work-order list on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
