import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LABEL_FORMS } from '@/lib/labels';
import { DEMO_PROFILES } from '@/lib/labels/printers';
import { sampleValues } from '@/lib/labels/template';
import { closedPort, startZebra } from '../integration/helpers/zebra';
import { ACCOUNTS, baseUrl, expect, resumeSession, test } from './support/fixtures';

const SHOTS = 'test-results/labels';

/**
 * Writes the plant's printer list into the portal's DATA_DIR, as a plant administrator would: the
 * demo printers (other tests use them) plus two Zebras with addresses on this machine.
 */
async function configurePrinters(onPort: number, offPort: number): Promise<void> {
  const demo = DEMO_PROFILES.map(({ id, name, plant, dpi, stock, zpl }) => ({ id, name, plant, dpi, stock, zpl }));
  const printers = [
    ...demo,
    { id: 'e2e-zebra', name: 'Test Zebra ZT411, 203 dpi', plant: 'MfgSys', dpi: 203, stock: '4x6', address: `127.0.0.1:${onPort}` },
    { id: 'e2e-off', name: 'Switched-off Zebra, 203 dpi', plant: 'MfgSys', dpi: 203, stock: '4x6', address: `127.0.0.1:${offPort}` },
  ];
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the global setup');
  await writeFile(path.join(dataDir, 'label-printers.json'), JSON.stringify({ printers }, null, 2));
}

function formUrl(id: string, printer: string, extra: Record<string, string> = {}): string {
  const form = LABEL_FORMS[id];
  if (!form) throw new Error(id);
  return `${baseUrl()}/Labels/Forms/${id}?${new URLSearchParams({ ...sampleValues(form), ...extra, copies: '2', printer }).toString()}`;
}

