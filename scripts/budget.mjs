// `npm run budget`: the size budget. After a build, starts the built portal on a free
// port with a throwaway data directory, signs in through the real identity provider over plain
// HTTP, loads the home page, follows every script, module preload, stylesheet and island it
// references (and the static imports of those chunks), gzips each, prints the figures, and fails
// when JavaScript passes 100 KB gzip or CSS passes 20 KB gzip; the same for one page of each layout
// and kind (desk form, board; print has its own budget), and the extra JavaScript of SCREENS.
import { gzipSync } from 'node:zlib';
import { request, signIn, startPortal } from './bench/portal.mjs';

const LIMITS = { js: 100 * 1024, css: 20 * 1024 };
const ACCOUNT = { email: process.env.BUDGET_EMAIL ?? 'shjcarter@example.com', password: process.env.BUDGET_PASSWORD ?? 'demo' };

function assetsOfPage(html) {
  const found = new Set();
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) found.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) found.add(href);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const value = attr(tag, name);
      if (value) found.add(value);
    }
  }
  // Inline module scripts import the layout's bundled script.
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) found.add(spec);
  }
  return found;
}

const staticImports = (code) => [...code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]);

// A label's print page (?print=1) loads no React; its JavaScript, inline scripts included, stays under 5 KB gzip.
const LABEL_PRINT = {
  path: '/Labels/Forms/bgBin?print=1&noprint=1&copies=1&printer=browser-203&warehouse=STORES&binNum=A-04-2',
  js: 5 * 1024,
};

/** The inline scripts of a page (not JSON data), gzipped together. */
function inlineScripts(html) {
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  return { raw: Buffer.byteLength(inline), gzip: inline.trim() === '' ? 0 : gzipSync(inline, { level: 9 }).length };
}

