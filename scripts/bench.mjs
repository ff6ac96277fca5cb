// `npm run bench`: after `npm run build`, starts the built portal as `npm run serve` runs it,
// signs in over HTTP like a person, and measures side by side in one run a static /_astro asset, /login,
// a signed-in /Maintenance (answered by the page memo), Maria's fresh-render mix (fourteen of her pages, each
// request a new address: scripts/bench/fresh.mjs), the administrator's home page and two /v1 reads: 25
// connections, three rounds of BENCH_SECONDS (5) each, pages/s, p50, p99, the ratio to the static file and
// the server's CPU per request (from /proc, so comparable while others load the machine), with the goals
// beside the figures. Also prints the API calls and SQL queries one warm signed-in page makes (counted
// by the server when APPS_COUNTERS=on). `npm run bench:network` (this script with --network) adds the slow plant network figures
// from Chromium (scripts/bench/network.mjs); `node scripts/bench.mjs --network-only` prints those alone (no load rounds).
// Figures only: nothing here fails on a goal.
import { existsSync, readFileSync } from 'node:fs';
import { load } from './bench/load.mjs';
import { FRESH_PAGES, MARIA, checkMix, cpuMs, freshAddresses, loadAverage, threadCpuMs } from './bench/fresh.mjs';
import { accessTokenOf, request, signIn, startPortal } from './bench/portal.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 25;
const NETWORK_ONLY = process.argv.includes('--network-only');
const ADMIN = 'shjcarter@example.com';
const BROWSER = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en' };

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

