import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { waitForShell } from './shell-support';

const SHOTS = 'test-results/records';

/** A job of GAS-2010-04 (1500 psi) at a plant (the person's own: writes for other plants are refused): the job of a seeded charge. */
async function gasJob(page: Page, plant: string): Promise<string> {
  const res = await page.request.get(`${baseUrl()}/api/v1/NitrogenCharges?pageSize=100&plant=${plant}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { jobNumber: string; partNum: string }[] };
  return items.find((item) => item.partNum === 'GAS-2010-04')!.jobNumber;
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`#field-${name}`).fill(value);
}

/** Nothing on the page scrolls or is cut off sideways: the page, and each charge table within its card. */
async function expectFitsItsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const tables = [...document.querySelectorAll('[data-testid="nitro-recent"], [data-testid="nitro-history"]')];
    return {
      page: root.scrollWidth - root.clientWidth,
      tables: tables.map(
        (table) =>
          `${table.getAttribute('data-testid')}: ${(table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0)}`,
      ),
    };
  });
  expect(overflow.tables.length).toBeGreaterThan(0);
  expect(overflow).toEqual({ page: 0, tables: overflow.tables.map((line) => line.replace(/-?\d+$/, '0')) });
}

test.describe('nitrogen charge', () => {
  test('Maria records a failing charge, re-charges it and it passes (English, 1280 px), and prints the cylinder', async ({ browser }) => {
    // A long flow of several pages (and a second person): minutes while other browser tests share the 2 cores.
    test.setTimeout(180_000);
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en', { width: 1280, height: 900 });
    const job = await gasJob(page, 'SPIRITLA');
    await page.goto(`${baseUrl()}/Nitro`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Nitrogen Charge' })).toBeVisible();
    await fill(page, {
      serialNumber: 'N2-E2E-0001',
      jobNumber: job,
      tempAtChargeF: '88',
      tempAtCheckF: '75',
      finalPressurePsi: '1390',
      pressureDecayPsi: '6',
    });
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Record charge' }).click();
    await expect(page).toHaveURL(/serial=N2-E2E-0001/);
    await waitForShell(page);
    await expect(page.getByTestId('nitro-verdict')).toHaveText('FAIL');
    await expect(page.getByTestId('nitro-result')).toContainText('pressure below the specification');
    await page.screenshot({ path: `${SHOTS}/nitro-fail-maria-en-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'Re-charge' }).click();
    await waitForShell(page);
    await expect(page.locator('#field-serialNumber')).toHaveValue('N2-E2E-0001');
    await fill(page, {
      tempAtChargeF: '86',
      tempAtCheckF: '80',
      finalPressurePsi: '1530',
      pressureDecayPsi: '5',
      packagingPressurePsi: '1525',
      paintLineEmpId: '2002',
    });
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Record charge' }).click();
    await expect(page.getByTestId('nitro-verdict')).toHaveText('PASS');
    await expect(page.getByTestId('nitro-history').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('nitro-history')).toContainText('New reading');
    await page.screenshot({ path: `${SHOTS}/nitro-pass-maria-en-1280.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/nitro-cylinder-print.pdf`, format: 'Letter', printBackground: true });
    await page.context().close();
  });

  test("The charge list filters by plant: it starts on the top bar's plant, and All shows every plant (Maria, English, 1280 px)", async ({
    browser,
  }) => {
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en', { width: 1280, height: 900 });
    const total = async (query: string) => {
      const res = await page.request.get(`${baseUrl()}/api/v1/NitrogenCharges?pageSize=1${query}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { total: number }).total;
    };
    const [spiritLake, all] = [await total('&plant=SPIRITLA'), await total('')];
    expect(spiritLake).toBeGreaterThan(0);
    expect(spiritLake).toBeLessThan(all);
    await page.goto(`${baseUrl()}/Nitro`);
    await waitForShell(page);
    await expect(page.locator('#filter-plant')).toHaveValue('SPIRITLA');
    await expect(page.getByTestId('nitro-recent')).toContainText('Spirit Lake');
    await expect(page.getByTestId('pager-status')).toContainText(`${spiritLake} rows`);
    await page.screenshot({ path: `${SHOTS}/nitro-plant-filter-maria-en-1280.png`, fullPage: true });
    await page.locator('#filter-plant').selectOption('All');
    await page.getByTestId('nitro-filter').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/plant=All/);
    await waitForShell(page);
    await expect(page.getByTestId('pager-status')).toContainText(`${all} rows`);
    // Every plant's charges at a desk, beside the drawer: each column fits, none is cut off.
    await expectFitsItsWidth(page);
    await page.context().close();
  });

  test('Tom is refused a packaging pressure without safety wire, then records a pass (Spanish, tablet)', async ({ browser }) => {
    // A long flow of several pages (and a second person): minutes while other browser tests share the 2 cores.
    test.setTimeout(180_000);
    const page = await signedIn(browser, ACCOUNTS.wilson.email, 'es', { width: 800, height: 1280 }, { hasTouch: true });
    const job = await gasJob(page, 'BGOHIO');
    await page.goto(`${baseUrl()}/Nitro`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Carga de nitrógeno' })).toBeVisible();
    await fill(page, {
      serialNumber: 'N2-E2E-0002',
      jobNumber: job,
      tempAtChargeF: '80',
      tempAtCheckF: '70',
      finalPressurePsi: '1500',
      pressureDecayPsi: '4',
      packagingPressurePsi: '1495',
    });
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Registrar carga' }).click();
    await expect(page.getByTestId('error-safetyWire')).toHaveText('Una presión al empacar requiere el alambre de seguridad.');
    await expect(page.locator('#field-finalPressurePsi')).toHaveValue('1500');
    await page.screenshot({ path: `${SHOTS}/nitro-refused-tom-es-tablet.png`, fullPage: true });
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('button', { name: 'Registrar carga' }).click();
    await expect(page.getByTestId('nitro-verdict')).toHaveText('APROBADO');
    await expect(page.getByTestId('nitro-history')).toContainText('APROBADO');
    await expect(page.getByTestId('nitro-history')).not.toContainText('PASS');
    await expectFitsItsWidth(page);
    await page.screenshot({ path: `${SHOTS}/nitro-pass-tom-es-tablet.png`, fullPage: true });
    await page.context().close();
  });
});
