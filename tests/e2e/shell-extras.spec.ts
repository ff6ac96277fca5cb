import type { Locator, Page, Route } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { open, signInHome, waitForShell } from './shell-support';

/**
 * Shell rules not covered by the other shell specs: the dashboard layouts, the loading
 * bar, the service worker and the chunk-reload guard (spec §2.1, §4, §9). Time-dependent rules run
 * on Playwright's paused clock: nothing in the page moves unless the test moves the clock.
 */

/** Stops the page's clock: every later document starts at the same paused time, moved only by runFor / setSystemTime. */
async function pauseClock(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 5_000);
}

/** A request held until the test releases it; `reached` resolves when the browser has sent it. */
function holdRequests(): { handler: (route: Route) => Promise<void>; reached: Promise<void>; release: () => void } {
  let arrive!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    reached,
    release,
    handler: async (route) => {
      arrive();
      await released;
      await route.continue().catch(() => undefined);
    },
  };
}

// ---------------------------------------------------------------------------------------------
test.describe('dashboard layouts (spec §2.1: dark dashboard, light dashboard)', () => {
  test('a dark dashboard has no drawer, a slim header with title and live clock, and is dark even for a light-theme user', async ({
    page,
  }) => {
    await page.clock.install();
    await signInHome(page, ACCOUNTS.carter.email);
    // The user chose light: the dashboard ignores it.
    await page.locator('header').getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The info board's slides (/InfoBoard itself is where its playlists are edited, at a desk).
    await open(page, '/InfoBoard/slides');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.locator('html')).toHaveAttribute('data-theme-forced', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('false');
    await expect(page.locator('#drawer')).toHaveCount(0);
    await expect(topBarParts(page)).toHaveCount(0);
    const header = page.getByTestId('dashboard-header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(/^Info Board( · [^·]+)?$/);
    // Its title names the playlist it shows, when the plant has one.
    await expect(page).toHaveTitle(/^Info Board( · [^·]+)? · Apps$/);
    const box = await header.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThan(1300);
    // No room is kept for a drawer: the board uses the whole width.
    expect((await page.locator('main').boundingBox())?.x).toBe(0);
    // The page is painted dark (slate-950-ish), not white.
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(luminance(bg)).toBeLessThan(0.2);
    // The clock ticks every second.
    const clock = header.getByTestId('clock');
    const first = await clock.textContent();
    await page.clock.runFor(1_000);
    await expect(clock).not.toHaveText(first ?? '');
    // A board loads no React: none of its scripts holds React DOM.
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await (await page.request.get(script)).text()).not.toContain('react.dev/errors');
    // The server paints it dark too: no flash on a wall screen.
    const html = await (await page.request.get(`${baseUrl()}/InfoBoard/slides`)).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await page.screenshot({ path: '/tmp/shell-extras-dashboard-dark.png' });
  });

  test('a light dashboard is light even for a dark-theme user (the default)', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await signInHome(page, ACCOUNTS.carter.email);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.evaluate(() => localStorage.setItem('isDark', 'true'));
    await open(page, '/Dashboards/HR/birthdays');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveAttribute('data-theme-forced', 'light');
    await expect(page.locator('#drawer')).toHaveCount(0);
    await expect(topBarParts(page)).toHaveCount(0);
    const header = page.getByTestId('dashboard-header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('Birthdays');
    await expect(header.getByTestId('clock')).toHaveText(/\d{2}:\d{2}:\d{2}/);
    // A board tells the plant's time (Sheldon, Central), whatever zone the browser is set to (Tokyo here).
    const [shown, sheldon, tokyo] = await page.evaluate(() => {
      const hour = (zone?: string) => new Intl.DateTimeFormat('en', { hour: '2-digit', timeZone: zone }).format(new Date()).slice(0, 2);
      return [document.querySelector('[data-testid="clock"]')?.textContent?.slice(0, 2), hour('America/Chicago'), hour()];
    });
    expect(sheldon).not.toBe(tokyo);
    expect(shown).toBe(sheldon);
    expect((await page.locator('main').boundingBox())?.x).toBe(0);
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(luminance(bg)).toBeGreaterThan(0.8);
    const html = await (await page.request.get(`${baseUrl()}/Dashboards/HR/birthdays`)).text();
    expect(html).toMatch(/<html(?![^>]*class="dark")[^>]*data-theme-forced="light"/);
    // Back on a normal page the user's own theme is untouched.
    await open(page, '/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    // A board shows the server's alerts too (drawn without React), and each can be dismissed.
    await page
      .context()
      .addCookies([
        { name: 'flash', value: encodeURIComponent(JSON.stringify([{ message: 'Saved on the board', type: 'info' }])), url: baseUrl() },
      ]);
    await open(page, '/Dashboards/HR/birthdays');
    const alert = page.getByTestId('alert');
    await expect(alert).toHaveText('Saved on the board');
    await expect(alert).toHaveAttribute('data-type', 'info');
    await page.screenshot({ path: '/tmp/shell-extras-dashboard-light.png' });
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
    await context.close();
  });
});

/** What only the default layout's top bar holds. */
const topBarParts = (page: Page): Locator =>
  page.locator(
    '[data-testid="it-ticket"], [data-testid="plant-select"], [data-testid="language-select"], [data-testid="notification-bell"]',
  );

/** Relative luminance (0 black .. 1 white) of a CSS rgb()/rgba() colour; transparent counts as white. */
function luminance(color: string): number {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 255, g = 255, b = 255, a = 1] = parts;
  if (a === 0) return 1;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
test.describe('loading bar (spec §2.1, §9: 200 ms throttle, about 5000 ms, hides 500 ms after ready, failed style)', () => {
  // page.route does not see requests a service worker answers; the worker has its own tests below.
  test.use({ serviceWorkers: 'block' });

  const bar = (page: Page): Locator => page.locator('#progress-bar');

  /** Every state the bar takes in each document, recorded from before the first script runs. */
  async function recordBarStates(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __barStates: string[]; __barTimes: { state: string; at: number }[] };
      w.__barStates = [];
      w.__barTimes = [];
      new MutationObserver((records) => {
        const mine = records.filter((r) => (r.target as Element).id === 'progress-bar');
        mine.forEach((record, i) => {
          const state = mine[i + 1]?.oldValue ?? (record.target as HTMLElement).dataset['state'] ?? '';
          w.__barStates.push(state);
          if (record.oldValue !== state) w.__barTimes.push({ state, at: Date.now() });
        });
      }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-state'] });
    });
  }
  const shownStates = (page: Page): Promise<string[]> =>
    page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates.filter((state) => state !== 'idle'));

  async function appLinks(page: Page): Promise<string[]> {
    const hrefs = await page
      .getByTestId('app-list')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((href) => /^\/[A-Za-z]/.test(href));
  }

  test('a fast page transition shows no bar', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await recordBarStates(page);
    await pauseClock(page);
    await open(page, '/');
    const [target] = await appLinks(page);
    expect(target).toBeTruthy();
    // On the paused clock the transition takes 0 ms of page time: well under the throttle.
    await page.getByTestId('app-list').locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(`${baseUrl()}${target}`);
    await waitForShell(page);
    await page.clock.runFor(1_000);
    expect(await shownStates(page)).toEqual([]);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await expect(bar(page)).toHaveCSS('opacity', '0');
  });

  test('a slow page transition shows the bar after 200 ms, it runs about 5 s, and hides 500 ms after the page is ready', async ({
    page,
  }) => {
    // The next page is slow to get ready: the user photo in its top bar (part of its load) is held.
    // (A held document request cannot be used: Playwright can neither query nor tick the old page then.)
    await signInHome(page, ACCOUNTS.carter.email);
    await pauseClock(page);
    await open(page, '/');
    const [, target] = await appLinks(page);
    expect(target).toBeTruthy();
    const photo = holdRequests();
    await page.route('**/hr/photos/**', photo.handler);
    await page.getByTestId('app-list').locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(`${baseUrl()}${target}`);
    await photo.reached;
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.clock.runFor(190);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await expect(bar(page)).toHaveCSS('opacity', '0');
    await page.clock.runFor(20);
    await expect(bar(page)).toHaveAttribute('data-state', 'running');
    await expect(bar(page)).toHaveCSS('opacity', '1');
    await expect(bar(page)).toHaveCSS('transition-duration', '5s');
    await page.clock.runFor(3_000);
    await expect(bar(page)).toHaveAttribute('data-state', 'running');
    photo.release();
    await page.waitForLoadState('load');
    await expect(bar(page)).toHaveAttribute('data-state', 'done');
    await page.clock.runFor(450);
    await expect(bar(page)).toHaveAttribute('data-state', 'done');
    await page.clock.runFor(100);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await expect(bar(page)).toHaveCSS('opacity', '0');
  });

  /** The bell's two list calls go through clientFetch, the islands' fetch that drives the bar. */
  const LIST = '**/api/v1/Notifications?*';
  const isUnreadList = (url: string): boolean => decodeURIComponent(url).includes('unread eq true');

  async function openBell(page: Page): Promise<void> {
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-expanded', 'true');
  }
  async function closeBell(page: Page): Promise<void> {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-expanded', 'false');
  }

  test('island requests: a fast one shows no bar, a slow one shows it after 200 ms, a failed one turns it red and it hides 500 ms later', async ({
    page,
  }) => {
    await signInHome(page, ACCOUNTS.lee.email);
    await recordBarStates(page);
    await pauseClock(page);
    await open(page, '/');
    await expect(page.locator('#notification-bell [data-hydrated="true"]')).toHaveCount(1);

    // Fast: both lists answer at once.
    await openBell(page);
    await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
    await page.clock.runFor(1_000);
    expect(await shownStates(page)).toEqual([]);
    await closeBell(page);

    // Slow: held past the throttle.
    const slow = holdRequests();
    await page.route(LIST, slow.handler);
    await openBell(page);
    await slow.reached;
    await page.clock.runFor(150);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await page.clock.runFor(60);
    await expect(bar(page)).toHaveAttribute('data-state', 'running');
    slow.release();
    await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
    await expect(bar(page)).toHaveAttribute('data-state', 'done');
    await page.clock.runFor(550);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await closeBell(page);
    await page.unroute(LIST);

    // Failed: both calls answer 500.
    await page.route(LIST, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await openBell(page);
    await expect(bar(page)).toHaveAttribute('data-state', 'failed');
    await expect(bar(page)).toHaveCSS('opacity', '1');
    await expect(bar(page)).toHaveCSS('background-color', 'rgb(239, 68, 68)');
    await page.clock.runFor(450);
    await expect(bar(page)).toHaveAttribute('data-state', 'failed');
    await page.clock.runFor(100);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await closeBell(page);
    await page.unroute(LIST);
  });

  test('one failed request among several still turns the bar red, and it hides 500 ms after the last one ends', async ({ page }) => {
    await signInHome(page, ACCOUNTS.lee.email);
    await pauseClock(page);
    await open(page, '/');
    await expect(page.locator('#notification-bell [data-hydrated="true"]')).toHaveCount(1);
    // The unread list fails at once; the read list succeeds, but only after the failure shows.
    const readList = holdRequests();
    await page.route(LIST, (route) =>
      isUnreadList(route.request().url())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : readList.handler(route),
    );
    await openBell(page);
    await readList.reached;
    await expect(bar(page)).toHaveAttribute('data-state', 'failed');
    readList.release();
    await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
    await page.clock.runFor(600);
    await expect(bar(page)).toHaveAttribute('data-state', 'idle');
    await expect(bar(page)).toHaveCSS('opacity', '0');
  });
});

