import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

/** On an 800x1280 touch tablet the administration pages' links and buttons are at least 44 px high. */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });

const PAGES = [
  '/Admin/users',
  '/Admin/users?empId=2001&q=2001',
  '/Admin/userGroups',
  '/Admin/UserGroup/groupMembers?groupId=1',
  '/Admin/applications',
  '/Admin/Applications/subApps?menuId=1',
  '/Admin/Applications/updateMenuItem?id=1',
  '/Admin/Applications/Security/Apps/securityDtls?menuId=1',
];

test('every link and button of the administration pages is at least 44 px high on a touch tablet', async ({ page }) => {
  await signIn(page, ACCOUNTS.carter.email, 'demo', '/Admin/users');
  const small: string[] = [];
  for (const path of PAGES) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.locator('main')).toBeVisible();
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('main :is(a, button, select, input:not([type=hidden]), summary)')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName,
          box: el.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.height < 44)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    small.push(...found.map((line) => `${path} ${line}`));
    if (path.includes('empId')) await page.screenshot({ path: 'test-results/admin-touch-800.png', fullPage: true });
  }
  expect(small).toEqual([]);
});
