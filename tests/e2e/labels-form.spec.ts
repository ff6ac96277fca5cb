import type { Page } from '@playwright/test';
import { LABEL_FORMS } from '../../src/lib/labels';
import { sampleValues } from '../../src/lib/labels/template';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

const SHOTS = 'test-results/labels';

/** The form page of a label with its sample values (submitted, so the preview shows). */
function filledUrl(id: string): string {
  const form = LABEL_FORMS[id];
  if (!form) throw new Error(id);
  return `/Labels/Forms/${id}?${new URLSearchParams({ ...sampleValues(form), copies: '1' }).toString()}`;
}

async function signedIn(page: Page): Promise<void> {
  await signIn(page, ACCOUNTS.carter.email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
}

test.describe('label forms (issue 12)', () => {
  test('every form and its true-size preview, screenshot at 1280 px', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await signedIn(page);
    for (const id of Object.keys(LABEL_FORMS)) {
      await page.goto(`${baseUrl()}${filledUrl(id)}`);
      await expect(page.getByTestId('label-form-page')).toHaveAttribute('data-form', id);
      const sheet = page.getByTestId('label-preview').locator('[data-label-sheet]');
      await expect(sheet).toHaveCount(1);
      // True size: the preview is the label's inches at 96 CSS px per inch.
      const box = await sheet.boundingBox();
      const form = LABEL_FORMS[id];
      expect(Math.round(box?.width ?? 0)).toBe(Math.round((form?.size.widthIn ?? 0) * 96));
      await page.screenshot({ path: `${SHOTS}/${id}-1280.png`, fullPage: true });
    }
  });

  test('a missing value and a value too long for the label are named by their fields, in English and Spanish, and kept as typed', async ({ page, context }) => {
    await signedIn(page);
    const long = 'A-04-2-TOO-LONG-FOR-THE-LABEL';
    await page.goto(`${baseUrl()}/Labels/Forms/bgBin?print=1&copies=1&binNum=${encodeURIComponent(long)}`);
    await expect(page.getByTestId('label-errors')).toHaveText('2 fields need a change before printing.');
    await expect(page.locator('[data-field-error=binNum]')).toHaveText(`Too long for the label: ${long.length} characters, at most 10.`);
    await expect(page.locator('[data-field-error=warehouse]')).toHaveText('Enter a value.');
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(long);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('label-preview').locator('[data-label-sheet]')).toHaveCount(0);

    await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
    await page.reload();
    await expect(page.getByTestId('label-errors')).toHaveText('2 campos necesitan un cambio antes de imprimir.');
    await expect(page.locator('[data-field-error=binNum]')).toHaveText(`Demasiado largo para la etiqueta: ${long.length} caracteres, máximo 10.`);
    await expect(page.locator('[data-field-error=warehouse]')).toHaveText('Escriba un valor.');
    await page.screenshot({ path: `${SHOTS}/bgBin-errors-es.png`, fullPage: true });
  });

  test('a scanner types a value and Enter: focus moves to the next field and nothing is submitted', async ({ page }) => {
    await signedIn(page);
    await page.goto(`${baseUrl()}/Labels/Forms/partTag`);
    const job = page.getByLabel('Job number');
    await job.click();
    await page.keyboard.type('118204-1');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Part number')).toBeFocused();
    await page.keyboard.type('ROD-1.50-CHR');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Description')).toBeFocused();
    expect(new URL(page.url()).search).toBe('');
    await expect(job).toHaveValue('118204-1');
  });

  test('the printer chosen for a form is remembered on this device', async ({ page }) => {
    await signedIn(page);
    await page.goto(`${baseUrl()}/Labels/Forms/shippingIowa`);
    await page.getByLabel('Printer').selectOption('sh-ship-zt410');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/printer=sh-ship-zt410/);
    await page.goto(`${baseUrl()}/Labels/Forms/shippingIowa`);
    await expect(page.getByLabel('Printer')).toHaveValue('sh-ship-zt410');
    await page.goto(`${baseUrl()}/Labels/Forms/bgBin`);
    await expect(page.getByLabel('Printer')).toHaveValue('browser-203');
  });
});