/** Every script, stylesheet and island a page loads, with the static imports of its chunks, each gzipped. */
async function filesOfPage(base, jar, html) {
  const queue = [...assetsOfPage(html)].map((asset) => new URL(asset, `${base}/`).href).filter((u) => u.startsWith(base));
  const files = new Map();
  while (queue.length > 0) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const response = await fetch(url, { headers: { cookie: jar.header() } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const kind = url.endsWith('.css') ? 'css' : 'js';
    files.set(url, { kind, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    if (kind === 'js') for (const spec of staticImports(bytes.toString('utf8'))) queue.push(new URL(spec, url).href);
  }
  return files;
}

// Screens measured beyond the shell (the home page's files): [path, JavaScript budget in gzip bytes].
const SCREENS = [
  ['/issueMaterial', 40 * 1024],
  // The desk SPC chart with its hover and zoom island.
  ['/Inspections/SPC/spcCharts?id=1', 60 * 1024],
  // The record engine's list and form pages (every quality application draws these two).
  ['/CorrectiveActions/indexPage', 25 * 1024],
  ['/CorrectiveActions/components/newCorrectiveAction', 25 * 1024],
  // Part search: its search-as-you-type island only (the BOM's levels open with a small plain script).
  ['/Search/PartSearch', 15 * 1024],
  ['/Search/PartSearch/bom?part=CYL-3015-048CL', 5 * 1024],
];
// One page of each layout and kind, measured whole (every file it loads) against the same limits as
// the home page: a desk form (default layout) and a board (dark dashboard layout); the print kind is
// the label print page above (LABEL_PRINT), with its own, smaller budget. A board's JavaScript has its
// own, smaller budget too (30 KB gzip, a wall board needs no UI framework).
const KINDS = [
  ['desk form', '/Admin/Applications/newMenuItem', {}],
  ['board', '/Dashboards/DayByHour', { js: 30 * 1024 }],
  ['SPC board', '/Dashboards/SPC/spcCharts', { js: 30 * 1024 }],
];

// The device outbox (the top bar's client, its store in IndexedDB and the islands' API) adds
// at most 6 KB gzip of JavaScript to a form page. Measured as its own modules bundled and minified the
// way the build does, with the shell's and the kit's modules it uses left out: every page loads those already.
const OUTBOX = {
  source: "import './src/lib/outbox/outbox-client.ts'; export * from './src/lib/outbox/island.ts';",
  shared: ['nanostores', '@/lib/stores/alerts', '@/lib/browser/api-client', '@/lib/api/errors'],
  js: 6 * 1024,
};

/** The outbox's own JavaScript, gzipped. */
async function outboxGzip() {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: { contents: OUTBOX.source, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    external: OUTBOX.shared,
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
}

// The bench's portal and sign-in; the budget keeps its own APP_ENV (development unless set), as before.
const server = await startPortal({ APP_ENV: process.env.APP_ENV ?? 'development' });
let failed = false;
try {
  const base = server.url;
  const { jar, home } = await signIn(base, ACCOUNT.email, ACCOUNT.password);
  const files = await filesOfPage(base, jar, home);
  const rows = [...files].map(([url, f]) => ({ file: new URL(url).pathname, ...f })).sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Home page of ${ACCOUNT.email}: ${rows.length} files\n`);
  console.log(`${'file'.padEnd(64)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(64)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
  for (const kind of ['js', 'css']) {
    const total = rows
      .filter((r) => r.kind === kind)
      .reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
    const ok = total.gzip <= LIMITS[kind];
    failed ||= !ok;
    console.log(
      `${`total ${kind.toUpperCase()}`.padEnd(64)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)}  (budget ${kb(LIMITS[kind])} gzip) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  for (const [screen, limit] of SCREENS) {
    const page = await request(jar, base, screen);
    if (page.response.status !== 200) throw new Error(`${screen}: ${page.response.status}`);
    const extra = [...(await filesOfPage(base, jar, await page.response.text()))].filter(([url, f]) => f.kind === 'js' && !files.has(url));
    const gzip = extra.reduce((sum, [, f]) => sum + f.gzip, 0);
    const ok = gzip <= limit;
    failed ||= !ok;
    console.log(
      `${`${screen}: JS beyond the shell (${extra.length} files)`.padEnd(64)} ${''.padStart(10)} ${kb(gzip).padStart(10)}  (budget ${kb(limit)} gzip) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  const outbox = await outboxGzip();
  const outboxOk = outbox <= OUTBOX.js;
  failed ||= !outboxOk;
  console.log(
    `${'the device outbox on a form page (its own modules)'.padEnd(64)} ${''.padStart(10)} ${kb(outbox).padStart(10)}  (budget ${kb(OUTBOX.js)} gzip) ${outboxOk ? 'OK' : 'OVER BUDGET'}`,
  );
  const printPage = await request(jar, base, LABEL_PRINT.path);
  if (printPage.response.status !== 200) throw new Error(`${LABEL_PRINT.path}: ${printPage.response.status}`);
  const printHtml = await printPage.response.text();
  const printJs = [...(await filesOfPage(base, jar, printHtml))].filter(([, f]) => f.kind === 'js');
  const inline = inlineScripts(printHtml);
  const printGzip = printJs.reduce((sum, [, f]) => sum + f.gzip, inline.gzip);
  const printOk = printGzip <= LABEL_PRINT.js;
  failed ||= !printOk;
  console.log(
    `${`label print page: all its JS (${printJs.length} files + inline)`.padEnd(64)} ${''.padStart(10)} ${kb(printGzip).padStart(10)}  (budget ${kb(LABEL_PRINT.js)} gzip) ${printOk ? 'OK' : 'OVER BUDGET'}`,
  );
  for (const [kind, path, own] of KINDS) {
    const page = await request(jar, base, path);
    if (page.response.status !== 200) throw new Error(`${kind} ${path}: ${page.response.status}`);
    const all = [...(await filesOfPage(base, jar, await page.response.text())).values()];
    for (const type of ['js', 'css']) {
      const gzip = all.filter((f) => f.kind === type).reduce((sum, f) => sum + f.gzip, 0);
      const limit = own[type] ?? LIMITS[type];
      const ok = gzip <= limit;
      failed ||= !ok;
      console.log(
        `${`${kind} ${path.split('?')[0]}: ${type.toUpperCase()}`.padEnd(64)} ${''.padStart(10)} ${kb(gzip).padStart(10)}  (budget ${kb(limit)} gzip) ${ok ? 'OK' : 'OVER BUDGET'}`,
      );
    }
  }
} catch (error) {
  failed = true;
  console.error(`budget: ${error instanceof Error ? error.message : error}`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
