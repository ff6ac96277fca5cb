import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test, useOwnPortal } from './support/fixtures';
import { signInOverHttp } from './support/http-session';
import { waitForShell } from './shell-support';

const SHOTS = 'test-results/people';

// Tom clocks in and Jordan sends texts: a portal of this file's own, so no other spec sees them.
useOwnPortal();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
}

test.describe('people', () => {
  test('Tom lists Welding, exports it, opens a profile, finds an extension and calls the roll (English, 1280 px)', async ({ browser }) => {
    test.setTimeout(180_000);
    const tom = await signInOverHttp(baseUrl(), ACCOUNTS.wilson.email);
    const punched = await tom.post('/api/v1/Labor/Punches', { headers: { 'idempotency-key': randomUUID() }, data: { kind: 'in' } });
    expect(punched.status(), await punched.text()).toBe(201);

    const page = await signedIn(browser, ACCOUNTS.wilson.email, 'en', { width: 1280, height: 900 });
    await open(page, '/emplist');
    await expect(page.getByRole('heading', { name: 'Employee List' })).toBeVisible();
    await page.getByTestId('emplist-filter').getByLabel('Department').selectOption('Welding');
    await page.getByRole('button', { name: 'Apply' }).click();
    const rows = page.getByTestId('emplist-table').locator('tbody tr');
    await expect(rows.first()).toContainText('Welding');
    expect(await rows.filter({ hasNotText: 'Welding' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/emplist-tom-en-1280.png`, fullPage: true });
    const csv = await page.request.get(`${baseUrl()}/emplist${(await page.getByTestId('emplist-export').getAttribute('href'))!}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text.startsWith('\ufeffEmp. ID,Name,Plant,Department')).toBe(true);
    expect(text.split('\r\n').filter(Boolean).length).toBe((await rows.count()) + 1);

    await rows.first().getByRole('link').click();
    await waitForShell(page);
    await expect(page.getByTestId('employee-facts')).toContainText('Welding');
    await expect(page.getByTestId('employee-private-hidden')).toBeVisible();
    await expect(page.getByTestId('employee-skills').locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/employee-other-tom-en-1280.png`, fullPage: true });

    await open(page, '/phonedir');
    await page.getByTestId('phonedir-filter').getByLabel('Name, extension or ID').fill('3201');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('phonedir-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('phonedir-table')).toContainText('Tom Wilson');

    await open(page, '/Emergency');
    const roll = page.getByTestId('muster');
    const me = roll.getByLabel('Tom Wilson is accounted for');
    await expect(me).toBeVisible();
    const total = Number(await roll.locator('[data-muster-count]').getAttribute('data-total'));
    await expect(roll.locator('[data-muster-count]')).toHaveText(`0 of ${total} accounted for`);
    await me.check();
    await expect(roll.locator('[data-muster-count]')).toHaveText(`1 of ${total} accounted for`);
    await page.reload();
    await waitForShell(page);
    await expect(page.getByTestId('muster').getByLabel('Tom Wilson is accounted for')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/emergency-tom-en-1280.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/emergency-print-media.png`, fullPage: true });
    await tom.post('/api/v1/Labor/Punches', { headers: { 'idempotency-key': randomUUID() }, data: { kind: 'out' } });
    await page.context().close();
  });

  test('Maria sees her own private fields and nobody else’s (Spanish, tablet)', async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
    await open(page, '/Employee');
    await expect(page.getByRole('heading', { name: 'Maria Nguyen' })).toBeVisible();
    const mine = page.getByTestId('employee-private');
    await expect(mine).toContainText('Celular');
    await expect(mine).toContainText('Cumpleaños');
    await expect(mine).not.toContainText(/\b(19|20)\d\d\b.*\d{1,2} de/);
    await page.screenshot({ path: `${SHOTS}/employee-own-maria-es-tablet.png`, fullPage: true });
    await open(page, '/Employee?emp=3001');
    await expect(page.getByTestId('employee-private-hidden')).toBeVisible();
    await expect(page.getByTestId('employee-profile')).not.toContainText('+1');
    await open(page, '/phonedir');
    await expect(page.getByRole('heading', { name: 'Directorio telefónico' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phonedir-maria-es-tablet.png`, fullPage: true });
    await page.context().close();
  });

  test('Jordan sends a text alert and reads it at the development gateway (Spanish, tablet)', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, ACCOUNTS.carter.email, 'es', { width: 800, height: 1280 });
    await open(page, '/TextAlert');
    const message = `Fuga de aire en la caseta de compresores ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('');
    await page.getByRole('button', { name: 'Enviar alerta' }).click();
    await expect(page.getByTestId('error-message')).toBeVisible();
    await page.getByLabel('Departamento (opcional)').selectOption('MNT');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill(message);
    await page.getByRole('button', { name: 'Enviar alerta' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: /En cola para \d+ personas/ })).toBeVisible();
    await expect(page.getByTestId('textalert-recent')).toContainText(message);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('dev-gateway-table')).toContainText(message, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('textalert-recent').locator('tr', { hasText: message })).toContainText('Enviado');
    await page.screenshot({ path: `${SHOTS}/textalert-jordan-es-tablet.png`, fullPage: true });
    await open(page, '/emplist?plant=MfgSys');
    await page.screenshot({ path: `${SHOTS}/emplist-jordan-es-tablet.png`, fullPage: true });
    await open(page, '/Emergency?plant=MfgSys');
    await page.screenshot({ path: `${SHOTS}/emergency-jordan-es-tablet.png`, fullPage: true });
    await page.context().close();
  });
});
