import type { Page } from '@playwright/test';
import { LABEL_FORMS } from '@/lib/labels';
import { sampleValues } from '@/lib/labels/template';
import { ACCOUNTS, baseUrl, expect, resumeSession, signIn, test } from './support/fixtures';

const SHOTS = 'test-results/labels';

/** The form page of a label with its sample values (submitted, so the preview shows). */
function filledUrl(id: string): string {
  const form = LABEL_FORMS[id];
  if (!form) throw new Error(id);
  return `/Labels/Forms/${id}?${new URLSearchParams({ ...sampleValues(form), copies: '1' }).toString()}`;
}

async function signedIn(page: Page): Promise<void> {
  await resumeSession(page, ACCOUNTS.carter.email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
}

test.describe('label forms', () => {
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

  test('on a tablet (800x1280), light theme, Spanish: fields 44 px tall and the preview', async ({ page, context }) => {
    await page.setViewportSize({ width: 800, height: 1280 });
    await signedIn(page);
    await context.addCookies([
      { name: 'lang', value: 'es', url: baseUrl() },
      { name: 'theme', value: 'light', url: baseUrl() },
    ]);
    for (const id of ['partTagShortEnd', 'sheldonRouting']) {
      await page.goto(`${baseUrl()}${filledUrl(id)}`);
      await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
      for (const input of await page
        .locator('form[data-label-form] input:not([type=hidden]), form[data-label-form] select, form[data-label-form] button:visible')
        .all()) {
        expect((await input.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: `${SHOTS}/${id}-tablet-es-light.png`, fullPage: true });
    }
    // The plant's labels print their captions in the printing user's language; the AIAG shipping label stays in English.
    await page.goto(`${baseUrl()}${filledUrl('partTagShortEnd')}`);
    await expect(page.getByTestId('label-preview')).toContainText('UBICACIÓN DEL RECORTE');
    await expect(page.getByTestId('label-preview')).toContainText('NO. DE COLADA');
    await page.goto(`${baseUrl()}${filledUrl('shippingIowa')}`);
    await expect(page.getByTestId('label-preview')).toContainText('PART NO. (P)');
    await expect(page.getByTestId('label-preview')).not.toContainText('NO. DE PIEZA');
  });

  test('a missing value and a value too long for the label are named by their fields, in English and Spanish, and kept as typed', async ({
    page,
    context,
  }) => {
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
    await expect(page.locator('[data-field-error=binNum]')).toHaveText(
      `Demasiado largo para la etiqueta: ${long.length} caracteres, máximo 10.`,
    );
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

test.describe('labels filled from the plant data', () => {
  test("a job number fills a routing's part, quantity, dates and operations from the job the API returns", async ({ page }) => {
    await signedIn(page);
    const jobNum = '117500';
    const answer = await page.request.get(`${baseUrl()}/api/v1/Jobs/${jobNum}`);
    expect(answer.status()).toBe(200);
    const job = (await answer.json()) as {
      partNum: string;
      quantity: number;
      dueDate: string;
      assemblies: { assemblySeq: number; operations: { oprSeq: number; resourceGroup: string }[] }[];
    };
    await page.goto(`${baseUrl()}/Labels/Forms/sheldonRouting?jobNum=${jobNum}`);
    await expect(page.getByLabel('Part number')).toHaveValue(job.partNum);
    await expect(page.getByLabel('Quantity')).toHaveValue(String(job.quantity));
    await expect(page.getByLabel('Due date')).toHaveValue(job.dueDate.slice(0, 10));
    const top = job.assemblies.find((a) => a.assemblySeq === 0);
    expect(top?.operations.length).toBeGreaterThan(0);
    for (const op of top?.operations ?? [])
      await expect(page.getByLabel('Operations')).toHaveValue(new RegExp(`^${op.oprSeq} ${op.resourceGroup}\\b`, 'm'));
    await expect(page.getByTestId('label-preview').locator('[data-barcode-value]')).toHaveCount(2 + (top?.operations.length ?? 0));
  });
});

test.describe('label print records', () => {
  test('a print is recorded once however often its page reloads, and the history reprints it', async ({ page }) => {
    await signedIn(page);
    const partNum = `RP-${Date.now() % 1_000_000}`;
    const key = crypto.randomUUID();
    const url = `${baseUrl()}/Labels/Forms/bgPart?print=1&noprint=1&copies=2&printer=browser-203&key=${key}&partNum=${partNum}&description=REPRINT+TEST&uom=EA`;
    await page.goto(url);
    await expect(page.locator('[data-label-sheet]')).toHaveCount(2);
    await page.reload();
    await expect(page.locator('[data-label-sheet]')).toHaveCount(2);

    await page.goto(`${baseUrl()}/Labels/Forms/bgPart`);
    const rows = page.getByTestId('label-history').getByRole('row').filter({ hasText: partNum });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ACCOUNTS.carter.email);
    await page.screenshot({ path: `${SHOTS}/bgPart-history-1280.png`, fullPage: true });

    const popup = page.waitForEvent('popup');
    await rows
      .first()
      .getByRole('link', { name: `Reprint ${partNum}` })
      .click();
    const reprint = await popup;
    await expect(reprint.locator('[data-label-sheet]')).toHaveCount(2);
    await expect(reprint.locator('[data-barcode-value]').first()).toHaveAttribute('data-barcode-value', partNum);
    await page.reload();
    await expect(rows).toHaveCount(2);
  });

  test('a Zebra printer gets the same label as ZPL to download', async ({ page }) => {
    await signedIn(page);
    await page.goto(`${baseUrl()}${filledUrl('shippingIowa')}&printer=sh-ship-zt410`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZPL' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('shippingIowa.zpl');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zpl = Buffer.concat(chunks).toString('utf8');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain(`^FDP${LABEL_FORMS['shippingIowa']?.fields.find((f) => f.name === 'partNum')?.sample}^FS`);
  });

  test('the calibration page of a size has the ruler and the 1 in square at their exact size', async ({ page }) => {
    await signedIn(page);
    await page.goto(`${baseUrl()}/Labels/Forms/bgBin?calibrate=1&noprint=1&printer=browser-300`);
    await expect(page.locator('[data-calibration]')).toHaveCount(1);
    const square = await page.locator('[data-square]').boundingBox();
    expect(Math.round(square?.width ?? 0)).toBe(96);
    expect(Math.round(square?.height ?? 0)).toBe(96);
    await page.screenshot({ path: `${SHOTS}/calibration-4x2.png` });
  });
});

test("Maria (Spirit Lake) finds her plant's printers first and other plants' in a group of their own, in Spanish", async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.nguyen.email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
  await page.goto(`${baseUrl()}/Labels/Forms/bgBin`);
  const select = page.locator('#label-field-printer');
  const groups = select.locator('optgroup');
  await expect(groups).toHaveCount(2);
  await expect(groups.first()).toHaveAttribute('label', 'Impresoras de esta planta');
  const here = await groups
    .first()
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(here).toContain('sl-dock-zt610');
  expect(here.filter((id) => /^(sh|bg)-/.test(id))).toEqual([]);
  await expect(groups.nth(1)).toHaveAttribute('label', 'Impresoras de otras plantas');
  const elsewhere = await groups
    .nth(1)
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(elsewhere).toEqual(expect.arrayContaining(['sh-ship-zt410', 'bg-stores-zt411']));
  expect(elsewhere).not.toContain('sl-dock-zt610');
});
