// `npm run chaos`, not part of `npm test`, prints figures. (a) Kills: the built server
// (as `npm run serve` starts it, own DATA_DIR in a temp folder, 127.0.0.1, a free port) takes writes
// through /v1 (material issues with an Idempotency-Key, grants, notifications) and is killed with SIGKILL
// at a random moment, --kills=N (20) times on PGlite and N times on PostgreSQL (TEST_DATABASE_URL or the
// scripts/ci-postgres.sh server, else skipped); after each restart it counts acknowledged writes that are
// missing (goal 0) and whether the database opened. (b) Load: --connections=200 for --seconds=60 on
// signed-in pages and /v1 reads: errors (goal 0), p99, the server's RSS before, after and --settle=60 s later.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from './bench/load.mjs';
import { accessTokenOf, signIn, startPortal } from './bench/portal.mjs';
import { missingWrites, prepareWrites, startWriters } from './chaos/writes.mjs';

const flag = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const KILLS = Math.min(flag('kills', 20), 200);
const SECONDS = Math.min(flag('seconds', 60), 600);
const SETTLE = Math.min(flag('settle', 60), 600);
const CONNECTIONS = Math.min(flag('connections', 200), 1000);
const ADMIN = 'shjcarter@example.com';

if (!existsSync('dist/apps.mjs')) {
  console.error('chaos: run `npm run build` first (dist/apps.mjs is missing)');
  process.exit(1);
}

