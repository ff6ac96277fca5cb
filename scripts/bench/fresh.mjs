// The fresh-render mix of `npm run bench`: fourteen of Maria's pages (lists, forms, application frames), each
// request a new address, so the page memo (keyed on the path and query) never answers and every page is rendered,
// what a first visit costs. Alone (`node scripts/bench/fresh.mjs [seconds] [--cpu-prof]`, after `npm run build`), it
// loads the mix on a portal of its own, prints the server's CPU per page and the load average, and with --cpu-prof
// leaves the server's profile in ./profiles (open it in Chrome's DevTools or speedscope).
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { load } from './load.mjs';
import { request, signIn, startPortal } from './portal.mjs';

/** Maria Nguyen, Spirit Lake: the shop-floor person whose pages the mix is. */
export const MARIA = 'slmnguyen@example.com';

/** The mix: her lists, her forms, and application frames (routes without a page of their own). */
export const FRESH_PAGES = [
  // Lists
  '/weldleakrepair',
  '/Nitro',
  '/MaterialQueue',
  '/ProdMove',
  '/shortendscheck',
  '/NonConformance',
  // Forms
  '/issueMaterial',
  '/Request/MoveRequest/stkForm',
  '/ProdMove/newRequest',
  '/hoistchecklist',
  '/Labels',
  // Application frames
  '/safety',
  '/InventoryMove',
  '/Maintenance',
];

// Counts every address the mix ever made in this process: a round that started again from 1 would ask
// for the addresses of the rounds before it, which the page memo holds.
let made = 0;

/**
 * The next address of the mix, each one new: the pages in turn, each with `?fresh=<n>`, a query no page
 * reads but the page memo keys on (its key is the path and query), so no answer comes from the memo, in
 * this round or any other of the same run.
 */
export function freshAddresses(base) {
  return () => {
    made += 1;
    return `${base}${FRESH_PAGES[made % FRESH_PAGES.length]}?fresh=${made}`;
  };
}

/** The CPU time (user + system, ms) the process `pid` has used so far, from /proc (Linux). */
export function cpuMs(pid) {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** The CPU time (user + system, ms) of a /proc stat line (a process's or a thread's). */
function statCpuMs(stat) {
  // After the command (in parentheses, which may hold spaces), utime and stime are the 12th and 13th fields, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The CPU time (ms) each thread of the process `pid` has used so far, summed by the thread's name
 * (MainThread, apps-pglite, apps-compress, V8Worker for the garbage collector's helpers, ...), from /proc (Linux).
 */
export function threadCpuMs(pid) {
  const byName = {};
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    byName[name] = (byName[name] ?? 0) + statCpuMs(stat);
  }
  return byName;
}

/** The load average (1, 5, 15 minutes), as /proc has it. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/** Every page of the mix once, signed in as `jar`'s person: throws unless each answers 200 rendered (not memo). */
export async function checkMix(base, jar) {
  for (const page of FRESH_PAGES) {
    const { response } = await request(jar, base, `${page}?fresh=check`);
    await response.text();
    if (response.status !== 200 || response.headers.get('x-apps-memo'))
      throw new Error(`${page}: ${response.status}${response.headers.get('x-apps-memo') ? ', from the memo' : ''}`);
  }
}

/** Loads the mix and answers the load figures plus the server's CPU per page over the run. */
export async function loadMix(base, pid, headers, { seconds, connections }) {
  const before = cpuMs(pid);
  const figures = await load(freshAddresses(base), { seconds, connections, headers });
  return { ...figures, cpuPerPage: (cpuMs(pid) - before) / figures.requests };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
  const profile = process.argv.includes('--cpu-prof');
  const server = await startPortal({}, profile ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []);
  try {
    const { jar } = await signIn(server.url, MARIA);
    await checkMix(server.url, jar);
    const headers = {
      accept: 'text/html,*/*',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'accept-language': 'en',
      cookie: jar.header(),
    };
    // A first round warms the server (its JIT, PGlite's caches); the next ones are printed.
    await loadMix(server.url, server.pid, headers, { seconds: 5, connections: 25 });
    // What the idle server spends (timers, its database's background work) is taken off each round's CPU.
    const idleStart = cpuMs(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idlePerSecond = (cpuMs(server.pid) - idleStart) / 3;
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 1); round += 1) {
      const r = await loadMix(server.url, server.pid, headers, { seconds, connections: 25 });
      const busy = r.cpuPerPage - (idlePerSecond * seconds) / r.requests;
      console.log(
        `fresh mix: ${r.rps.toFixed(0)} pages/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, server CPU ${r.cpuPerPage.toFixed(2)} ms a page (${busy.toFixed(2)} without the idle server's ${idlePerSecond.toFixed(0)} ms/s), ${(r.bytes / 1024).toFixed(1)} KB an answer, ${r.wrong} not 200; load average ${loadAverage()}`,
      );
    }
  } finally {
    await server.stop();
  }
}
