import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support/fixtures';

/**
 * Issue Material (issue 10) in Chromium: Tom (supervisor, IssueMaterial_OverIssue) in English at
 * 1280 px, Maria (operator) in Spanish on an 800x1280 tablet. The seed's try-this jobs: 118201 and
 * 219601 hold a clevis line at 23 of 20 (mtl 50) and backflushed paint (mtl 60); 219602 needs seal
 * kits whose usual bin A-03-2 holds 3.
 */
const SHOTS = 'test-results/shots';

async function openIssueMaterial(page: Page, email: string, lang: 'en' | 'es', baseUrl: string): Promise<void> {
  await signIn(page, email, 'demo', '/issueMaterial');
  await expect(page).toHaveURL(/\/issueMaterial$/);
  if (lang !== 'en') {
    // Maria's run is in Spanish and in the light theme (Tom's in English and dark), so both themes are looked at.
    await page.context().addCookies([
      { name: 'lang', value: lang, url: baseUrl },
      { name: 'theme', value: 'light', url: baseUrl },
    ]);
    await page.evaluate(() => localStorage.setItem('isDark', 'false'));
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  }
  await expect(page.getByTestId('issue-material')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('#im-group option').nth(1)).toBeAttached();
}

/** Scans a value into the focused field as a keyboard-wedge scanner does: the characters, then Enter. */
async function scan(page: Page, value: string): Promise<void> {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

test.describe('Issue Material', () => {
  test('Tom issues with a scanner, confirms over 120 % and is refused over 150 % (English, 1280 px)', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIssueMaterial(page, ACCOUNTS.wilson.email, 'en', baseUrl);
    await page.locator('#im-job').focus();
    await scan(page, '118201');
    await expect(page.getByTestId('im-job-error')).toHaveText('Select a resource group before searching for a job.');
    await page.locator('#im-group').selectOption('ASSY');
    await expect(page.locator('#im-job')).toBeFocused();
    await page.locator('#im-job').fill('');
    await scan(page, '118201');
    await expect(page.getByTestId('job-header')).toContainText('CYL-3015-48');
    await expect(page.locator('#im-mtl')).toBeFocused();
    await scan(page, '60');
    await expect(page.getByTestId('im-mtl-error')).toHaveText(
      'A backflushed material cannot be issued directly; it is issued by claiming.',
    );
    await page.locator('#im-mtl').fill('');
    await scan(page, '50');
    await expect(page.getByTestId('figure-issued')).toHaveText('23 EA');
    await expect(page.locator('#im-bin')).toBeFocused();
    await page.getByTestId('bin-list').getByRole('radio').first().click();
    await expect(page.locator('#im-quantity')).toBeFocused();
    await page.keyboard.type('2');
    await expect(page.getByTestId('figure-percent')).toHaveText('125 %');
    await page.screenshot({ path: `${SHOTS}/issue-tom-en-1280.png`, fullPage: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('confirm-issue');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('125 %');
    await expect(dialog).toContainText('Over 120 % of required.');
    await expect(dialog).toContainText('double issue');
    await page.screenshot({ path: `${SHOTS}/issue-tom-en-confirm.png` });
    await dialog.getByRole('button', { name: 'Issue anyway' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: 'Material ticket has been submitted.' })).toBeVisible();
    await expect(page.getByTestId('figure-issued')).toHaveText('25 EA');
    await page.locator('#im-quantity').fill('7');
    await page.locator('#im-quantity').press('Enter');
    await dialog.getByRole('button', { name: 'Issue anyway' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('You are not authorized to do so.');
    await expect(page.getByTestId('alert').filter({ hasText: 'An error occured while submitting a material ticket.' })).toBeVisible();
    await expect(page.getByTestId('figure-issued')).toHaveText('25 EA');
    await page.screenshot({ path: `${SHOTS}/issue-tom-en-refused.png`, fullPage: true });
  });

  test('Maria is refused over 120 %, told the bin quantity and changes the job status (Spanish, tablet)', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 800, height: 1280 });
    await openIssueMaterial(page, ACCOUNTS.nguyen.email, 'es', baseUrl);
    await page.locator('#im-group').selectOption('ASSY');
    await scan(page, '219601');
    await expect(page.locator('#im-mtl')).toBeFocused();
    await scan(page, '50');
    await page
      .getByTestId('bin-list')
      .getByRole('radio')
      .first()
      .tap()
      .catch(() => page.getByTestId('bin-list').getByRole('radio').first().click());
    await page.locator('#im-quantity').fill('2');
    await page.locator('#im-quantity').press('Enter');
    await page.getByTestId('confirm-issue').getByRole('button', { name: 'Emitir de todos modos' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('No está autorizado para hacerlo.');
    await expect(page.getByTestId('alert').filter({ hasText: 'Ocurrió un error al enviar el vale de material.' })).toBeVisible();

    await page.locator('#im-job').fill('');
    await page.locator('#im-job').focus();
    await scan(page, '219602');
    await expect(page.getByTestId('job-header')).toContainText('CYL-4020-30');
    await scan(page, '30');
    await page.locator('#im-bin').fill('A-03-2');
    await page.locator('#im-bin').press('Enter');
    await expect(page.locator('#im-quantity')).toBeFocused();
    await page.locator('#im-quantity').fill('6');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('im-quantity-error')).toHaveText(
      'La ubicación solo tiene una cantidad de 3 e intentó emitir 6. Reduzca la cantidad a emitir e inténtelo de nuevo.',
    );
    await page.screenshot({ path: `${SHOTS}/issue-maria-es-tablet.png`, fullPage: true });

    await page.getByRole('button', { name: 'Marcar como completo' }).click();
    await expect(page.getByTestId('confirm-status')).toContainText('¿Cambiar el estado del trabajo 219602 a «Completo»?');
    await page.getByTestId('confirm-status').getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByTestId('job-status')).toHaveText('Completo');
    await page.getByRole('button', { name: 'Marcar como en proceso' }).click();
    await page.getByTestId('confirm-status').getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByTestId('job-status')).toHaveText('En proceso');
  });
});
