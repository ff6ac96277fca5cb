import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { open, signInHome, waitForShell } from './shell-support';

test.describe('theme (spec §3, §9)', () => {
  test('is dark by default, switches, and survives a reload painted by the server', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.locator('header').getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('false');
    const html = await (await page.request.get(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<html[^>]*lang="en"(?![^>]*class="dark")/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('language (spec §9)', () => {
  test('Spanish is kept in a 365-day cookie and the shell speaks it', async ({ page, context }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await page.getByTestId('language-select').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForShell(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('es');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await expect(page.getByRole('button', { name: 'Abrir el menú de usuario' })).toBeVisible();
    await open(page, '/ECR');
    await expect(page.locator('#drawer a[href="/ECR"]')).toHaveText('Solicitudes de cambio de ingeniería');
  });
});

test.describe('plant on first load (spec §4)', () => {
  const cases = [
    [ACCOUNTS.carter.email, 'MfgSys'],
    [ACCOUNTS.nguyen.email, 'SPIRITLA'],
    [ACCOUNTS.wilson.email, 'BGOHIO'],
    [ACCOUNTS.patel.email, 'REBUILD'],
    [ACCOUNTS.lee.email, 'MfgSys'],
  ] as const;
  for (const [email, plant] of cases) {
    test(`${email} starts at ${plant}`, async ({ page }) => {
      await signInHome(page, email);
      await expect(page.getByTestId('plant-select')).toHaveValue(plant);
    });
  }

  test('the stored plant wins over the employee plant, after a reload too', async ({ page }) => {
    await signInHome(page, ACCOUNTS.nguyen.email);
    await page.getByTestId('plant-select').selectOption('BGOHIO');
    expect(await page.evaluate(() => localStorage.getItem('plant'))).toBe('BGOHIO');
    await page.reload();
    await waitForShell(page);
    await expect(page.getByTestId('plant-select')).toHaveValue('BGOHIO');
  });
});

test.describe('alerts (spec §4, §9)', () => {
  test('a server alert shows at the top right, hides after 10 s, and can be dismissed', async ({ page, context }) => {
    await page.clock.install();
    await signInHome(page, ACCOUNTS.carter.email);
    // Every island of the home page hydrated first: an alert host still hydrating would take the flash set
    // below and show it on this page, which the next navigation leaves.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const url = new URL(baseUrl());
    const flash = (alerts: unknown) =>
      context.addCookies([{ name: 'flash', value: encodeURIComponent(JSON.stringify(alerts)), domain: url.hostname, path: '/' }]);
    await flash([{ message: 'Move Request Created' }]);
    // Time stands still from here (the islands still hydrate): the installed clock flows with real time, and on
    // a loaded machine the page took longer to come up than the 1 s margin of the checks below.
    await page.clock.pauseAt(Date.now() + 1_000);
    await open(page, '/');
    const alert = page.getByTestId('alert');
    await expect(alert).toHaveText('Move Request Created');
    await expect(alert).toHaveAttribute('data-type', 'success');
    const box = await alert.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1300);
    expect(box?.y ?? 999).toBeLessThan(150);
    await page.clock.runFor(9_000);
    await expect(alert).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(alert).toHaveCount(0);

    await flash([{ message: 'Stays until dismissed', type: 'error', timeout: 0 }]);
    await open(page, '/');
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('alert')).toHaveText('Stays until dismissed');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('alert')).toHaveCount(0);
  });
});

test.describe('top bar and user menu (spec §2.1)', () => {
  test('the user menu shows name, user, employee ID, date, theme toggle, Dev, Admin and Logout', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    const button = page.getByRole('button', { name: 'Open the user menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByTestId('user-name')).toHaveText(ACCOUNTS.carter.name);
    await expect(menu.getByTestId('user-username')).toHaveText(ACCOUNTS.carter.email);
    await expect(menu.getByTestId('user-empid')).toHaveText(String(ACCOUNTS.carter.empId));
    await expect(menu.getByTestId('user-today')).toContainText(String(new Date().getFullYear()));
    await expect(menu.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dev' })).toHaveAttribute('href', '/dev');
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/Admin/applications');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(500);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('an employee without Apps_Security sees no Admin entry', async ({ page }) => {
    await signInHome(page, ACCOUNTS.lee.email);
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Dev' })).toHaveCount(1);
  });

  test('the development banner, the bell slot, the IT ticket link and the clock', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await expect(page.getByTestId('dev-banner')).toHaveText('DEVELOPMENT ENVIRONMENT');
    await expect(page.locator('[data-slot="notifications"]')).toHaveCount(1);
    await expect(page.getByTestId('it-ticket')).toHaveAttribute('href', '/itticket');
    const ticket = await page.request.get(`${baseUrl()}/itticket`, { maxRedirects: 0 });
    expect(ticket.status()).toBe(302);
    expect(ticket.headers()['location']).toMatch(/^https?:\/\//);
    const clock = page.getByTestId('clock');
    const first = await clock.textContent();
    await expect.poll(async () => clock.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  test('a photo that fails to load falls back to initials', async ({ page }) => {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'image' && !route.request().url().endsWith('.svg') ? route.abort() : route.continue(),
    );
    await signInHome(page, ACCOUNTS.carter.email);
    await expect(page.getByTestId('user-photo-fallback')).toHaveText('JC');
  });
});

test.describe('error pages (spec §8)', () => {
  test.beforeEach(async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
  });

  test("an unmatched route: 'This page could not be found', 404", async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/NoSuchApplication/anywhere`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });

  test("an error with status 404: '404 Not Found' with 'Home page'", async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/dev?throw=404`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  test("any other error: 'An error occurred' with 'Home page', status 500", async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/dev?throw=500`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
    await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();
    expect(await page.content()).not.toMatch(/at .*\.(m?js|ts):\d+/);
  });

  test("an unknown route guard: 500 'Unknown middleware'", async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/dev?throw=guard`);
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId('error-message')).toHaveText('Unknown middleware');
  });

  test("a failing error page: 'An error occurred while showing the error page' with details and 'Go back to home'", async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/dev?throw=errorpage`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred while showing the error page');
    await expect(page.getByText('Details')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});
