// `npm run soak` (not part of `npm test`): a wall board left alone. After a build, starts the built
// portal, pairs a board in Chromium (approved as Jordan Carter, Spirit Lake), and lets it run for
// SOAK_MINUTES (30) with every interval of the board 60 times shorter (?speed=60: 30 minutes stand for
// 30 hours) on a CPU throttled 4 times, through two server restarts, while a count changes every minute.
// It prints the board's JS heap (after a garbage collection), DOM nodes, listeners and the server's open
// sockets every minute, and fails when the heap at the end is more than 20 % above the heap after the
// first five minutes, or the board is not showing its data.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { request, signIn, startPortal } from './bench/portal.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? '30');
const RESTARTS = [Math.round(MINUTES / 3), Math.round((2 * MINUTES) / 3)];
const BASELINE_MINUTE = Math.min(5, MINUTES);
const ALLOWED_GROWTH = 0.2;

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-soak-'));
const env = { PORT: String(port), APP_ENV: 'development' };
let server = await startPortal(env, [], { dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
});
let failed = false;
try {
  const base = server.url;
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/daybyhour/board?speed=60`);
  const code =
    (await page
      .getByTestId('pair-code')
      .filter({ hasText: /^[A-Z]{4}-[A-Z]{4}$/ })
      .textContent({ timeout: 60_000 })) ?? '';

  let { jar } = await signIn(base, 'shjcarter@example.com');
  const approve = await request(jar, base, '/devices', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userCode: code, name: 'Soak board', plant: 'SPIRITLA', use: 'board', formKey: `soak-${Date.now()}` }),
  });
  if (!approve.response.ok) throw new Error(`approval answered ${approve.response.status}`);
  await page.locator('tbody[data-resource="WELD-1"]').waitFor({ timeout: 60_000 });
  const board = JSON.parse(await (await request(jar, base, '/api/v1/Boards/DayByHour?plant=SPIRITLA')).response.text());
  const resource = board.resources[0];

  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  // DOM nodes and listeners the page holds (after the collection above), and the server's open sockets:
  // a board that leaks elements, handlers or connections grows these even while its heap looks flat.
  await cdp.send('Performance.enable');
  const domCounts = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { nodes: of('Nodes'), listeners: of('JSEventListeners') };
  };
  const sockets = () => {
    const port = new URL(server.url).port;
    const out = spawnSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' }).stdout ?? '';
    return out.split('\n').filter(Boolean).length;
  };
  let baseline = 0;
  let last = 0;
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    // One count a minute: the board fetches its table again on each.
    const hour = resource.hours.filter((h) => h.actual !== null).at(-1)?.hour;
    if (hour) {
      await request(jar, base, '/api/v1/Boards/DayByHour/Counts', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'idempotency-key': `soak-${minute}-${Date.now()}` },
        body: JSON.stringify({ resourceId: resource.id, hour, quantity: minute % 40 }),
      }).catch(() => undefined);
    }
    if (RESTARTS.includes(minute)) {
      await server.stop();
      console.log(`minute ${minute}: server stopped`);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      server = await startPortal(env, [], { dataDir });
      jar = (await signIn(server.url, 'shjcarter@example.com')).jar;
      console.log(`minute ${minute}: server started again`);
    }
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    last = await heap();
    if (minute === BASELINE_MINUTE) baseline = last;
    const shows = await page.locator('tbody[data-resource="WELD-1"]').count();
    const { nodes, listeners } = await domCounts();
    console.log(
      `minute ${String(minute).padStart(2)}: JS heap ${mb(last)}, DOM nodes ${nodes}, listeners ${listeners}, server sockets ${sockets()}${shows ? '' : '  (board not showing its data)'}`,
    );
  }
  const shows = await page.locator('tbody[data-resource="WELD-1"]').count();
  const growth = baseline ? (last - baseline) / baseline : 0;
  const ok = shows > 0 && growth <= ALLOWED_GROWTH;
  console.log(
    `soak: heap after ${BASELINE_MINUTE} min ${mb(baseline)}, at the end ${mb(last)} (${(growth * 100).toFixed(1)} %, allowed ${ALLOWED_GROWTH * 100} %); board ${shows ? 'shows its data' : 'does NOT show its data'}: ${ok ? 'OK' : 'FAILED'}`,
  );
  failed = !ok;
} catch (error) {
  console.error(`soak: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
