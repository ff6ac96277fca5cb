import type { CDPSession, Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './support/fixtures';
import { open, signInHome } from './shell-support';

// Prefetch only the likely next pages (the drawer's other open applications, at most three),
// only on a link that can spare it (not on Save-Data, not on a slow navigator.connection), never on
// boards. The shell writes what it decided on <html data-prefetch>; the tests wait for that, then look
// at the requests the browser made for pages it was not asked to open.

/** Every page path the browser fetched in the background (not a navigation) from now on. */
function backgroundPages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() || /^\/(_astro|api|v1|idp|hr|favicon|sw\.js)/.test(url.pathname) || /\.\w+$/.test(url.pathname))
      return;
    // A board fetching its own part again (?part=, its live refresh) is no prefetch of another page.
    if (url.searchParams.has('part') && url.pathname === new URL(page.url()).pathname) return;
    seen.push(url.pathname);
  });
  return seen;
}

/** Opens the three tabs, then the home page, and waits until the shell has decided what to prefetch. */
async function homeWithTabs(page: Page): Promise<string[]> {
  for (const path of ['/ECR', '/Project', '/Maintenance', '/InspectionManagement']) await open(page, path);
  const seen = backgroundPages(page);
  await open(page, '/');
  await expect(page.locator('html[data-prefetch]')).toBeAttached({ timeout: 20_000 });
  return seen;
}

/** The link navigator.connection reports: a fresh headless browser guesses 1.4 Mbit/s (too slow to prefetch), so a fast link is set too. */
async function link(page: Page, kind: 'fast' | 'plant'): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Fast: 20 ms, 20 Mbit/s (4g, 10 Mbit/s reported). Plant: 300 ms round trip, 700 kbit/s (3g reported).
  const conditions =
    kind === 'fast'
      ? { latency: 20, downloadThroughput: 2_500_000, uploadThroughput: 2_500_000 }
      : { latency: 300, downloadThroughput: 87_500, uploadThroughput: 87_500 };
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  return cdp;
}

test.describe('prefetch', () => {
  test('on a fast link: the drawer’s other open applications, at most three, not the page shown', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await link(page, 'fast');
    const seen = await homeWithTabs(page);
    await expect(page.locator('html')).toHaveAttribute('data-prefetch', '3');
    await expect.poll(() => new Set(seen).size).toBe(3);
    const drawerPaths = await page.locator('#drawer nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...new Set(seen)].every((path) => drawerPaths.includes(path) && path !== '/')).toBe(true);
  });

  test('on a slow plant link nothing is prefetched', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await link(page, 'plant');
    const seen = await homeWithTabs(page);
    await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'skipped');
    expect(seen).toEqual([]);
  });

  test('with Save-Data nothing is prefetched', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    const cdp = await link(page, 'fast');
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const seen = await homeWithTabs(page);
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'skipped');
    expect(seen).toEqual([]);
  });

  test('a board prefetches nothing, even on a fast link', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await link(page, 'fast');
    const seen = backgroundPages(page);
    await open(page, '/Dashboards/HR/birthdays');
    await expect(page.locator('html')).toHaveAttribute('data-prefetch', '0', { timeout: 20_000 });
    expect(seen).toEqual([]);
  });
});
