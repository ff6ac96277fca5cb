// `npm run bench:network` (or `node scripts/bench.mjs --network-only`): the slow plant network in Chromium
//. Chromium's own network and CPU emulation over the DevTools protocol: 300 ms round trip,
// 700 kbit/s each way, CPU four times slower. The signed-in administrator's home page, cold (empty cache, no
// service worker) then warm (the second visit, same browser context, the service worker in control):
// first byte, first and largest contentful paint, when the drawer answers clicks (its script ready, its islands hydrated),
// the bytes that crossed the emulated link and the pages fetched ahead. Figures only: nothing fails on a goal.
//
// The emulation is set on the page and on the service worker too: Chromium throttles per DevTools target,
// and a service worker's own fetch (network first for pages) would otherwise cross an unthrottled link and
// make the warm visit look faster than a person would see it.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const NETWORK = { offline: false, latency: 300, downloadThroughput: (700 * 1024) / 8, uploadThroughput: (700 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_NETWORK_RUNS ?? 3);
// Prefetching starts 2 s after load, when idle (src/lib/browser/shell-client.ts): watch a little longer.
const PREFETCH_WATCH_MS = 4000;

/** Set in every page before its scripts: the largest paint so far and when the drawer became usable. */
export const OBSERVE = () => {
  const marks = { lcp: 0, lcpElement: '', drawer: 0 };
  Object.defineProperty(window, '__benchMarks', { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < marks.lcp) continue;
      marks.lcp = entry.startTime;
      const el = entry.element;
      marks.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`
        : entry.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Usable: the drawer's script has attached its handlers (it marks the drawer ready: closing, the palette)
  // and any island inside the drawer has hydrated; its links work from their first paint anyway.
  const check = () => {
    const drawer = document.getElementById('drawer');
    const islands = drawer ? [...drawer.querySelectorAll('astro-island')] : [];
    if (!marks.drawer && drawer?.dataset.ready === 'true' && islands.every((island) => !island.hasAttribute('ssr')))
      marks.drawer = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['ssr', 'data-ready'],
  });
};

/** Every CDP session of a target counts the bytes it received over the emulated link and the pages it fetched. */
function countTraffic(session, tally) {
  const kinds = new Map();
  session.on('Network.requestWillBeSent', (event) => {
    const { url } = event.request;
    const path = new URL(url).pathname;
    // A document fetched in the background (rel=prefetch or a fetch of a page) other than the one asked for.
    const isPage = !/^\/(_astro|api|v1|idp|hr|favicon|sw\.js|manifest)/.test(path) && !/\.\w+$/.test(path);
    if (isPage && path !== tally.path) tally.pages.push(path);
  });
  session.on('Network.responseReceived', (event) =>
    kinds.set(event.requestId, event.response.fromServiceWorker || event.response.fromDiskCache || event.response.fromPrefetchCache),
  );
  session.on('Network.loadingFinished', (event) => {
    // Answers the service worker (or the disk cache) gave the page did not cross the link here.
    if (kinds.get(event.requestId)) return;
    tally.bytes += event.encodedDataLength;
    tally.requests += 1;
  });
}

/** A DevTools session on a target Playwright does not expose (the service worker), through the browser session. */
async function workerSession(browserSession, targetId) {
  const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId, flatten: false });
  let next = 1;
  const pending = new Map();
  const listeners = new Map();
  browserSession.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    }
  });
  return {
    send(method, params = {}) {
      const id = next++;
      const answered = new Promise((resolve) => pending.set(id, resolve));
      void browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      return answered;
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    detach: () => browserSession.send('Target.detachFromTarget', { sessionId }).catch(() => {}),
  };
}

/** One visit of `url` in `page` on the emulated link (page and service worker): its figures. */
export async function visit(browser, page, url) {
  const tally = { bytes: 0, requests: 0, pages: [], path: new URL(url).pathname };
  const cdp = await page.context().newCDPSession(page);
  countTraffic(cdp, tally);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The same link for the service worker, if one is registered (the warm visit).
  const browserSession = await browser.newBrowserCDPSession();
  const { targetInfos } = await browserSession.send('Target.getTargets');
  const workers = [];
  for (const target of targetInfos.filter((t) => t.type === 'service_worker' && t.url.startsWith(new URL(url).origin))) {
    const worker = await workerSession(browserSession, target.targetId);
    countTraffic(worker, tally);
    await worker.send('Network.enable');
    await worker.send('Network.emulateNetworkConditions', NETWORK);
    workers.push(worker);
  }
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__benchMarks.drawer > 0, null, { timeout: 120_000 });
  // The largest paint is final once the page has settled; give it a moment after the drawer is usable.
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const marks = window.__benchMarks;
    return {
      lcp: marks.lcp,
      lcpElement: marks.lcpElement,
      drawer: marks.drawer,
      ttfb: nav?.responseStart ?? 0,
      fcp: fcp?.startTime ?? 0,
      controlled: Boolean(navigator.serviceWorker?.controller),
    };
  });
  // Whatever the page fetches ahead after it settled, on this link (it should fetch nothing: the link is slow).
  await page.waitForTimeout(PREFETCH_WATCH_MS);
  await Promise.all(workers.map((w) => w.detach()));
  await browserSession.detach();
  await cdp.detach();
  return { ...figures, bytes: tally.bytes, requests: tally.requests, prefetched: tally.pages };
}

/** Prints the cold and warm figures of the home page for the signed-in cookies of `jar`. */
export async function networkFigures(base, jar) {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    const cookies = [...jar.cookies].map(([name, value]) => ({ name, value, url: base }));
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      const cold = await visit(browser, page, `${base}/`);
      // The service worker has registered and stored its copies by now; the next visit is a person's second one.
      await page.evaluate(() => navigator.serviceWorker?.ready);
      await page.waitForTimeout(1000);
      const warm = await visit(browser, page, `${base}/`);
      rows.push({ run, cold, warm });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const line = (run, kind, v, goal) =>
    `| ${run} | ${kind} | ${ms(v.ttfb)} | ${ms(v.fcp)} | ${ms(v.lcp)} (${v.lcpElement || '?'}) | ${ms(v.drawer)} | ${(v.bytes / 1024).toFixed(1)} | ${v.requests} | ${v.prefetched.length ? v.prefetched.join(' ') : 'none'} | ${kind === 'warm' ? (v.controlled ? 'yes' : 'NO') : '-'} | ${goal} |`;
  console.log(
    `\nPlant network in Chromium (300 ms RTT, 700 kbit/s, CPU x${CPU_SLOWDOWN}; the service worker on the same link), the administrator's home page:\n`,
  );
  console.log(
    '| run | visit | first byte | first paint | largest paint | drawer usable | KB over the link | requests over the link | pages fetched ahead | service worker in control | goal |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { run, cold, warm } of rows) {
    console.log(
      line(
        run,
        'cold',
        cold,
        `paint < 1.5 s: ${cold.lcp < 1500 ? 'met' : 'not yet'}; drawer < 2.5 s: ${cold.drawer < 2500 ? 'met' : 'not yet'}`,
      ),
    );
    console.log(
      line(
        run,
        'warm',
        warm,
        `paint < 1.0 s: ${warm.lcp < 1000 ? 'met' : 'not yet'}; not slower than cold: ${warm.lcp <= cold.lcp && warm.drawer <= cold.drawer ? 'met' : 'not yet'}`,
      ),
    );
  }
  console.log(
    "\nfirst byte: Chromium's emulation always delays the body but not always a navigation's response headers, so a cold visit's first byte can show the server's time alone (under 300 ms); the warm visit's goes through the throttled service worker and includes the round trip.",
  );
  for (const kind of ['cold', 'warm']) {
    const of = (key) => median(rows.map((r) => r[kind][key]));
    console.log(
      `median ${kind}: first byte ${ms(of('ttfb'))}, first paint ${ms(of('fcp'))}, largest paint ${ms(of('lcp'))}, drawer usable ${ms(of('drawer'))}, ${(of('bytes') / 1024).toFixed(1)} KB`,
    );
  }
}
