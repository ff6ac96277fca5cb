// `npm run bench:gc` (after `npm run build`): what of a rendered page outlives V8's young-generation
// collector. For each page of Maria's fresh-render mix (or PAGES=/a,/b), one connection loads that page at
// a new address for BENCH_GC_SECONDS (6) after a warm-up, and the server's own GC trace (--trace-gc-nvp,
// main thread only) gives per page: what the render allocated, what a scavenge found still alive and
// promoted to the old generation, and the scavenges' pause. At one connection nothing of a finished page
// should be alive at the next scavenge but what is kept on purpose (the page memo's entry, about 17 KB);
// whatever is above that is copied twice and then waits for a mark-compact, which is where the mix's
// scavenge pauses and most of its old-generation growth come from. Figures only: nothing here fails.
import { load } from './load.mjs';
import { FRESH_PAGES, MARIA, checkMix } from './fresh.mjs';
import { signIn, startPortal } from './portal.mjs';

const SECONDS = Number(process.env.BENCH_GC_SECONDS ?? 6);
const pages = process.env.PAGES ? process.env.PAGES.split(',') : FRESH_PAGES;

const server = await startPortal({}, ['--trace-gc-nvp']);
let made = 0;
try {
  const { jar } = await signIn(server.url, MARIA);
  // Her drawer then holds the mix's tabs, as in `npm run bench`.
  await checkMix(server.url, jar);
  const headers = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en', cookie: jar.header() };
  console.log(`one connection, ${SECONDS} s a page after a 2 s warm-up; the main thread's scavenges only\n`);
  console.log('| page | pages/s | KB allocated a page | KB promoted a page | of it | scavenges | their pause a page |');
  console.log('|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const next = () => `${server.url}${page}?fresh=gc${(made += 1)}`;
    await load(next, { seconds: 2, connections: 1, headers });
    const mark = server.output().length;
    const figures = await load(next, { seconds: SECONDS, connections: 1, headers });
    const main = mainThreadScavenges(server.output().slice(mark));
    const per = (key) => main.reduce((sum, fields) => sum + (fields[key] ?? 0), 0) / figures.requests;
    const allocated = per('allocated') / 1024;
    const promoted = per('promoted') / 1024;
    console.log(
      `| ${page} | ${figures.rps.toFixed(0)} | ${allocated.toFixed(0)} | ${promoted.toFixed(1)} | ${((100 * promoted) / allocated).toFixed(1)} % | ${main.length} | ${per('pause').toFixed(2)} ms |`,
    );
  }
} finally {
  await server.stop();
}

/**
 * The scavenges of the main thread in a stretch of --trace-gc-nvp output, each as its numeric fields. Every
 * isolate (the main thread, the database's and the compressor's workers) prints its own lines, tagged with
 * its address; the main thread's is the one that allocated the most.
 */
function mainThreadScavenges(output) {
  const byIsolate = new Map();
  for (const line of output.split('\n')) {
    if (!/\bgc=s\b/.test(line)) continue;
    const isolate = /^\[\d+:(0x[0-9a-f]+)/.exec(line)?.[1] ?? '?';
    const fields = Object.fromEntries([...line.matchAll(/\b([a-z_.]+)=([\d.]+)\b/g)].map(([, key, value]) => [key, Number(value)]));
    if (!byIsolate.has(isolate)) byIsolate.set(isolate, []);
    byIsolate.get(isolate).push(fields);
  }
  const allocated = (lines) => lines.reduce((sum, fields) => sum + (fields.allocated ?? 0), 0);
  return [...byIsolate.values()].sort((a, b) => allocated(b) - allocated(a))[0] ?? [];
}
