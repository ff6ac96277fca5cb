import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { drawerLink, open, signInHome } from './shell-support';

test.describe('drawer tabs (spec §2.1, §4)', () => {
  test.beforeEach(async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
  });

  test("the home item 'Apps' is fixed and has no close control", async ({ page }) => {
    await expect(drawerLink(page, '/')).toHaveText('Apps');
    await expect(page.locator('#drawer').getByRole('button', { name: 'Close Apps' })).toHaveCount(0);
  });

  test('opening a page opens its application as a tab with its configured title', async ({ page }) => {
    await open(page, '/ECR');
    await expect(drawerLink(page, '/ECR')).toHaveText('Engineering Change Requests');
    await expect(drawerLink(page, '/ECR')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#drawer').getByRole('button', { name: 'Close Engineering Change Requests' })).toBeVisible();
  });

  test('a child appears under its parent once, titled from its template', async ({ page }) => {
    await open(page, '/ECR/5');
    await open(page, '/ECR/5');
    await open(page, '/ECR/6');
    const parent = page.locator('#drawer li').filter({ has: page.locator('> div > a[href="/ECR"]') });
    await expect(parent.locator('a[href="/ECR/5"]')).toHaveCount(1);
    await expect(parent.locator('a[href="/ECR/5"]')).toHaveText('ID: 5');
    await expect(parent.locator('a[href="/ECR/6"]')).toHaveText('ID: 6');
    await expect(drawerLink(page, '/ECR')).toHaveCount(1);
  });

  test('a grandchild nests under the child', async ({ page }) => {
    await open(page, '/InspectionManagement/InspectionSets/9');
    const app = page.locator('#drawer li').filter({ has: page.locator('> div > a[href="/InspectionManagement"]') });
    const child = app.locator('li').filter({ has: page.locator('> div > a[href="/InspectionManagement/InspectionSets"]') });
    await expect(child.locator('a[href="/InspectionManagement/InspectionSets/9"]')).toHaveText('Set: 9');
  });

  test('closing another tab stays; closing the current child goes to its parent; closing the current tab goes home', async ({ page }) => {
    await open(page, '/Project');
    await open(page, '/ECR/6');
    await open(page, '/ECR/5');
    await page.getByRole('button', { name: 'Close ID: 6' }).click();
    await expect(drawerLink(page, '/ECR/6')).toHaveCount(0);
    await expect(page).toHaveURL(`${baseUrl()}/ECR/5`);

    await page.getByRole('button', { name: 'Close ID: 5' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/ECR`);
    await expect(drawerLink(page, '/ECR/5')).toHaveCount(0);

    await page.getByRole('button', { name: 'Close Engineering Change Requests' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(drawerLink(page, '/ECR')).toHaveCount(0);
    await expect(drawerLink(page, '/Project')).toHaveCount(1);
  });

  test('closing a tab while on its child leaves for the home page', async ({ page }) => {
    await open(page, '/Project/12');
    await page.getByRole('button', { name: 'Close Projects', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(drawerLink(page, '/Project/12')).toHaveCount(0);
  });

  test('tabs survive a reload and are in the server-rendered html (no flash)', async ({ page }) => {
    await open(page, '/ECR/5');
    await open(page, '/Project');
    await page.reload();
    await expect(drawerLink(page, '/ECR/5')).toHaveCount(1);
    const html = await (await page.request.get(`${baseUrl()}/`)).text();
    expect(html).toContain('href="/ECR/5"');
    expect(html).toContain('href="/Project"');
  });

  test('two windows share one list and do not undo each other', async ({ page, context }) => {
    await open(page, '/ECR');
    const other = await context.newPage();
    await open(other, '/Project');
    await open(other, '/');
    await expect(drawerLink(page, '/Project')).toHaveCount(1);
    await page.getByRole('button', { name: 'Close Projects', exact: true }).click();
    await expect(drawerLink(other, '/Project')).toHaveCount(0);
    await other.reload();
    await expect(drawerLink(other, '/Project')).toHaveCount(0);
    await expect(drawerLink(other, '/ECR')).toHaveCount(1);
  });
});

test.describe('drawer widths (spec §9: 275 px, breakpoint 1250 px)', () => {
  test('at 1400 px the drawer is open beside the page', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInHome(page, ACCOUNTS.carter.email);
    const drawer = page.locator('#drawer');
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(275);
    expect((await page.locator('#main').boundingBox())?.x).toBeGreaterThanOrEqual(275);
    await expect(page.locator('#drawer-toggle')).toHaveAttribute('aria-expanded', 'true');
    await open(page, '/ECR');
    await drawerLink(page, '/').click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.locator('#drawer')).toBeVisible();
  });

  test('at 1000 px it starts closed, the toggle opens it, choosing an item closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signInHome(page, ACCOUNTS.carter.email);
    await open(page, '/ECR');
    const drawer = page.locator('#drawer');
    await expect(drawer).toBeHidden();
    await page.locator('#drawer-toggle').click();
    await expect(drawer).toBeVisible();
    await expect(page.locator('#drawer-toggle')).toHaveAttribute('aria-expanded', 'true');
    await drawerLink(page, '/').click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(drawer).toBeHidden();
  });

  test('at 1000 px Escape closes the open drawer and focus returns to the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signInHome(page, ACCOUNTS.carter.email);
    await page.locator('#drawer-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#drawer')).toBeHidden();
    await expect(page.locator('#drawer-toggle')).toBeFocused();
  });

  test('print view hides the drawer and the top bar', async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#drawer')).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('#main')).toBeVisible();
  });
});