async function signedIn(page: Page): Promise<void> {
  await resumeSession(page, ACCOUNTS.carter.email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
}

test.describe('Send to printer', () => {
  test('pressing Send puts the same ZPL as the download on the printer port, once, and the history says so', async ({ page }) => {
    const printer = await startZebra();
    try {
      await configurePrinters(printer.port, await closedPort());
      await signedIn(page);
      await page.setViewportSize({ width: 1280, height: 1000 });
      const partNum = `SEND-${Date.now() % 1_000_000}`;
      await page.goto(formUrl('partTagQR', 'e2e-zebra', { partNum }));
      await expect(page.getByLabel('Printer')).toHaveValue('e2e-zebra');
      await expect(page.getByText(`Sends to 127.0.0.1:${printer.port}.`)).toBeVisible();
      // The press goes through the outbox's script once it is running (before, the browser posts the form
      // itself and the page answers with the result in place of the alert).
      await expect(page.getByTestId('outbox')).toHaveAttribute('data-outbox-ready', 'true');
      // An impatient double press prints once.
      await page.getByRole('button', { name: 'Send to printer' }).dblclick();
      // Sent by the outbox's script: the page comes back as the form again, filled, and says so.
      await expect(page.getByTestId('alert').filter({ hasText: 'Sent 2 labels to Test Zebra ZT411, 203 dpi.' })).toBeVisible();
      await expect(page.getByLabel('Part number')).toHaveValue(partNum);
      await expect.poll(() => printer.jobs.length).toBe(1);

      // The label the printer got is exactly the ZPL the page offers for download.
      const download = await page.request.get(`${formUrl('partTagQR', 'e2e-zebra', { partNum })}&format=zpl`);
      expect(printer.jobs[0]).toBe(await download.text());
      expect(printer.jobs[0]).toContain(`^FD${partNum}^FS`);
      expect(printer.jobs[0]).toContain('^PQ2,0,1,Y');

      const rows = page.getByTestId('label-history').getByRole('row').filter({ hasText: partNum });
      await expect(rows.filter({ hasText: 'Sent to printer' })).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/send-ok-1280-dark.png`, fullPage: true });
      await page.setViewportSize({ width: 800, height: 1280 });
      await page.goto(formUrl('partTagQR', 'e2e-zebra', { partNum }));
      await expect(page.getByRole('button', { name: 'Send to printer' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/send-tablet-dark.png`, fullPage: true });
      // In Spanish: the button, the address and the history's 'how' in the user's language.
      await page.context().addCookies([
        { name: 'lang', value: 'es', url: baseUrl() },
        { name: 'theme', value: 'light', url: baseUrl() },
      ]);
      await page.setViewportSize({ width: 1280, height: 1000 });
      await page.goto(formUrl('partTagQR', 'e2e-zebra', { partNum }));
      await expect(page.getByRole('button', { name: 'Enviar a la impresora' })).toBeVisible();
      await expect(
        page.getByTestId('label-history').getByRole('row').filter({ hasText: partNum }).filter({ hasText: 'Enviada a la impresora' }),
      ).toHaveCount(1);
      await expect(page.getByTestId('label-preview')).toContainText('ESCANEE PARA ABRIR LA PIEZA');
      await page.screenshot({ path: `${SHOTS}/send-1280-es-light.png`, fullPage: true });
      await page.context().clearCookies({ name: 'lang' });
      await page.context().clearCookies({ name: 'theme' });

      // The same POST again (a retried request, e.g. a resubmitted form) prints nothing more.
      const page2 = await page.context().newPage();
      await page2.goto(formUrl('partTagQR', 'e2e-zebra', { partNum: `${partNum}B` }));
      const body = Object.fromEntries(
        await page2
          .locator('form[data-label-form]')
          .evaluate((form) => [...new FormData(form as HTMLFormElement).entries()].map(([k, v]) => [k, String(v)])),
      );
      const post = () =>
        page2.request.post(`${baseUrl()}/Labels/Forms/partTagQR`, { form: { ...body, send: '1' }, headers: { origin: baseUrl() } });
      expect((await post()).status()).toBe(200);
      expect((await post()).status()).toBe(200);
      await expect.poll(() => printer.jobs.length).toBe(2);
      await page2.reload();
      await expect(
        page2
          .getByTestId('label-history')
          .getByRole('row')
          .filter({ hasText: `${partNum}B` }),
      ).toHaveCount(1);
      expect(printer.jobs).toHaveLength(2);
    } finally {
      await printer.close();
    }
  });

  test('a printer that refuses the connection is named in Spanish, and nothing is recorded', async ({ page, context }) => {
    const printer = await startZebra();
    try {
      const off = await closedPort();
      await configurePrinters(printer.port, off);
      await signedIn(page);
      await context.addCookies([
        { name: 'lang', value: 'es', url: baseUrl() },
        { name: 'theme', value: 'light', url: baseUrl() },
      ]);
      await page.setViewportSize({ width: 800, height: 1280 });
      const partNum = `OFF-${Date.now() % 1_000_000}`;
      await page.goto(formUrl('partTag', 'browser-203', { partNum }));
      // The button follows the printer chosen in the list, before any reload.
      await expect(page.getByRole('button', { name: 'Enviar a la impresora' })).toBeHidden();
      await page.getByLabel('Impresora').selectOption('e2e-off');
      await page.getByRole('button', { name: 'Enviar a la impresora' }).click();
      await expect(page.getByTestId('label-send-result')).toHaveText(
        `Switched-off Zebra, 203 dpi (127.0.0.1:${off}) rechazó la conexión: compruebe que esté encendida y que su dirección sea correcta. No se imprimió ni se registró nada.`,
      );
      await expect(page.getByTestId('label-send-result')).toHaveAttribute('role', 'alert');
      await expect(page.getByLabel('Número de pieza')).toHaveValue(partNum);
      await expect(page.getByTestId('label-history').getByRole('row').filter({ hasText: partNum })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/send-refused-tablet-es-light.png`, fullPage: true });
      expect(printer.jobs).toHaveLength(0);
    } finally {
      await printer.close();
    }
  });
});
