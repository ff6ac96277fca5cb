import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { waitForShell } from './shell-support';

const SHOTS = 'test-results/records';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
}

/** Fills the leak fields of a new entry. */
async function fillLeak(page: Page, job: string): Promise<void> {
  await page.locator('#field-plant').selectOption('SPIRITLA');
  await page.locator('#field-type').selectOption('hydraulic');
  await page.locator('#field-cylinderNumber').fill('SP-E2E-0001');
  // A keyboard-wedge scanner ends with Enter: it moves on instead of sending the form.
  await page.locator('#field-cylinderNumber').press('Enter');
  await expect(page.locator('#field-jobNumber')).toBeFocused();
  await page.locator('#field-jobNumber').fill(job);
  await page.locator('#field-cell').fill('Cell 4');
  await page.locator('#field-shift').selectOption('2');
  await page.locator('#field-robotOperator').fill('K. Olson');
  await page.locator('#field-location').selectOption('leak test');
  await page.locator('#field-leakLocation').selectOption('port weld');
  await page.locator('#field-defectType').selectOption('porosity cluster');
  await page.locator('#field-feature').selectOption('port');
  await page.locator('#field-orientation').selectOption('3:00');
}

test.describe('weld leak repair', () => {
  test('Maria enters, filters, edits and closes an entry (English, 1280 px), and prints it', async ({ browser }) => {
    // A long flow of several pages (and a second person): minutes while other browser tests share the 2 cores.
    test.setTimeout(180_000);
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en', { width: 1280, height: 900 });
    // Maria works in the light theme (Tom in the dark one), so both are looked at.
    await page.context().addCookies([{ name: 'theme', value: 'light', url: baseUrl() }]);
    await open(page, '/weldleakrepair');
    await expect(page.getByRole('heading', { name: 'Weld Leak Repair' })).toBeVisible();
    const filter = page.getByTestId('weldleak-filter');
    await expect(filter.getByLabel('Plant')).toHaveText(/All\s*Sheldon\s*Spirit Lake\s*Bowling Green\s*Metal Finishing/);
    await expect(page.getByLabel('Last Three Months')).toBeChecked();
    await filter.getByLabel('Plant').selectOption('SPIRITLA');
    await page.getByLabel('Show Only Incomplete Entries').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('record-subtitle')).toContainText('Spirit Lake');
    const rows = page.getByTestId('weldleak-table').locator('tbody tr');
    await expect(rows.first()).toContainText('Incomplete');
    expect(await rows.filter({ hasText: 'Complete' }).filter({ hasNotText: 'Incomplete' }).count()).toBe(0);
    await expect(page.getByTestId('pareto-defects').locator('svg').first()).toBeVisible();
    // What each number counts: leaks are the entries' quantities added up.
    await expect(page.getByTestId('weldleak-pareto').getByRole('heading')).toHaveText(
      /Pareto · \d+ leaks? in \d+ entr(y|ies) \(their quantities added up\)/,
    );
    await page.screenshot({ path: `${SHOTS}/weldleak-list-maria-en-1280.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/weldleak-list-print.pdf`, format: 'Letter', printBackground: true });
    await page.screenshot({ path: `${SHOTS}/weldleak-list-print-media.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'New entry' }).click();
    await waitForShell(page);
    await fillLeak(page, '999999');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByTestId('error-jobNumber')).toHaveText('Job 999999 does not exist.');
    await expect(page.locator('#field-cylinderNumber')).toHaveValue('SP-E2E-0001');
    await page.screenshot({ path: `${SHOTS}/weldleak-new-refused-en-1280.png`, fullPage: true });
    await page.locator('#field-jobNumber').fill('219604-1');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page).toHaveURL(/\/weldleakrepair\/\d+$/);
    await waitForShell(page);
    const id = page.url().split('/').pop()!;
    await expect(page.getByTestId('entry-status')).toHaveText('Incomplete');
    await expect(page.locator('#drawer').getByRole('link', { name: `ID: ${id}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close Entry' })).toBeDisabled();

    await page.getByRole('link', { name: 'Edit Entry' }).click();
    await waitForShell(page);
    await page.locator('#field-repairInitials').fill('ko');
    await page.locator('#field-repairMinutes').fill('25');
    await page.locator('#field-correctiveAction').fill('Ground out the porosity and re-welded; retested OK');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/weldleakrepair/${id}$`));
    await page.getByRole('button', { name: 'Close Entry' }).click();
    await expect(page.getByTestId('entry-status')).toHaveText('Complete');
    await expect(page.getByRole('link', { name: 'Edit Entry' })).toHaveCount(0);
    await expect(page.getByTestId('history')).toContainText('Repair time in minutes');
    await expect(page.getByTestId('history').getByRole('row')).toHaveCount(6);
    await page.screenshot({ path: `${SHOTS}/weldleak-entry-closed-en-1280.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#drawer')).toBeHidden();
    await page.pdf({ path: `${SHOTS}/weldleak-entry-print.pdf`, format: 'Letter', printBackground: true });
    await page.screenshot({ path: `${SHOTS}/weldleak-entry-print-media.png`, fullPage: true });
    await page.context().close();
  });

  test('Tom (weldleakrepair_Admin) changes a closed entry in Spanish on a tablet', async ({ browser }) => {
    // A long flow of several pages (and a second person): minutes while other browser tests share the 2 cores.
    test.setTimeout(180_000);
    const page = await signedIn(browser, ACCOUNTS.wilson.email, 'es', { width: 800, height: 1280 });
    await open(page, '/weldleakrepair?plant=BGOHIO');
    await expect(page.getByRole('heading', { name: 'Reparación de fugas de soldadura' })).toBeVisible();
    await expect(page.getByLabel('Últimos tres meses')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/weldleak-list-tom-es-tablet.png`, fullPage: true });
    // The Pareto says what each number counts, and its words are at least the body's size on the tablet.
    const pareto = page.getByTestId('weldleak-pareto');
    await expect(pareto.getByRole('heading')).toHaveText(/Pareto · \d+ fugas? en \d+ registros? \(sus cantidades sumadas\)/);
    await expect(page.getByTestId('pareto-defects').locator('thead th').nth(2)).toHaveText('Fugas');
    const sizes = await pareto
      .locator('figure :is(td, th, figcaption)')
      .evaluateAll((els) => els.filter((el) => el.textContent?.trim()).map((el) => parseFloat(getComputedStyle(el).fontSize)));
    const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(sizes.length).toBeGreaterThan(6);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(body);
    expect(await pareto.locator('svg text').count()).toBe(0);
    await pareto.screenshot({ path: `test-results/trips/weldleak-pareto-tom-es-tablet.png` });
    const closedRow = page
      .getByTestId('weldleak-table')
      .locator('tbody tr')
      .filter({ has: page.getByText('Completo', { exact: true }) })
      .first();
    await closedRow.getByRole('link').click();
    await waitForShell(page);
    await expect(page.getByTestId('entry-status')).toHaveText('Completo');
    await page.getByRole('link', { name: 'Editar registro' }).click();
    await waitForShell(page);
    await page.locator('#field-quantity').fill('0');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByTestId('form-error')).toContainText('No se guardó nada');
    await expect(page.getByTestId('error-quantity')).toHaveText('Demasiado pequeño.');
    await page.screenshot({ path: `${SHOTS}/weldleak-edit-refused-es-tablet.png`, fullPage: true });
    await page.locator('#field-quantity').fill('2');
    await page.locator('#field-comments').fill('Cantidad corregida por el supervisor');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page).toHaveURL(/\/weldleakrepair\/\d+$/);
    await expect(page.getByTestId('history')).toContainText('Tom Wilson');
    await expect(page.locator('[data-field="quantity"]')).toHaveText('2');
    await page.screenshot({ path: `${SHOTS}/weldleak-entry-tom-es-tablet.png`, fullPage: true });
    await page.context().close();
  });
});
