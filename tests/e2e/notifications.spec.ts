import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signIn, test, useOwnPortal } from './support/fixtures';

/** Waits until the bell's island has hydrated (its button answers clicks). */
async function bellReady(page: Page): Promise<void> {
  await expect(page.locator('#notification-bell [data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/** Signs in and waits until the bell has hydrated. */
async function signInWithBell(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await page.waitForLoadState('load');
  await bellReady(page);
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const items = (page: Page) => page.getByTestId('notification-item');

async function openBell(page: Page): Promise<void> {
  await bellReady(page);
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('notification-list')).toBeVisible();
  await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
}

// These tests make API calls fail with page.route, which does not see requests a service worker handles.
test.use({ serviceWorkers: 'block' });
// The unread counts are the seed's: other features' tests notify the same demo accounts on the shared portal.
useOwnPortal();

test.describe('notification bell (spec §4, §7, §9)', () => {
  test('shows the unread count painted by the server, announced to screen readers, in both languages', async ({ page, context }) => {
    await signInWithBell(page, ACCOUNTS.carter.email);
    await expect(page.getByTestId('notification-count')).toHaveText('3');
    await expect(page.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(page.getByTestId('notification-live')).toHaveText('Notifications, 3 unread');
    await expect(page.getByTestId('notification-live')).toHaveAttribute('aria-live', 'polite');
    // The count is in the HTML itself: no flash and no request for it at load.
    const html = await (await page.request.get(`${baseUrl()}/`)).text();
    expect(html).toMatch(/data-testid="notification-count"[^>]*>3</);
    await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeVisible();
    await openBell(page);
    await expect(page.getByTestId('notification-mark-all')).toHaveText('Marcar todas como leídas');
  });

  test('lists unread then read, newest first, in 50 px items of a 400 px list, with dates; keyboard and Escape', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/Notifications?')) calls.push(decodeURIComponent(new URL(request.url()).search));
    });
    await signInWithBell(page, ACCOUNTS.carter.email);
    expect(calls).toEqual([]);
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
    expect(calls).toEqual([
      `?$filter=unread eq true and username eq '${ACCOUNTS.carter.email}'&$orderby=date desc`,
      `?$filter=unread eq false and username eq '${ACCOUNTS.carter.email}'&$orderby=date desc`,
    ]);
    await expect(items(page)).toHaveCount(5);
    const unread = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-unread')));
    expect(unread).toEqual(['true', 'true', 'true', 'false', 'false']);
    await expect(items(page).first()).toContainText('PR 5512 awaits your approval');
    await expect(items(page).first().locator('time')).toHaveText(/^(Today|Yesterday) \d{1,2}:\d\d/);
    const list = page.getByTestId('notification-list');
    expect((await list.boundingBox())?.height).toBe(400);
    expect((await items(page).first().boundingBox())?.height).toBe(50);
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');

    // Focus moved into the list; arrows move between items; Escape closes and gives focus back.
    await expect(items(page).first().locator('a')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items(page).nth(1).locator('a')).toBeFocused();
    await page.keyboard.press('End');
    await expect(items(page).last().locator('a')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(bell(page)).toBeFocused();
  });

  test('cuts a description longer than 31 characters and shows it whole in a tooltip on hover and on focus', async ({ page }) => {
    await signInWithBell(page, ACCOUNTS.carter.email);
    await openBell(page);
    const long = 'Corrective action 77 was assigned to you by Quality';
    const item = items(page).filter({ hasText: 'Corrective action 77' });
    await expect(item.getByTestId('notification-description')).toHaveText(/Corrective action 77 was assign…$/);
    const link = item.locator('a');
    await expect(link).toHaveAttribute('title', long);
    const tooltip = page.getByRole('tooltip', { name: long });
    await expect(tooltip).toBeHidden();
    await link.hover();
    await expect(tooltip).toBeVisible();
    await expect(link).toHaveAccessibleDescription(long);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await link.focus();
    await expect(tooltip).toBeVisible();
    // A short one has neither.
    const short = items(page).filter({ hasText: 'New QA alert' }).locator('a');
    await expect(short).not.toHaveAttribute('title', /.+/);
    await expect(short).not.toHaveAttribute('aria-describedby', /.+/);
  });

  test('opening an item marks it read (PATCH) and goes to its action route, which opens as a tab', async ({ page }) => {
    await signInWithBell(page, ACCOUNTS.nguyen.email);
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await openBell(page);
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/v1/Notifications'));
    await items(page).filter({ hasText: 'Maintenance request 1043' }).locator('a').click();
    const body = (await patch).postDataJSON() as { unread: boolean; action: string; username: string };
    expect(body).toMatchObject({ unread: false, action: '/Maintenance/1043', username: ACCOUNTS.nguyen.email });
    await expect(page).toHaveURL(`${baseUrl()}/Maintenance/1043`);
    await expect(page.locator('#drawer a[href="/Maintenance/1043"]')).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await openBell(page);
    const read = items(page).filter({ hasText: 'Maintenance request 1043' });
    await expect(read).toHaveAttribute('data-unread', 'false');
  });

  test("'Mark all as read' sends POST MarkAll/{username} and reloads the lists", async ({ page }) => {
    await signInWithBell(page, ACCOUNTS.wilson.email);
    await expect(page.getByTestId('notification-count')).toHaveText('3');
    await openBell(page);
    const markAll = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/Notifications/MarkAll/'));
    const reloaded = page.waitForRequest((r) => r.url().includes('unread%20eq%20false') || r.url().includes('unread eq false'));
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    expect((await markAll).url()).toContain(`/MarkAll/${encodeURIComponent(ACCOUNTS.wilson.email)}`);
    await reloaded;
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
    await expect(items(page)).toHaveCount(5);
    expect(await items(page).evaluateAll((els) => els.every((el) => el.getAttribute('data-unread') === 'false'))).toBe(true);
    await expect(page.getByTestId('notification-mark-all')).toBeDisabled();
  });

  test('a failed mark-all or open is only logged to the console, and the bell keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInWithBell(page, ACCOUNTS.lee.email);
    await page.route('**/api/v1/Notifications/MarkAll/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openBell(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => errors.some((text) => text.includes('[notifications] marking all notifications read failed'))).toBe(true);
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(items(page)).toHaveCount(4);
    await page.route('**/api/v1/Notifications', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 502, body: '{}' }) : route.continue(),
    );
    await items(page).filter({ hasText: 'Welcome to Apps' }).locator('a').click();
    await expect.poll(() => errors.some((text) => text.includes('[notifications] marking the notification read failed'))).toBe(true);
    await expect(page).toHaveURL(`${baseUrl()}/`);
  });

  test('a notification created while the page is open appears within 2 s without a reload', async ({ page }) => {
    // The stream opens once the page has loaded; its response headers say it is connected through the portal.
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/v1/Notifications/stream'));
    await signInWithBell(page, ACCOUNTS.patel.email);
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    expect((await streamOpen).headers()['content-type']).toMatch(/^text\/event-stream/);
    const marker = await page.evaluate(() => ((window as unknown as { __bellMarker: number }).__bellMarker = Date.now()));
    const elapsed = await page.evaluate(async (username) => {
      const started = performance.now();
      const res = await fetch('/api/v1/Notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, description: 'Inspection 6620 needs a second signature', action: '/Inspections/6620' }),
      });
      if (res.status !== 201) throw new Error(`POST answered ${res.status}`);
      return new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('not shown in 2 s')), 2000);
        const check = (): void => {
          if (document.querySelector('[data-testid="notification-count"]')?.textContent === '3') {
            clearTimeout(timeout);
            resolve(performance.now() - started);
          } else requestAnimationFrame(check);
        };
        check();
      });
    }, ACCOUNTS.patel.email);
    console.log(`[e2e] POST -> badge 3 in ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(2000);
    expect(await page.evaluate(() => (window as unknown as { __bellMarker?: number }).__bellMarker)).toBe(marker);
    await expect(page.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(page.getByTestId('notification-live')).toHaveText('Notifications, 3 unread');
    await openBell(page);
    await expect(items(page).first()).toContainText('Inspection 6620 needs a second…');
  });

  test('the open list passes axe in both themes (screenshots for a look)', async ({ page, context }) => {
    const axe = async () => {
      const results = await new AxeBuilder({ page }).include('#notification-bell').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await signInWithBell(page, ACCOUNTS.carter.email);
    await openBell(page);
    await items(page).filter({ hasText: 'Corrective action 77' }).locator('a').hover();
    await axe();
    await page.screenshot({ path: '/tmp/notifications-dark.png' });
    await context.addCookies([{ name: 'theme', value: 'light', url: baseUrl() }]);
    await page.evaluate(() => localStorage.setItem('isDark', 'false'));
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await openBell(page);
    await axe();
    await page.screenshot({ path: '/tmp/notifications-light.png' });
  });
});