const rssMiB = (pid) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL server to use: TEST_DATABASE_URL, else the one scripts/ci-postgres.sh starts, else null. */
function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    const line = execFileSync('bash', ['scripts/ci-postgres.sh'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 60_000,
    });
    return /TEST_DATABASE_URL=['"]?([^'"\s]+)/.exec(line)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** A fresh database on that server for this run (dropped at the end), so nothing else's data is touched. */
async function freshDatabase(url) {
  const { default: pg } = await import('pg');
  const name = `apps_chaos_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.href,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A free loopback port, kept across restarts: the access token's issuer is the server's address. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** N kill cycles on one database; answers the figures. */
async function killRun(label, databaseEnv) {
  const env = { ...databaseEnv, PORT: String(await freePort()) };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-chaos-'));
  const totals = { kills: 0, acked: 0, sent: 0, missing: 0, byKind: { issue: 0, grant: 0, notification: 0 }, opened: 0, restarts: 0 };
  let server = null;
  try {
    server = await startPortal(env, [], { dataDir });
    const { jar } = await signIn(server.url, ADMIN);
    const token = await accessTokenOf(jar, dataDir);
    const plan = await prepareWrites(server.url, token);
    let pending = [];
    for (let kill = 0; kill <= KILLS; kill += 1) {
      if (kill > 0) {
        totals.restarts += 1;
        server = await startPortal(env, [], { dataDir });
        const health = await fetch(`${server.url}/healthz`).catch(() => null);
        // The database opened when the server is healthy and the reads and retries of the check went through it.
        const result = await missingWrites(server.url, token, pending).catch((error) => ({
          error,
          checked: pending.length,
          missing: pending.length,
          byKind: { issue: 0, grant: 0, notification: 0 },
        }));
        const opened = Boolean(health?.ok) && !result.error;
        if (opened) totals.opened += 1;
        totals.missing += result.missing;
        for (const k of Object.keys(result.byKind)) totals.byKind[k] += result.byKind[k];
        process.stdout.write(
          `  ${label} restart ${kill}/${KILLS}: ${result.checked} acknowledged, ${result.missing} missing, database ${opened ? 'opened' : `did NOT open (${result.error?.message ?? 'no /healthz'})`}\n`,
        );
      }
      if (kill === KILLS) break;
      const writers = startWriters(server.url, token, plan);
      // A random moment once writes are being acknowledged (at most 30 s of waiting on a slow machine).
      for (let waited = 0; writers.state.acked.length === 0 && waited < 30_000; waited += 100) await sleep(100);
      await sleep(Math.random() * 2000);
      await server.kill();
      totals.kills += 1;
      writers.stop();
      await writers.done;
      pending = writers.state.acked;
      totals.acked += pending.length;
      totals.sent += writers.state.sent;
      server = null;
    }
    await server?.stop();
    server = null;
  } finally {
    await server?.kill().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
  return totals;
}

/** 200 connections spread over signed-in pages and /v1 reads, all at once for SECONDS. */
async function loadRun() {
  const server = await startPortal();
  try {
    const { jar } = await signIn(server.url, ADMIN);
    const token = await accessTokenOf(jar, server.dataDir);
    const page = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en', cookie: jar.header() };
    const bearer = { accept: 'application/json', authorization: `Bearer ${token}` };
    const targets = [
      { name: '/ signed in', path: '/', headers: page },
      { name: '/Maintenance signed in', path: '/Maintenance', headers: page },
      { name: 'GET /v1/Apps/MenuItems', path: '/v1/Apps/MenuItems', headers: bearer },
      { name: 'GET /v1/Jobs/118201', path: '/v1/Jobs/118201', headers: bearer },
    ];
    for (const t of targets) await load(`${server.url}${t.path}`, { seconds: 1, connections: 2, headers: t.headers }); // warm up
    const before = rssMiB(server.pid);
    const per = Math.floor(CONNECTIONS / targets.length);
    const figures = await Promise.all(
      targets.map((t, i) =>
        load(`${server.url}${t.path}`, {
          seconds: SECONDS,
          connections: per + (i < CONNECTIONS % targets.length ? 1 : 0),
          headers: t.headers,
        }),
      ),
    );
    const after = rssMiB(server.pid);
    await sleep(SETTLE * 1000);
    const later = rssMiB(server.pid);
    return { targets, figures, before, after, later };
  } finally {
    await server.stop();
  }
}

let failed = false;
try {
  console.log(
    `chaos: ${KILLS} SIGKILLs per database, then ${CONNECTIONS} connections for ${SECONDS} s (load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})\n`,
  );
  const runs = [];
  runs.push(['PGlite', await killRun('PGlite', {})]);
  const pgUrl = postgresUrl();
  if (pgUrl) {
    const db = await freshDatabase(pgUrl);
    try {
      runs.push(['PostgreSQL', await killRun('PostgreSQL', { DATABASE_URL: db.url })]);
    } finally {
      await db.drop().catch((error) => console.warn(`chaos: could not drop the run's database: ${error.message}`));
    }
  } else {
    runs.push(['PostgreSQL', null]);
  }
  console.log(
    '\n| database | SIGKILLs | writes sent | acknowledged (2xx) | acknowledged but missing (goal 0) | issues / grants / notifications missing | restarts where the database opened |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, t] of runs) {
    if (!t) console.log(`| ${name} | skipped: no TEST_DATABASE_URL and scripts/ci-postgres.sh could not start a server | | | | | |`);
    else
      console.log(
        `| ${name} | ${t.kills} | ${t.sent} | ${t.acked} | ${t.missing} | ${t.byKind.issue} / ${t.byKind.grant} / ${t.byKind.notification} | ${t.opened} of ${t.restarts} |`,
      );
  }

  const { targets, figures, before, after, later } = await loadRun();
  const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log(`\nLoad: ${CONNECTIONS} connections for ${SECONDS} s, all targets at once\n`);
  console.log('| target | requests/s | p50 | p99 | errors (goal 0) |');
  console.log('|---|---|---|---|---|');
  targets.forEach((t, i) =>
    console.log(
      `| ${t.name} | ${fmt(figures[i].rps)} | ${fmt(figures[i].p50, 1)} ms | ${fmt(figures[i].p99, 1)} ms | ${figures[i].wrong}${figures[i].wrong ? ` (last: ${figures[i].lastWrong})` : ''} |`,
    ),
  );
  const errors = figures.reduce((sum, f) => sum + f.wrong, 0);
  // The goal is that the load leaves no growth behind: ending below where it started meets it too.
  const within = later <= before * 1.1;
  console.log(`\nerrors in all: ${errors} (goal 0)`);
  console.log(
    `server RSS: ${before} MiB before, ${after} MiB right after, ${later} MiB ${SETTLE} s later (goal: back within 10 % of before, or below it: ${within ? 'met' : 'not met'})`,
  );
} catch (error) {
  failed = true;
  console.error(`chaos: ${error instanceof Error ? error.stack : error}`);
}
process.exit(failed ? 1 : 0);
