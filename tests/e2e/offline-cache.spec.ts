import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, resumeSession, test } from './support/fixtures';
import { open, signInHome, waitForShell } from './shell-support';

/** Every URL path held in the page's caches. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

// The service worker keeps only pages the portal meant for it, and pages leave compressed.
test('the service worker keeps a shell page for offline reading but never an administration page; pages and files are compressed', async ({
  page,
}) => {
  await signInHome(page, ACCOUNTS.carter.email);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  const maintenance = await page.request.get(`${baseUrl()}/Maintenance`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(maintenance.headers()['content-encoding']).toBe('br');
  expect(maintenance.headers()['x-apps-offline']).toBe('keep');
  expect(await maintenance.text()).toContain('</html>');
  const admin = await page.request.get(`${baseUrl()}/Admin/users`, { headers: { 'accept-encoding': 'gzip' } });
  expect(admin.status()).toBe(200);
  expect(admin.headers()['content-encoding']).toBe('gzip');
  expect(admin.headers()['x-apps-offline']).toBeUndefined();
  const script = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src^="/_astro/"]')?.src ?? '');
  expect(script).not.toBe('');
  const asset = await page.request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');

  await open(page, '/Maintenance');
  await open(page, '/Admin/users');
  await expect.poll(() => cachedPaths(page)).toContain('/Maintenance');
  expect(await cachedPaths(page)).not.toContain('/Admin/users');
});

// A tablet's first day: the page the worker first takes control of was fetched before the worker existed.
test('the page open when the service worker first takes control is kept: reloaded offline, it shows, not the browser error page', async ({
  page,
}) => {
  await resumeSession(page, ACCOUNTS.carter.email, '/Maintenance');
  await waitForShell(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(() => cachedPaths(page)).toContain('/Maintenance');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(`${baseUrl()}/Maintenance`);
  await expect(page.getByTestId('app-frame')).toBeVisible();
  await page.screenshot({ path: 'test-results/offline/first-page-offline.png' });
  await page.context().setOffline(false);
});

test.describe('without the service worker', () => {
  // The page is then the network's answer, its headers as the server sent them.
  test.use({ serviceWorkers: 'block' });

  test('Chromium offers zstd and gets its pages in zstd, shown the same', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    const shown = await page.goto(`${baseUrl()}/Maintenance`);
    expect((await shown!.request().allHeaders())['accept-encoding']).toContain('zstd');
    expect(shown!.headers()['content-encoding']).toBe('zstd');
    await waitForShell(page);
    await expect(page.getByTestId('app-frame')).toBeVisible();
  });
});
