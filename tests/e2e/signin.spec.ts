import { waitForShell } from './shell-support';
import { DIRECT_GRANTS, GROUPS } from '@/lib/server/db/seed-data';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

/** The applications the seed gives an employee: her groups' and her own. */
function seededApps(empId: number): Set<string> {
  const direct = DIRECT_GRANTS.find((grant) => grant.empId === empId)?.apps ?? [];
  const fromGroups = GROUPS.filter((group) => group.members.includes(empId)).flatMap((group) => group.apps);
  return new Set([...fromGroups, ...(direct === 'ALL' ? [] : direct)]);
}

test.describe('sign-in through the identity provider', () => {
  test('the portal and the provider sign-in pages follow the person’s theme and language (Spanish, light, tablet)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true });
    await context.addCookies([
      { name: 'lang', value: 'es', url: baseUrl() },
      { name: 'theme', value: 'light', url: baseUrl() },
    ]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    // The same light ground as the provider's page that follows.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 246, 249)');
    await page.screenshot({ path: 'test-results/shots/signin-portal-es-light-800.png' });
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.locator('html')).toHaveClass('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(244, 246, 249)');
    await page.screenshot({ path: 'test-results/shots/signin-idp-es-light-800.png' });
    // Without a theme cookie both are dark, as the portal is by default.
    await context.clearCookies({ name: 'theme' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 20, 23)');
    await page.screenshot({ path: 'test-results/shots/signin-idp-es-dark-800.png' });
    await context.close();
  });

  test('an administrator sees every application on the Apps home', async ({ page }) => {
    await signIn(page, ACCOUNTS.carter.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    const apps = page.getByTestId('app-list').getByRole('link');
    // One menu item per top-level application of spec §2.2 (less /dev, /itticket, /login), plus Administration.
    await expect(apps.first()).toBeVisible();
    expect(await apps.count()).toBeGreaterThan(120);
    for (const title of ['Maintenance', 'Corrective Actions', 'Purchase Requests']) {
      await expect(page.getByTestId('app-list').getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('app-list').getByRole('link', { name: 'Maintenance', exact: true })).toHaveAttribute(
      'href',
      '/Maintenance',
    );
  });

  test('a shop-floor employee sees only her applications', async ({ page }) => {
    await signIn(page, ACCOUNTS.nguyen.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    const count = await page.getByTestId('app-list').getByRole('link').count();
    // Exactly her seeded applications; the admin test may grant her Glossary for a few seconds meanwhile.
    const seeded = seededApps(ACCOUNTS.nguyen.empId).size;
    expect(count).toBeGreaterThanOrEqual(seeded);
    expect(count).toBeLessThanOrEqual(seeded + 1);
    await expect(page.getByTestId('app-list').getByRole('link', { name: /Administration|Admin/ })).toHaveCount(0);
  });

  test('an employee with no application of his own sees only what every employee holds: the suggestion box', async ({ page }) => {
    await signIn(page, ACCOUNTS.lee.email);
    await expect(page.getByTestId('app-list').getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('app-list').getByRole('link', { name: /Suggestion/ })).toHaveCount(1);
    await expect(page.getByTestId('no-apps')).toHaveCount(0);
  });

  test('the user menu shows name, username and employee ID, and logout returns to /login', async ({ page, baseUrl }) => {
    await signIn(page, ACCOUNTS.carter.email);
    // The menu is an island: click it once it has hydrated.
    await waitForShell(page);
    await page
      .getByRole('button', { name: /user menu/i })
      .or(page.getByLabel('User menu'))
      .first()
      .click();
    await expect(page.getByTestId('user-username')).toHaveText(ACCOUNTS.carter.email);
    await expect(page.getByTestId('user-empid')).toHaveText(String(ACCOUNTS.carter.empId));
    await expect(page.getByText(ACCOUNTS.carter.name).first()).toBeVisible();
    // Once the service worker controls the page, it keeps a copy of the home page for offline use.
    const cached = (home: string) => caches.match(home).then((hit) => hit !== undefined);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await waitForShell(page);
    await expect.poll(() => page.evaluate(cached, `${baseUrl}/`)).toBe(true);
    await page
      .getByRole('button', { name: /user menu/i })
      .or(page.getByLabel('User menu'))
      .first()
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Nothing of this user stays for the next one on a shared tablet: no open tabs, no cached pages.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('tabs');
    expect(await page.evaluate(cached, `${baseUrl}/`)).toBe(false);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // The session is gone: the home page sends the user back to sign in.
    await page.goto(`${baseUrl}/`);
    await expect(page).toHaveURL(/\/login/);
  });

  test('a page asked for before sign-in is reached after it', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/Maintenance?tab=open`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2FMaintenance%3Ftab%3Dopen/);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.carter.email);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseUrl}/Maintenance?tab=open`);
  });

  test('a wrong password is refused with a clear message and no session', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.carter.email);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.carter.email);
    await page.goto(`${baseUrl}/`);
    await expect(page).toHaveURL(/\/login/);
  });
});
