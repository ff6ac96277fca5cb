import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support/fixtures';

/**
 * Gloves on every control: on an 800x1280 touch tablet, every control of Maria's shop-floor pages (the
 * pages' own, not only the shell's) is at least 44 px tall and wide. Words linked inside a sentence are
 * left out (WCAG 2.5.8 exempts them); everything else a finger aims at is measured, and offenders named.
 * The administration screens are held to the same.
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });

const PAGES = [
  '/',
  '/issueMaterial',
  '/issueMaterial/selectDialog',
  '/Request',
  '/Request/MoveRequest/stkForm',
  '/Request/MoveRequest/otherForm',
  '/MaterialQueue',
  '/ProdMove',
  '/ProdMove/newRequest',
  '/shortendscheck',
  '/shortendlocations',
  '/weldleakrepair',
  '/Nitro',
  '/hoistchecklist',
  '/liftchecklist',
  '/Labels',
  '/LaborMod',
  '/InventoryMove',
  '/safety',
];

/** The controls of the page shown that are under 44 px either way, each named with its size. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main :is(button, select, input:not([type=hidden]), textarea, a[href], [role=radio], [role=tab], summary)',
      ),
    ]
      .filter((el) => (el as HTMLElement).offsetParent !== null && !(el as HTMLElement).closest('dialog:not([open])'))
      // A link inside running text is a word of the sentence, not a button.
      .filter(
        (el) =>
          !(el.tagName === 'A' && el.closest('p, li') && (el.closest('p, li')!.textContent ?? '').trim() !== (el.textContent ?? '').trim()),
      )
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(
        ({ el, box }) =>
          (box.height < 44 || box.width < 44) &&
          !(el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.closest('label')),
      )
      .map(({ el, box }) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName)
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        return `${el.tagName.toLowerCase()} '${name}' ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}

test("every control of Maria's shop-floor pages is at least 44 px on a touch tablet", async ({ page, baseUrl }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.nguyen.email, 'demo', '/');
  const small: string[] = [];
  for (const path of PAGES) {
    await page.goto(`${baseUrl}${path}`);
    // Islands render their controls once hydrated.
    await expect(page.locator('[data-hydrated]:not([data-hydrated=true])')).toHaveCount(0);
    const found = await smallControls(page);
    if (path === '/Request') await page.screenshot({ path: 'test-results/shots/touch-request-800.png', fullPage: true });
    small.push(...found.map((f) => `${path}: ${f}`));
  }
  expect(small).toEqual([]);
});

/** An administrator's screens, from a tablet too: an employee's access, groups, applications and their security. */
const ADMIN_PAGES = [
  '/Admin/users',
  '/Admin/users?empId=2001&q=2001',
  '/Admin/userGroups',
  '/Admin/UserGroup/groupMembers?groupId=1',
  '/Admin/applications',
  '/Admin/Applications/subApps?menuId=1',
  '/Admin/Applications/updateMenuItem?id=1',
  '/Admin/Applications/Security/Apps/securityDtls?menuId=1',
];

test('every control of the administration pages is at least 44 px on a touch tablet', async ({ page, baseUrl }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.carter.email, 'demo', '/Admin/users');
  const small: string[] = [];
  for (const path of ADMIN_PAGES) {
    await page.goto(`${baseUrl}${path}`);
    await expect(page.locator('main')).toBeVisible();
    const found = await smallControls(page);
    if (path.includes('empId')) await page.screenshot({ path: 'test-results/shots/touch-admin-access-800.png', fullPage: true });
    small.push(...found.map((f) => `${path}: ${f}`));
  }
  expect(small).toEqual([]);
});
