import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, resumeSession, signIn, test } from './support/fixtures';

// An application Maria Nguyen lacks in the seed and no other browser test grants; the test revokes it again.
const APP = 'Glossary';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await resumeSession(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  return page;
}

/** The success alert the shell shows after a redirect (the flash cookie). */
function alertSaying(page: Page, text: string | RegExp) {
  return page.getByTestId('alert').filter({ hasText: text });
}

test.describe('administration', () => {
  test('an administrator grants an application through the screens, the employee opens it, the grant is revoked and she gets 403; the audit log shows both', async ({
    browser,
  }) => {
    const jordan = await signedIn(browser, ACCOUNTS.carter.email);
    const maria = await signedIn(browser, ACCOUNTS.nguyen.email);
    await expect(maria.getByTestId('app-list').getByRole('link', { name: APP, exact: true })).toHaveCount(0);

    // Find the application in the menu items table and open its security.
    await jordan.goto(`${baseUrl()}/Admin/applications`);
    await jordan.getByLabel('Search by title or link').fill(APP);
    await jordan.getByRole('button', { name: 'Filter' }).click();
    const row = jordan.getByTestId('menu-items').getByRole('row', { name: new RegExp(APP) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Security of ${APP}` }).click();
    await expect(jordan.getByRole('heading', { level: 1, name: `Security of ${APP}` })).toBeVisible();
    await expect(jordan.getByTestId('holders').getByRole('row', { name: /Nguyen/ })).toHaveCount(0);

    // Grant it to Maria: search the directory, then the row's Grant button.
    await jordan.getByTestId('admin-screen').getByRole('link', { name: 'Grant to an employee' }).click();
    await jordan.getByLabel('Search by employee ID, name or e-mail').fill('Nguyen');
    await jordan.getByRole('button', { name: 'Filter' }).click();
    await jordan.getByRole('button', { name: 'Grant: Maria Nguyen' }).click();
    await expect(jordan).toHaveURL(/\/Admin\/Applications\/Security\/Apps\/appEmps\?menuId=\d+$/);
    await expect(alertSaying(jordan, `${APP} was granted to employee 2001.`)).toBeVisible();
    await expect(jordan.getByTestId('employee-grants').getByRole('row', { name: /Nguyen, Maria/ })).toBeVisible();

    // Her next page load shows it, and it opens.
    await maria.reload();
    const link = maria.getByTestId('app-list').getByRole('link', { name: APP, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(maria).toHaveURL(`${baseUrl()}/${APP}`);
    await expect(maria.getByRole('heading', { level: 1, name: APP })).toBeVisible();

    // Revoke it, confirming first.
    await jordan.getByTestId('employee-grants').getByRole('link', { name: 'Revoke from Maria Nguyen' }).click();
    const confirm = jordan.getByTestId('confirm');
    await expect(confirm).toContainText(`Revoke ${APP} from Maria Nguyen (2001)?`);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(alertSaying(jordan, `${APP} was revoked from employee 2001.`)).toBeVisible();
    await expect(jordan.getByTestId('employee-grants').getByRole('row', { name: /Nguyen, Maria/ })).toHaveCount(0);

    // Her next request is refused.
    const refused = await maria.goto(`${baseUrl()}/${APP}`);
    expect(refused?.status()).toBe(403);
    await maria.goto(`${baseUrl()}/`);
    await expect(maria.getByTestId('app-list').getByRole('link', { name: APP, exact: true })).toHaveCount(0);

    // The audit log of the application shows both changes, newest first, by Jordan Carter.
    await jordan.getByTestId('admin-screen').getByRole('link', { name: 'Details' }).click();
    const audit = jordan.getByTestId('audit-log').getByTestId('audit-row');
    await expect(audit.nth(0)).toContainText('Revoked');
    await expect(audit.nth(0)).toContainText(`${APP} → Maria Nguyen (2001)`);
    await expect(audit.nth(0)).toContainText('Jordan Carter (1001)');
    await expect(audit.nth(1)).toContainText('Granted');
    await expect(audit.nth(1)).toContainText(`${APP} → Maria Nguyen (2001)`);
    await jordan.context().close();
    await maria.context().close();
  });

  test('a refused form says why and keeps what was typed; tables sort on the server with aria-sort', async ({ page }) => {
    await signIn(page, ACCOUNTS.carter.email);
    await page.goto(`${baseUrl()}/Admin/Applications/newMenuItem`);
    await page.getByLabel('Title').fill('   ');
    await page.getByLabel('Link').fill('Training');
    await page.getByRole('button', { name: 'Create menu item' }).click();
    await expect(page.getByTestId('form-error')).toContainText('Title: must not be empty.');
    await expect(page.getByTestId('form-error')).toContainText('Link: must be a path inside the portal');
    await expect(page.getByLabel('Link')).toHaveValue('Training');
    await expect(page.getByLabel('Link')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Title').fill('Training');
    await page.getByLabel('Link').fill('/Labels');
    await page.getByRole('button', { name: 'Create menu item' }).click();
    await expect(page.getByTestId('form-error')).toContainText(/The link \/Labels is already used by Labels \(menu ID \d+\)\./);
    await expect(page.getByLabel('Title')).toHaveValue('Training');

    await page.goto(`${baseUrl()}/Admin/users?plant=SPIRITLA`);
    const header = page.getByRole('columnheader', { name: /Employee ID/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('link').click();
    await expect(page.getByRole('columnheader', { name: /Employee ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await page
      .getByRole('columnheader', { name: /Employee ID/ })
      .getByRole('link')
      .click();
    await expect(page.getByRole('columnheader', { name: /Employee ID/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByTestId('employees').locator('tbody tr').first()).toContainText('2021');
    await page.getByRole('link', { name: 'Access of Maria Nguyen' }).click();
    await expect(page.getByTestId('employee-access')).toContainText('Via group Spirit Lake Shop Floor');
    await expect(page.getByTestId('access-apps').getByRole('row', { name: /Maintenance/ })).toContainText('Directly');

    // A refused rename of a group comes back by a redirect: its message at the field, and a reload sends nothing.
    await page.goto(`${baseUrl()}/Admin/userGroups`);
    await page.getByTestId('groups').getByRole('link', { name: 'Quality' }).click();
    await page.locator('#field-name').fill(' ');
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByTestId('error-name')).toContainText('must not be empty');
    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe('GET');
    await expect(page.getByTestId('error-name')).toHaveCount(0);
    await expect(page.locator('#field-name')).toHaveValue('Quality');
  });
});
