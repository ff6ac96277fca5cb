import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { open, waitForShell } from './shell-support';

const SHOTS = 'test-results/outbox';
const KEPT = 'Guardado en esta tableta. Se enviará cuando vuelva la red.';

/** The outbox counts only after the page's script has read the device's entries. */
async function waiting(page: Page): Promise<string> {
  const box = page.getByTestId('outbox');
  return (await box.isHidden()) ? '0' : ((await page.getByTestId('outbox-count').textContent()) ?? '');
}

/** Opens a page twice while online, so the service worker controls it and keeps its copy for offline. */
async function visit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await open(page, path);
}

async function gasJob(page: Page): Promise<string> {
  const res = await page.request.get(`${baseUrl()}/api/v1/NitrogenCharges?pageSize=1`);
  return ((await res.json()) as { items: { jobNumber: string }[] }).items[0]!.jobNumber;
}

test('offline on a tablet, Maria keeps a weld leak, a charge and two checklists on the device; back online each arrives once, the duplicate checklist comes back refused', async ({
  browser,
}) => {
  // Four forms, a reload offline and the sends: several pages on a 2-core machine shared with other browser tests.
  test.setTimeout(240_000);
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
  const context = page.context();
  const job = await gasJob(page);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const checklist = '/hoistchecklist/asset?asset=SL-HST-01';
  // Pages visited while online open without the network.
  await visit(page, '/Nitro');
  await visit(page, checklist);
  await visit(page, '/weldleakrepair/WeldLeakerEntry');

  await context.setOffline(true);
  await page.locator('#field-plant').selectOption('SPIRITLA');
  await page.locator('#field-type').selectOption('hydraulic');
  await page.locator('#field-cylinderNumber').fill('SP-OBX-0001');
  await page.locator('#field-jobNumber').fill('219601');
  await page.locator('#field-cell').fill('Cell 2');
  await page.locator('#field-shift').selectOption('1');
  await page.locator('#field-robotOperator').fill('K. Olson');
  await page.locator('#field-location').selectOption('leak test');
  await page.locator('#field-leakLocation').selectOption('port weld');
  await page.locator('#field-defectType').selectOption('porosity cluster');
  await page.locator('#field-feature').selectOption('port');
  await page.locator('#field-orientation').selectOption('3:00');
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect.poll(() => waiting(page)).toBe('1');
  // The form is clear for the next entry.
  await expect(page.locator('#field-cylinderNumber')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/outbox-kept-maria-es-tablet.png`, fullPage: true });

  // A reload without the network: the page comes from the service worker, the entry from IndexedDB.
  await page.reload();
  await waitForShell(page);
  await expect.poll(() => waiting(page)).toBe('1');

  await open(page, '/Nitro');
  for (const [name, value] of Object.entries({
    serialNumber: 'N2-OBX-0001',
    jobNumber: job,
    tempAtChargeF: '86',
    tempAtCheckF: '80',
    finalPressurePsi: '1530',
    pressureDecayPsi: '5',
    packagingPressurePsi: '1525',
    paintLineEmpId: '2002',
  }))
    await page.locator(`#field-${name}`).fill(value);
  await page.getByRole('radio', { name: 'Sí' }).check();
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await expect.poll(() => waiting(page)).toBe('2');

  for (let copy = 0; copy < 2; copy++) {
    await open(page, checklist);
    await page.locator('#field-shiftDate').fill(tomorrow);
    await page.locator('#field-shift').selectOption('2');
    const items = page.locator('[data-testid^="item-"]');
    const count = await items.count();
    for (let i = 0; i < count; i++) await items.nth(i).getByText('Bien', { exact: true }).click();
    await page.locator('form[data-outbox] button[type="submit"]').click();
    await expect.poll(() => waiting(page)).toBe(String(3 + copy));
  }
  await page.getByTestId('outbox').getByRole('button').first().click();
  await expect(page.getByTestId('outbox-entry')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/outbox-list-maria-es-tablet.png`, fullPage: true });

  // Back online: sent in the order they were made, once each; the second checklist of that shift is refused.
  await context.setOffline(false);
  await expect(page.locator('[data-testid="outbox-entry"][data-state="refused"]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('outbox-entry')).toHaveCount(1);
  await expect(page.getByTestId('outbox-refusal')).toHaveText('Este activo ya tiene una verificación para este turno.');
  await page.screenshot({ path: `${SHOTS}/outbox-refused-maria-es-tablet.png`, fullPage: true });

  const leaks = (await (await page.request.get(`${baseUrl()}/api/v1/WeldLeaks?pageSize=100`)).json()) as {
    items: { cylinderNumber: string }[];
  };
  expect(leaks.items.filter((leak) => leak.cylinderNumber === 'SP-OBX-0001')).toHaveLength(1);
  const charges = (await (await page.request.get(`${baseUrl()}/api/v1/NitrogenCharges?pageSize=100`)).json()) as {
    items: { serialNumber: string }[];
  };
  expect(charges.items.filter((charge) => charge.serialNumber === 'N2-OBX-0001')).toHaveLength(1);

  // Discarded by its maker, the refused entry is gone and the count with it.
  await page.getByTestId('outbox-entry').getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByTestId('outbox')).toBeHidden();
  await context.close();
});

test('a write made at a time in the future or more than 72 hours ago is refused with its reason, and nothing is written', async ({
  browser,
}) => {
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en');
  const post = (madeAt: string, key: string) =>
    page.request.post(`${baseUrl()}/api/v1/Notifications`, {
      headers: { 'made-at': madeAt, 'idempotency-key': key, origin: baseUrl() },
      data: { username: ACCOUNTS.nguyen.email, title: 'x', body: 'x' },
    });
  const future = await post(new Date(Date.now() + 3_600_000).toISOString(), 'obx-future-0001');
  expect(future.status()).toBe(400);
  expect((await future.json()).error.fields[0]).toMatchObject({ field: 'madeAt', code: 'made-at-future' });
  const old = await post(new Date(Date.now() - 73 * 3_600_000).toISOString(), 'obx-old-00001');
  expect(old.status()).toBe(400);
  expect((await old.json()).error.fields[0]).toMatchObject({ field: 'madeAt', code: 'made-at-too-old' });
  await page.context().close();
});
