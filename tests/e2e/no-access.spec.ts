import type { Browser, Page } from '@playwright/test';
import { APPS } from '@/lib/routes';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';

/** The shell around a page: the drawer and the top bar's bell are there. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByTestId('drawer')).toBeAttached();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
}

/** Jordan's page with the bell hydrated. */
async function jordanWithBell(browser: Browser): Promise<Page> {
  const page = await signedIn(browser, ACCOUNTS.carter.email);
  await expect(page.locator('#notification-bell [data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  return page;
}

test.describe('no access, inside the portal', () => {
  test('a refused application keeps the shell, names it and who grants it; Ask for access reaches the grantor, whose link opens the grant', async ({
    browser,
  }) => {
    // Riya Patel holds a few applications, Nitrogen Charge not among them.
    const riya = await signedIn(browser, ACCOUNTS.patel.email);
    const response = await riya.goto(`${baseUrl()}/Nitro`);
    expect(response?.status()).toBe(403);
    await expectShell(riya);
    await expect(riya.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(riya.getByTestId('error-message')).toHaveText(
      'You do not have access to Nitrogen Charge. Ask your supervisor or IT to grant you access.',
    );
    await expect(riya.getByTestId('error-grantors')).toHaveText(
      "Access to Nitrogen Charge is granted by the portal's administrators: Jordan Carter.",
    );
    // No raw error and no tab for what she may not open.
    await expect(riya.getByText('HttpError')).toHaveCount(0);
    await expect(riya.getByTestId('drawer').getByRole('link', { name: 'Nitrogen Charge', exact: true })).toHaveCount(0);

    await riya.getByTestId('ask-access').click();
    await expect(riya).toHaveURL(`${baseUrl()}/Nitro`);
    await expect(
      riya.getByTestId('alert').filter({ hasText: 'Your request for Nitrogen Charge was sent to Jordan Carter.' }),
    ).toBeVisible();
    // Reload after asking asks nothing again: the answer was a redirect.
    const reload = await riya.reload();
    expect(reload?.request().method()).toBe('GET');

    const jordan = await jordanWithBell(browser);
    await jordan.getByTestId('notification-bell').click();
    const item = jordan
      .getByTestId('notification-item')
      .filter({ hasText: 'Riya Patel (4001) asks for access to Nitrogen Charge.' })
      .first();
    await expect(item).toBeVisible();
    // Opening it marks it read (Jordan's unread count is as it was) and opens the grant for her.
    await item.getByRole('link').click();
    await expect(jordan).toHaveURL(/\/Admin\/Applications\/Security\/Apps\/newAppEmp\?menuId=\d+&empID=4001$/);
    await expect(jordan.locator('input[name="empID"]:not([type="hidden"])')).toHaveValue('4001');
    await riya.context().close();
    await jordan.context().close();
  });

  test('in Spanish: the application, the right and who grants it, and the button', async ({ browser }) => {
    const maria = await signedIn(browser, ACCOUNTS.nguyen.email, 'es');
    const response = await maria.goto(`${baseUrl()}/PurchaseRequests`);
    expect(response?.status()).toBe(403);
    await expectShell(maria);
    const app = APPS['PurchaseRequests']?.title.es ?? '';
    await expect(maria.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
    await expect(maria.getByTestId('error-message')).toHaveText(`No tiene acceso a ${app}. Pida acceso a su supervisor o a TI.`);
    await expect(maria.getByTestId('error-grantors')).toHaveText(
      `El acceso a ${app} lo conceden los administradores del portal: Jordan Carter.`,
    );
    await expect(maria.getByTestId('ask-access')).toHaveText('Pedir acceso');
    await expect(maria.getByRole('link', { name: 'Página de inicio' })).toBeVisible();

    // A right inside an application (administration needs Apps_Security) is named too.
    expect((await maria.goto(`${baseUrl()}/Admin/users`))?.status()).toBe(403);
    await expect(maria.getByText('Esta página requiere el permiso Apps_Security.')).toBeVisible();
    await expectShell(maria);
    // The page is no address of its own.
    expect((await maria.goto(`${baseUrl()}/403`))?.status()).toBe(404);
    await maria.context().close();
  });
});