/** The load rounds and the per-page counts (the issue's table), printed. */
async function loadFigures(base, jar, home) {
  const asset = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? /"(\/_astro\/[^"]+\.js)"/.exec(home)?.[1];
  if (!asset) throw new Error('no /_astro/*.js on the home page');
  const token = await accessTokenOf(jar, server.dataDir);
  const assetBytes = (await (await fetch(`${base}${asset}`)).arrayBuffer()).byteLength;
  const cookie = { ...BROWSER, cookie: jar.header() };
  const maria = (await signIn(base, MARIA)).jar;
  // Every page of the mix once (200, rendered): her drawer then holds their tabs, as a person's would.
  await checkMix(base, maria);
  const bearer = { accept: 'application/json', authorization: `Bearer ${token}` };
  const targets = [
    // The home page's first module script, as the issue measured it; its size is printed, since the ratios depend on it.
    { name: `static ${asset.slice(0, 28)}… (${assetBytes.toLocaleString('en-US')} B)`, path: asset, headers: BROWSER },
    { name: '/login (no session)', path: '/login', headers: BROWSER },
    // The same page again and again, as a person switching between the drawer's tabs: the page memo answers.
    { name: '/Maintenance, signed in (again: the page memo answers)', path: '/Maintenance', headers: cookie, page: true },
    // A new address each time (?fresh=<n>, read by no page; the memo keys on it): every request rendered, what a first visit costs.
    {
      name: `Maria's ${FRESH_PAGES.length} pages, each request a new address (rendered every time)`,
      path: 'mix',
      mix: true,
      headers: { ...BROWSER, cookie: maria.header() },
    },
    { name: '/ as the administrator', path: '/', headers: cookie, page: true },
    { name: 'GET /v1/Apps/MenuItems', path: '/v1/Apps/MenuItems', headers: bearer },
    { name: 'GET /v1/Security/AppAccessByEmployee', path: '/v1/Security/AppAccessByEmployee?empID=1001', headers: bearer },
  ];

  // Requests per signed-in page on a warm server: one page alone, counters read before and after; then each
  // page of Maria's mix at a new address (rendered).
  const counts = [];
  const pages = [
    ...targets.filter((t) => t.page).map((t) => ({ name: t.name, who: jar, path: t.path, again: true })),
    ...FRESH_PAGES.map((path) => ({ name: `${path}?fresh=… (Maria)`, who: maria, path: `${path}?fresh=counted`, again: false })),
  ];
  for (const page of pages) {
    // Twice first: the first visit adds the page to the drawer's tabs cookie, so the second is the request repeated below.
    if (page.again) for (let i = 0; i < 2; i += 1) await request(page.who, base, page.path).then(({ response }) => response.text());
    const before = await counters(base);
    const { response } = await request(page.who, base, page.path);
    const html = await response.text();
    const after = await counters(base);
    counts.push({
      name: page.name,
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
      const cpuBefore = cpuMs(server.pid);
      const threadsBefore = threadCpuMs(server.pid);
      const url = target.mix ? freshAddresses(base) : `${base}${target.path}`;
      const memoBefore = target.mix ? (await counters(base)).memo.hits : 0;
      if (target.mix) await inServerTimes(base);
      const figures = await load(url, { seconds: SECONDS, connections: CONNECTIONS, headers: target.headers });
      if (target.mix) {
        figures.inServer = await inServerTimes(base);
        // The mix measures rendering: a page the memo answered would be a figure of something else.
        const hits = (await counters(base)).memo.hits - memoBefore;
        if (hits > 0) throw new Error(`${hits} answers of the fresh mix came from the page memo`);
      }
      figures.cpu = (cpuMs(server.pid) - cpuBefore) / figures.requests;
      const threadsAfter = threadCpuMs(server.pid);
      figures.threads = Object.fromEntries(
        Object.entries(threadsAfter).map(([name, ms]) => [name, (ms - (threadsBefore[name] ?? 0)) / figures.requests]),
      );
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
      cpu: median(runs.map((r) => r.cpu)),
      runs,
    };
  });
  const staticRps = rows[0].rps;
  const maintenance = rows.find((r) => r.path === '/Maintenance');
  const goal = (row) => {
    const ratio = row.rps / staticRps;
    if (row.path === '/Maintenance') return verdict(ratio >= 0.15 && row.p99 < 50, '>= 0.15 of static, p99 < 50 ms');
    if (row.mix) return verdict(ratio >= 0.01 && row.p99 < 100, '>= 0.01 of static, p99 < 100 ms');
    if (row.path === '/') return verdict(row.rps * 1.5 >= maintenance.rps, 'within 1.5x of /Maintenance');
    if (row.path.startsWith('/v1/')) return verdict(ratio >= 0.3 && row.p99 < 20, '>= 0.3 of static, p99 < 20 ms');
    return '';
  };
  const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target, medians (load average at the end: ${loadAverage()})\n`,
  );
  console.log('| target | pages/s | p50 | p99 | vs a static file | KB per answer | server CPU per answer | goal |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${fmt(row.rps)} (${row.runs.map((r) => fmt(r.rps)).join('/')}) | ${fmt(row.p50, 1)} ms | ${fmt(row.p99, 1)} ms | ${fmt(row.rps / staticRps, 3)} | ${fmt(row.bytes / 1024, 1)} | ${fmt(row.cpu, 2)} ms | ${goal(row)} |`,
    );
  }
  console.log(`\nMaria's mix, in turn: ${FRESH_PAGES.join(', ')}`);
  // Where a fresh page's CPU goes, thread by thread: the main thread renders every page, so its share says how near the mix is to its ceiling.
  const mix = rows.find((r) => r.mix);
  const names = [...new Set(mix.runs.flatMap((r) => Object.keys(r.threads)))];
  const perThread = names
    .map((name) => [name, median(mix.runs.map((r) => r.threads[name] ?? 0))])
    .filter(([, ms]) => ms >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  const main = perThread.find(([name]) => name === 'MainThread')?.[1] ?? 0;
  console.log(
    `Its server CPU a page by thread (medians): ${perThread.map(([name, ms]) => `${name} ${fmt(ms, 2)} ms`).join(', ')}; the main thread busy ${fmt((100 * main * mix.rps) / 1000)} % of the time`,
  );
  console.log(
    `Its time inside the server, from reading a request to its last byte (medians): p50 ${fmt(median(mix.runs.map((r) => r.inServer.p50)), 1)} ms, p99 ${fmt(median(mix.runs.map((r) => r.inServer.p99)), 1)} ms, most of it waiting its turn behind the requests read before it (the main thread renders one page at a time); the rest of an answer's time is the network and the client`,
  );
  console.log('\nOne signed-in page alone (goal for a warm page: at most one API round trip and three queries):\n');
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

/** The server's times inside it for the requests since the last call (n, p50, p99 in ms); the next call starts afresh. */
async function inServerTimes(base) {
  const response = await fetch(`${base}/healthz/times`);
  if (!response.ok) throw new Error(`/healthz/times answered ${response.status} (the server times requests only with APPS_COUNTERS=on)`);
  return response.json();
}

async function counters(base) {
  const response = await fetch(`${base}/healthz/counters`);
  if (!response.ok) throw new Error(`/healthz/counters answered ${response.status} (the server counts only with APPS_COUNTERS=on)`);
  return response.json();
}

function serverMemory(pid) {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return rss ? `${Math.round(Number(rss) / 1024)} MiB resident after the run` : 'unknown';
  } catch {
    return 'unknown';
  }
}
