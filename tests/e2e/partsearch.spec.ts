import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS, baseUrl, expect, resumeSession, test } from './support/fixtures';
import { open, waitForShell } from './shell-support';

/**
 * Part search in Chromium as Tom Wilson: find a part by a fragment of its description, open
 * its BOM, expand three levels, jump to a child, where used, on hand, purchase history, a drawing; in
 * English at 1280 px with the mouse, and in Spanish on a touch tablet with the keyboard only; then
 * what a clumsy person does. Reads the seeded parts; its only write is a file on a part no one else reads.
 */
const SHOTS = 'test-results/partsearch';
const CYL = 'CYL-3015-048CL';

async function tom(browser: Browser, lang: 'en' | 'es', tablet: boolean, theme: 'dark' | 'light' = 'dark'): Promise<Page> {
  const context = await browser.newContext(
    tablet ? { viewport: { width: 800, height: 1280 }, hasTouch: true } : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  await resumeSession(page, ACCOUNTS.wilson.email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await context.addCookies([
    { name: 'lang', value: lang, url: baseUrl() },
    { name: 'theme', value: theme, url: baseUrl() },
  ]);
  return page;
}

async function openSearch(page: Page, query = ''): Promise<void> {
  await open(page, `/Search/PartSearch${query}`);
  await expect(page.getByTestId('part-search')).toHaveAttribute('data-hydrated', 'true');
}

/** The BOM row of a part (the first, when it is used twice). */
const bomRow = (page: Page, partNum: string) => page.locator(`[data-testid="bom-table"] tr[data-part="${partNum}"]`).first();

test.describe('part search', () => {
  test('Tom finds a cylinder by its description and reads its BOM, where used, on hand, purchases and a drawing (English, 1280 px)', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await tom(browser, 'en', false);
    await openSearch(page);
    let searches = 0;
    page.on('request', (r) => void (r.url().includes('/api/v1/PartSearch?') && (searches += 1)));
    await page.getByLabel('Part number or description').pressSequentially('3.00 bore x 48 stroke, 1.50 rod, clevis', { delay: 20 });
    const first = page.getByTestId('part-results').getByRole('option').first();
    await expect(first).toHaveAttribute('data-part', CYL);
    await expect(first).toContainText('Hydraulic cylinder, 3.00 bore x 48 stroke, 1.50 rod, clevis mount');
    // Typing waits for a pause: a sentence typed at speed is not forty searches.
    expect(searches).toBeLessThan(8);
    await expect(page.getByText('On hand (Bowling Green)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-en-1280-dark.png`, fullPage: true });
    await page.getByLabel('Part number or description').press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Part number or description').press('Enter');

    await expect(page).toHaveURL(/\/Search\/PartSearch\/bom\?part=CYL-3015-048CL$/);
    await waitForShell(page);
    await expect(page.getByTestId('frame-heading')).toHaveText(`Part: ${CYL}`);
    await expect(page.locator('#drawer').getByRole('link', { name: `Part: ${CYL}` })).toBeVisible();
    await expect(page.locator('[data-bom-tree]')).toHaveAttribute('data-hydrated', 'true');
    await expect(bomRow(page, `${CYL}-RDA`)).toBeVisible();
    await expect(bomRow(page, `${CYL}-ROD`)).toBeHidden();
    // Three levels down: rod assembly, rod weldment, machined rod; then the chromed rod shows.
    for (const part of [`${CYL}-RDA`, `${CYL}-ROD`, `${CYL}-RMC`]) {
      await page.getByRole('button', { name: `Expand ${part}` }).click();
      await expect(page.getByRole('button', { name: `Collapse ${part}` })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(bomRow(page, `${CYL}-RCH`)).toBeVisible();
    await expect(bomRow(page, `${CYL}-RCH`).locator('td').first()).toHaveText('4');
    await expect(bomRow(page, `${CYL}-RHT`)).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/bom-en-1280-dark.png`, fullPage: true });
    await page.getByRole('button', { name: `Collapse ${CYL}-RDA` }).click();
    await expect(bomRow(page, `${CYL}-RCH`)).toBeHidden();
    // Extended for 3 cylinders: 3 x (48 + 3) in of tube.
    await page.getByLabel('Quantity to build').fill('3');
    await page.getByRole('button', { name: 'Extend' }).click();
    await expect(page.getByTestId('bom-table')).toContainText(`Bill of materials of ${CYL} for 3 EA`);
    await expect(bomRow(page, 'TUBE-3.00X.25-DOM').locator('td').nth(5)).toHaveText('153');
    await page.emulateMedia({ media: 'print' });
    await expect(bomRow(page, `${CYL}-RCT`)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await bomRow(page, `${CYL}-RDA`)
      .getByRole('link', { name: `${CYL}-RDA` })
      .click();
    await waitForShell(page);
    await expect(page.getByTestId('frame-heading')).toHaveText(`Part: ${CYL}-RDA`);
    await page.getByTestId('part-nav').getByRole('link', { name: 'Where used' }).click();
    await waitForShell(page);
    await expect(page.getByTestId('where-used-table').locator(`tr[data-part="${CYL}"]`)).toBeVisible();
    await page.getByRole('link', { name: 'Final parts' }).click();
    await waitForShell(page);
    await expect(page.getByTestId('where-used-table')).toHaveAttribute('data-mode', 'final');
    await page.screenshot({ path: `${SHOTS}/where-used-en-1280-dark.png`, fullPage: true });

    await open(page, '/Search/PartSearch/qoh?part=SEAL-KIT-300');
    await expect(page.getByTestId('qoh-plants')).toContainText('Bowling Green');
    await expect(page.getByTestId('qoh-places').locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/qoh-en-1280-dark.png`, fullPage: true });
    await page.getByTestId('part-nav').getByRole('link', { name: 'Purchase history' }).click();
    await waitForShell(page);
    await expect(page.getByTestId('purchase-lines')).toContainText('Sealtec Fluid Power');
    await expect(page.getByTestId('price-trend').locator('tbody tr').first()).toBeVisible();
    await page.context().addCookies([{ name: 'theme', value: 'light', url: baseUrl() }]);
    await page.reload();
    await waitForShell(page);
    await page.screenshot({ path: `${SHOTS}/purchases-en-1280-light.png`, fullPage: true });

    // A drawing: Tom holds PartSearch_Files, adds one, and it opens inline from the list.
    await open(page, `/Search/PartSearch/files?part=${CYL}-BRL`);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    await page.locator('#files-file').setInputFiles({ name: 'barrel weldment.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload' }).click();
    await waitForShell(page);
    const row = page.getByTestId('files-table').locator('tr[data-file="barrel weldment.png"]').first();
    await expect(row).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/files-en-1280-light.png`, fullPage: true });
    const [drawing] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link').click()]);
    await expect(drawing).toHaveURL(/\/api\/v1\/Attachments\/\d+$/);
    const answer = await page.request.get(drawing.url());
    expect([answer.headers()['content-type'], answer.headers()['content-disposition']?.split(';')[0]]).toEqual(['image/png', 'inline']);
    await page.context().close();
  });

  test('Tom does it with the keyboard only, in Spanish on a touch tablet, and clumsy input is answered (800x1280)', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await tom(browser, 'es', true);
    await openSearch(page);
    const search = page.getByLabel('Número o descripción de la pieza');
    await expect(search).toBeFocused();
    // A scan: the whole number, then Enter, opens the part.
    await page.keyboard.type(CYL.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Search\/PartSearch\/bom\?part=CYL-3015-048CL$/);
    await waitForShell(page);
    await expect(page.locator('[data-bom-tree]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('frame-heading')).toHaveText(`Part: ${CYL}`);
    const expand = page.getByRole('button', { name: `Expandir ${CYL}-RDA` });
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(bomRow(page, `${CYL}-ROD`)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Expandir ${CYL}-ROD` })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(bomRow(page, `${CYL}-RMC`)).toBeVisible();
    for (const control of await page.locator('[data-bom-toggle]:visible, [data-testid="part-nav"] a').all()) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0, await control.innerText()).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `${SHOTS}/bom-es-tablet-dark.png`, fullPage: true });

    // Clumsy: nothing typed, quotes and percent, 2,000 characters, a part that does not exist, letters for a quantity.
    await openSearch(page);
    await page.keyboard.press('Enter');
    await waitForShell(page);
    await expect(page.getByTestId('part-search-status')).toHaveText('Los resultados aparecen mientras escribe.');
    await page.getByLabel('Número o descripción de la pieza').fill(`"%'`);
    await expect(page.getByTestId('part-search-status')).toHaveText(`Ninguna pieza coincide con “"%'”.`);
    await openSearch(page, `?q=${'x'.repeat(2000)}`);
    await expect(page.getByTestId('part-search-status')).toHaveText('Escriba como máximo 60 caracteres.');
    await expect(page.getByLabel('Número o descripción de la pieza')).toHaveValue('x'.repeat(60));
    const missing = await page.goto(`${baseUrl()}/Search/PartSearch/bom?part=NO-SUCH-PART`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('part-problem')).toHaveText('No existe la pieza “NO-SUCH-PART”.');
    await open(page, `/Search/PartSearch/bom?part=${CYL}&qty=dos`);
    await expect(page.getByTestId('bom-qty')).toContainText('Escriba un número');
    await page.screenshot({ path: `${SHOTS}/clumsy-es-tablet-dark.png`, fullPage: true });
    // A file that is not a drawing is refused by its field, in Spanish; nothing is added.
    await open(page, `/Search/PartSearch/files?part=${CYL}-RDA`);
    await page
      .locator('#files-file')
      .setInputFiles({ name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>no</html>') });
    await page.getByRole('button', { name: 'Subir' }).click();
    await waitForShell(page);
    await expect(page.getByTestId('error-file')).toHaveText('Solo se pueden agregar archivos PDF y fotos (JPEG, PNG, WebP).');
    await expect(page.getByTestId('files-table').locator('tbody tr')).toHaveText(['Aún no hay archivos.']);
    await page.screenshot({ path: `${SHOTS}/files-refused-es-tablet-dark.png`, fullPage: true });
    await page.context().close();
  });
});
