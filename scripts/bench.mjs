// `npm run bench`: after `npm run build`, starts the built portal as `npm run serve` runs it,
// signs in over HTTP like a person, and measures side by side in one run a static /_astro asset, /login,
// a signed-in /Maintenance, the administrator's home page and two /v1 reads: 25 connections, three
// rounds of BENCH_SECONDS (5) each, pages/s, p50, p99 and the ratio to the static file, with the goals
// beside the figures. Also prints the API calls and SQL queries one warm signed-in page makes (counted
// by the server when APPS_COUNTERS=on). `npm run bench:network` (this script with --network) adds the slow plant network figures
// from Chromium (scripts/bench/network.mjs); `node scripts/bench.mjs --network-only` prints those alone (no load rounds).
// Figures only: nothing here fails on a goal.
import { existsSync, readFileSync } from 'node:fs';
import { load } from './bench/load.mjs';
import { accessTokenOf, request, signIn, startPortal } from './bench/portal.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 25;
const NETWORK_ONLY = process.argv.includes('--network-only');
const ADMIN = 'shjcarter@example.com';
const BROWSER = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

if (!existsSync('dist/apps.mjs')) {
  console.error('bench: run `npm run build` first (dist/apps.mjs is missing)');
  process.exit(1);
}

const server = await startPortal({ APPS_COUNTERS: 'on' });
let failed = false;
try {
  const base = server.url;
  const { jar, home } = await signIn(base, ADMIN);
  if (!NETWORK_ONLY) await loadFigures(base, jar, home);
  if (NETWORK_ONLY || process.argv.includes('--network')) {
    const { networkFigures } = await import('./bench/network.mjs');
    await networkFigures(base, jar);
  }
} catch (error) {
  failed = true;
  console.error(`bench: ${error instanceof Error ? error.stack : error}`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

/** The load rounds and the per-page counts (the table), printed. */
async function loadFigures(base, jar, home) {
  const asset = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? /"(\/_astro\/[^"]+\.js)"/.exec(home)?.[1];
  if (!asset) throw new Error('no /_astro/*.js on the home page');
  const token = await accessTokenOf(jar, server.dataDir);
  const assetBytes = (await (await fetch(`${base}${asset}`)).arrayBuffer()).byteLength;
  const cookie = { ...BROWSER, cookie: jar.header() };
  const bearer = { accept: 'application/json', authorization: `Bearer ${token}` };
  const targets = [
    // The home page's first module script, as the issue measured it; its size is printed, since the ratios depend on it.
    { name: `static ${asset.slice(0, 28)}… (${assetBytes.toLocaleString('en-US')} B)`, path: asset, headers: BROWSER },
    { name: '/login (no session)', path: '/login', headers: BROWSER },
    // The same page again and again, as a person switching between the drawer's tabs: the page memo answers.
    { name: '/Maintenance, signed in (again: the page memo answers)', path: '/Maintenance', headers: cookie, page: true },
    // A new address each time (an unused query): every request is rendered, what a first visit costs.
    { name: '/Maintenance?n=…, signed in, rendered every time', path: '/Maintenance?n=', fresh: true, headers: cookie, page: true },
    { name: '/ as the administrator', path: '/', headers: cookie, page: true },
    { name: 'GET /v1/Apps/MenuItems', path: '/v1/Apps/MenuItems', headers: bearer },
    { name: 'GET /v1/Security/AppAccessByEmployee', path: '/v1/Security/AppAccessByEmployee?empID=1001', headers: bearer },
  ];

  // Requests per signed-in page on a warm server: one page alone, counters read before and after.
  const counts = [];
  let n = 0;
  const address = (target) => `${base}${target.path}${target.fresh ? (n += 1) : ''}`;
  for (const target of targets.filter((t) => t.page)) {
    // Twice first: the first visit adds the page to the drawer's tabs cookie, so the second is the request repeated below.
    for (let i = 0; i < 2; i += 1)
      await request(jar, base, target.fresh ? `${target.path}warm` : target.path).then(({ response }) => response.text());
    const before = await counters(base);
    const { response } = await request(jar, base, target.fresh ? `${target.path}${(n += 1)}` : target.path);
    const html = await response.text();
    const after = await counters(base);
    counts.push({
      name: target.name,
      status: response.status,
      kb: html.length / 1024,
      api: after.api - before.api,
      sql: after.sql - before.sql,
      http: after.http - before.http,
      memo: after.memo.hits - before.memo.hits,
    });
  }
  // The load rounds send the cookies as they are now (the drawer's tabs included).
  cookie.cookie = jar.header();

  const results = new Map(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      const figures = await load(target.fresh ? () => address(target) : `${base}${target.path}`, {
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: target.headers,
      });
      if (figures.wrong > 0) console.warn(`  ${target.name}: ${figures.wrong} answers were not 200 (last: ${figures.lastWrong})`);
      results.get(target.name).push(figures);
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = targets.map((t) => {
    const runs = results.get(t.name);
    return {
      ...t,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      bytes: median(runs.map((r) => r.bytes)),
      runs,
    };
  });
  const staticRps = rows[0].rps;
  const maintenance = rows.find((r) => r.path === '/Maintenance');
  const goal = (row) => {
    const ratio = row.rps / staticRps;
    if (row.path === '/Maintenance') return verdict(ratio >= 0.15 && row.p99 < 50, '>= 0.15 of static, p99 < 50 ms');
    if (row.path === '/') return verdict(row.rps * 1.5 >= maintenance.rps, 'within 1.5x of /Maintenance');
    if (row.path.startsWith('/v1/')) return verdict(ratio >= 0.3 && row.p99 < 20, '>= 0.3 of static, p99 < 20 ms');
    return '';
  };
  const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target, medians (load average at the end: ${loadAverage()})\n`,
  );
  console.log('| target | pages/s | p50 | p99 | vs a static file | KB per answer | goal |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${fmt(row.rps)} (${row.runs.map((r) => fmt(r.rps)).join('/')}) | ${fmt(row.p50, 1)} ms | ${fmt(row.p99, 1)} ms | ${fmt(row.rps / staticRps, 3)} | ${fmt(row.bytes / 1024, 1)} | ${goal(row)} |`,
    );
  }
  console.log('\nOne warm signed-in page alone (goal: at most one API round trip and three queries):\n');
  console.log('| page | status | KB of HTML | API calls | of them over HTTP | SQL queries | answered by the page memo |');
  console.log('|---|---|---|---|---|---|---|');
  for (const c of counts)
    console.log(`| ${c.name} | ${c.status} | ${fmt(c.kb, 1)} | ${c.api} | ${c.http} | ${c.sql} | ${c.memo ? 'yes' : 'no'} |`);
  const session = [...jar.cookies].filter(([name]) => name.includes('session-token'));
  const cookieBytes = session.reduce((sum, [name, value]) => sum + name.length + 1 + value.length, 0);
  console.log(
    `\nsession cookie: ${cookieBytes} bytes in ${session.length} cookie(s); the whole Cookie header of a signed-in page: ${jar.header().length} bytes`,
  );
  console.log(`\nserver memory: ${serverMemory(server.pid)}`);
}

function verdict(ok, text) {
  return `${text}: ${ok ? 'met' : 'not yet'}`;
}

async function counters(base) {
  const response = await fetch(`${base}/healthz/counters`);
  if (!response.ok) throw new Error(`/healthz/counters answered ${response.status} (the server counts only with APPS_COUNTERS=on)`);
  return response.json();
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

function serverMemory(pid) {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return rss ? `${Math.round(Number(rss) / 1024)} MiB resident after the run` : 'unknown';
  } catch {
    return 'unknown';
  }
}
