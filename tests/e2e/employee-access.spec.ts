import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';

// Ana Torres (Spirit Lake) and the application Fixture Lookup are no other browser test's (admin.spec reads
// Glossary's audit log, newest first): every grant made here is revoked in the same test.
const ANA = 2003;
const PAGE = `/Admin/users?empId=${ANA}`;
const SHOTS = 'test-results/shots';

/** Chooses an option of a grant form by its label and sends it. */
async function grant(page: Page, form: string, label: string, button: string): Promise<void> {
  const grantForm = page.getByTestId(form);
  await grantForm.getByRole('combobox').selectOption({ label });
  await grantForm.getByRole('button', { name: button }).click();
}

test.describe('grants from an employee page (administration)', () => {
  test('Jordan lets Ana work at Sheldon and grants and revokes an application and a right there, each audited; Spanish says a refusal', async ({
    browser,
  }) => {
    const jordan = await signedIn(browser, ACCOUNTS.carter.email);
    await jordan.goto(`${baseUrl()}${PAGE}`);
    const plants = jordan.getByTestId('access-plants');
    await expect(plants).toContainText('Spirit Lake · own plant');
    await expect(plants).toContainText('No other plant.');

    await grant(jordan, 'grant-plant', 'Sheldon', 'Grant plant');
    await expect(jordan.getByTestId('alert').filter({ hasText: 'Sheldon granted to Ana Torres.' })).toBeVisible();
    await expect(plants).toContainText('Sheldon · granted');
    await expect(jordan).toHaveURL(`${baseUrl()}${PAGE}`);

    await grant(jordan, 'grant-app', 'Fixture Lookup', 'Grant application');
    const fixtures = jordan.getByTestId('access-apps').getByRole('row', { name: /Fixture Lookup/ });
    await expect(jordan.getByTestId('alert').filter({ hasText: 'Fixture Lookup granted to Ana Torres.' })).toBeVisible();
    await expect(fixtures).toContainText('Directly');

    const subApps = jordan.getByTestId('grant-subapp').getByRole('combobox');
    await subApps.selectOption('Maintenance_Manager');
    await jordan.getByTestId('grant-subapp').getByRole('button', { name: 'Grant right' }).click();
    await expect(jordan.getByTestId('access-subapps').getByRole('row', { name: /Maintenance_Manager/ })).toContainText('Directly');
    await jordan.setViewportSize({ width: 1280, height: 900 });
    await jordan.screenshot({ path: `${SHOTS}/employee-access-1280.png`, fullPage: true });

    // Each own grant is revoked where it is shown; the audit log has every change.
    await jordan.getByTestId('access-subapps').getByRole('button', { name: 'Revoke Maintenance_Manager from Ana Torres' }).click();
    await expect(jordan.getByTestId('access-subapps').getByRole('row', { name: /Maintenance_Manager/ })).toHaveCount(0);
    await fixtures.getByRole('button', { name: 'Revoke Fixture Lookup from Ana Torres' }).click();
    await expect(jordan.getByTestId('access-apps').getByRole('row', { name: /Fixture Lookup/ })).toHaveCount(0);
    await plants.getByRole('button', { name: 'Revoke Sheldon from Ana Torres' }).click();
    await expect(plants).toContainText('No other plant.');
    await expect(jordan.getByTestId('alert').filter({ hasText: 'Sheldon revoked from Ana Torres.' })).toBeVisible();
    await jordan.goto(`${baseUrl()}/Admin/Applications/Security/SubApps/securityDtls?subAppId=Maintenance_Manager`);
    await expect(jordan.locator('body')).toContainText(/Maintenance_Manager → Ana Torres \(2003\)/);

    // In Spanish on a tablet: the panel's words, and a refusal (her own plant, forged into the form) said in Spanish, nothing granted.
    const tablet = await signedIn(browser, ACCOUNTS.carter.email, 'es', { width: 800, height: 1280 });
    await tablet.goto(`${baseUrl()}${PAGE}`);
    await expect(tablet.getByTestId('access-plants')).toContainText('Spirit Lake · planta propia');
    // Her applications by their Spanish names, as her home page and drawer give them.
    await expect(tablet.getByTestId('access-apps').getByRole('rowheader')).toContainText([
      'Movimiento de inventario',
      'Emisión de material',
    ]);
    // And what may be granted her, by the same names.
    await expect(tablet.getByTestId('grant-app').locator('option', { hasText: 'Búsqueda de herramentales' })).toHaveCount(1);
    await expect(tablet.getByTestId('grant-app').locator('option', { hasText: 'Fixture Lookup' })).toHaveCount(0);
    await tablet
      .getByTestId('grant-plant')
      .locator('option[value="MfgSys"]')
      .evaluate((o) => ((o as HTMLOptionElement).value = 'SPIRITLA'));
    await tablet.getByTestId('grant-plant').getByRole('combobox').selectOption('SPIRITLA');
    await tablet.getByTestId('grant-plant').getByRole('button', { name: 'Conceder planta' }).click();
    await expect(tablet.getByTestId('form-error')).toContainText('Ana Torres (2003) ya trabaja en Spirit Lake: es su planta propia.');
    await expect(tablet.getByTestId('access-plants')).toContainText('Ninguna otra planta.');
    await tablet.screenshot({ path: `${SHOTS}/employee-access-es-tablet.png`, fullPage: true });
  });
});
