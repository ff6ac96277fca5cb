/**
 * Part search speed (npm run bench): p95 of a search with 10 concurrent searchers over 200,000 parts
 * (goal under 60 ms on PGlite, under 30 ms on PostgreSQL when TEST_DATABASE_URL is set) and of an
 * eight-level BOM explosion (goal under 100 ms). It fills a fresh database with the seed, then the
 * generator's families up to 20,000 (ten parts each), and calls the store as the API does. It also
 * prints the time per search of one searcher alone, its CPU (on PostgreSQL Node's and, when the server
 * runs on this machine, the server's for this database) and the load average, without which the wall-clock figures of a shared machine mean little.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/database';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { DEMO_FAMILIES } from '@/lib/partsearch/server/seed';
import { generateFamilies } from '@/lib/partsearch/server/seed-parts';
import { searchParts } from '@/lib/partsearch/server/search';
import { explodeBom } from '@/lib/partsearch/server/bom';

const FAMILIES = Number(process.env['BENCH_PART_FAMILIES'] ?? 20_000);
const QUERIES = [
  'seal kit 3.00',
  'chrome plated 1.50',
  'CYL-3015-0',
  'junta tórica',
  'gland 4.00',
  'nameplte',
  'rod eye 2.00',
  'honed 5.00 ID x 4',
  'TUBE-3',
  'piston 2.50',
];
const ROUNDS = 30;

/**
 * CPU (ms) the local PostgreSQL server's processes for database `name` have used (its backends and its
 * autovacuum workers, by their process titles); undefined when the server is not on this machine.
 */
function serverCpu(name: string): number | undefined {
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return found ? ticks * 10 : undefined; // 100 clock ticks a second on Linux
}

const p95 = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? NaN;

async function run(label: string, databaseUrl: string | undefined, name = ''): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-bench-ps-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await seedIfEmpty(database.db);
    await database.db.transaction((tx) => generateFamilies(tx, DEMO_FAMILIES, FAMILIES));
    // What autovacuum does a minute after a bulk load (PGlite has none): without it, it would run during the
    // timed searches, and the index-only walk would visit the table for every row until it has.
    if (databaseUrl) await database.db.execute(sql.raw('vacuum analyze parts, part_words, part_vocab'));
    const searches: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        QUERIES.map(async (q) => {
          const start = performance.now();
          await searchParts(database.db, q, 'BGOHIO', 25);
          searches.push(performance.now() - start);
        }),
      );
    }
    const cpu0 = process.cpuUsage();
    const server0 = serverCpu(name);
    const alone0 = performance.now();
    for (let round = 0; round < ROUNDS; round++) for (const q of QUERIES) await searchParts(database.db, q, 'BGOHIO', 25);
    const calls = ROUNDS * QUERIES.length;
    const cpu = process.cpuUsage(cpu0);
    const alone = `one searcher ${((performance.now() - alone0) / calls).toFixed(2)} ms a search`;
    const server1 = serverCpu(name);
    const node = `CPU ${((cpu.user + cpu.system) / 1000 / calls).toFixed(2)} ms a search`;
    const cpuPer =
      label === 'PGlite'
        ? `, ${node}`
        : server0 !== undefined && server1 !== undefined
          ? `, ${node} in Node and ${((server1 - server0) / calls).toFixed(2)} ms in the server`
          : `, ${node} in Node (the server's not counted: not on this machine)`;
    const boms: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      const bom = await explodeBom(database.db, `CYL-${['2010', '3015', '4020'][i % 3]}-048CL`, 'BGOHIO', 1);
      boms.push(performance.now() - start);
      if (Math.max(...bom.rows.map((r) => r.level)) !== 7) throw new Error('the BOM is not eight levels deep');
    }
    const goal = label === 'PGlite' ? 60 : 30;
    console.log(
      `part search, ${FAMILIES * 10} parts, ${label}: search p95 ${p95(searches).toFixed(1)} ms at 10 concurrent (goal < ${goal} ms); 8-level BOM p95 ${p95(boms).toFixed(1)} ms (goal < 100 ms)`,
    );
    console.log(
      `  ${alone}${cpuPer}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', undefined);
const serverUrl = process.env['TEST_DATABASE_URL'];
if (serverUrl) {
  const name = `apps_bench_ps_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', url.toString(), name);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else console.log('part search on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