// ---------------------------------------------------------------------------------------------
test.describe('service worker (registered at /sw.js)', () => {
  /** Every URL path held in the page's caches. */
  const cachedPaths = (page: Page): Promise<string[]> =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });

  test('is registered with scope /, never caches /api, /v1 or /idp, and serves a hashed /_astro/ asset from its cache', async ({
    page,
  }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    expect(registration).toEqual({ scope: `${baseUrl()}/`, script: `${baseUrl()}/sw.js` });
    // The worker takes the open page over (clients.claim), so what follows goes through it.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // Visits and calls that must never be kept: the API, the islands' API, the identity provider.
    await open(page, '/');
    await expect(page.locator('#notification-bell [data-hydrated="true"]')).toHaveCount(1);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
    const statuses = await page.evaluate(async () => {
      const urls = ['/v1/Plant', '/api/v1/Notifications', '/idp/.well-known/openid-configuration', '/idp/jwks'];
      return Promise.all(urls.map(async (url) => (await fetch(url)).status));
    });
    expect(statuses.some((status) => status === 200)).toBe(true);
    for (const path of ['/idp/.well-known/openid-configuration', '/v1/Plant']) {
      await page.goto(`${baseUrl()}${path}`);
    }
    await open(page, '/ECR');

    const paths = await cachedPaths(page);
    expect(paths.filter((path) => /^\/(api|v1|idp)(\/|$)/.test(path))).toEqual([]);
    const assets = paths.filter((path) => path.startsWith('/_astro/'));
    expect(assets.length).toBeGreaterThan(0);

    // Mark the cached copy of the page's stylesheet, then load the page again.
    const stylesheet = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .map((link) => new URL(link.href).pathname)
        .find((path) => path.startsWith('/_astro/')),
    );
    expect(stylesheet, 'the page links a hashed stylesheet').toBeTruthy();
    expect(assets).toContain(stylesheet);
    await page.evaluate(async (path) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const hit = await cache.match(path);
        if (!hit) continue;
        const body = `${await hit.text()}\nhtml{--served-from-sw-cache:1}`;
        await cache.put(path, new Response(body, { headers: { 'content-type': 'text/css' } }));
      }
    }, stylesheet ?? '');
    // Requests the worker itself sends to the network (Chromium reports them on the context).
    const swNetwork: string[] = [];
    page.context().on('request', (request) => {
      if (request.serviceWorker()) swNetwork.push(request.url());
    });
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker() && new URL(response.url()).pathname.startsWith('/_astro/'))
        fromWorker.push(new URL(response.url()).pathname);
    });
    await page.reload();
    await waitForShell(page);
    // Every hashed asset of the second load came from the worker, which sent none of them to the network…
    expect(fromWorker).toContain(stylesheet);
    expect(fromWorker.some((path) => path.endsWith('.js'))).toBe(true);
    expect(swNetwork, 'the worker fetched the page itself (network first)').toContain(page.url());
    expect(swNetwork.filter((url) => new URL(url).pathname.startsWith('/_astro/'))).toEqual([]);
    // …and what it serves is its cached copy (the mark), not the server's file.
    expect(await page.evaluate(async (path) => (await fetch(path)).text(), stylesheet ?? '')).toContain('--served-from-sw-cache:1');
    // Still nothing of the API or the identity provider in any cache.
    expect((await cachedPaths(page)).filter((path) => /^\/(api|v1|idp)(\/|$)/.test(path))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
test.describe('chunk-reload guard (spec §4, §9: at most one reload a minute)', () => {
  test.use({ serviceWorkers: 'block' });

  /** Marks the current document; the mark is gone once the page has reloaded. */
  const mark = (page: Page): Promise<void> => page.evaluate(() => void ((window as unknown as { __mark: number }).__mark = 1));
  const marked = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
  /** Fires Vite's preload error as a failed chunk does; true when the guard took it (and reloads). */
  const preloadError = (page: Page): Promise<boolean> =>
    page.evaluate(() => !window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));

  /** Imports a code chunk that does not exist, leaving the failure unhandled as a lazy island's would be; returns its message. */
  const failChunk = (page: Page): Promise<string> =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          window.addEventListener('unhandledrejection', (event) => resolve(String((event.reason as Error)?.message ?? event.reason)), {
            once: true,
          });
          void import(/* @vite-ignore */ `${location.origin}/_astro/missing-chunk-${Math.random().toString(36).slice(2)}.js`);
        }),
    );

  test('a failed chunk load reloads the page once, not again within the minute, and again after it', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await pauseClock(page);
    await open(page, '/');
    let loads = 0;
    page.on('load', () => (loads += 1));

    // First failure: the page reloads.
    await mark(page);
    const reloaded = page.waitForEvent('load');
    expect(await preloadError(page)).toBe(true);
    await reloaded;
    await waitForShell(page);
    expect(await marked(page)).toBe(false);
    const loadsAfterFirst = loads;

    // 59 s later: a second failure does not reload.
    await page.clock.runFor(59_000);
    await mark(page);
    expect(await preloadError(page)).toBe(false);
    // A real failed dynamic import is not taken either (waits until the page has seen the failure).
    expect(await failChunk(page)).toMatch(/dynamically imported module/);
    await page.evaluate(() => fetch('/', { method: 'HEAD' }).then(() => undefined));
    expect(await marked(page)).toBe(true);
    expect(loads).toBe(loadsAfterFirst);

    // A minute after the first reload, a real failed dynamic import reloads the page again.
    await page.clock.runFor(1_000);
    const reloadedAgain = page.waitForEvent('load');
    await failChunk(page).catch(() => 'the page reloaded');
    await reloadedAgain;
    await waitForShell(page);
    expect(await marked(page)).toBe(false);
  });
});
