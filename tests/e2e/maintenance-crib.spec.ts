import type { Locator, Page } from '@playwright/test';
import { baseUrl, expect, signedIn, test } from './support/fixtures';
import { waitForShell } from './shell-support';

const SHOTS = 'test-results/maintenance';
const DANA = 'shdkowalski@example.com'; // Maintenance group at Sheldon: the crib, MRO and maintenance management
const CARLOS = 'mfcmendez@example.com'; // Maintenance group at Metal Finishing

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
}

/** A control a gloved finger can hit: 56 px high at least. */
async function expectGloveSized(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(56);
}

test.describe('the gauge crib', () => {
  test('Dana scans a badge, is refused a gauge past its calibration date, checks out another and takes it back', async ({ browser }) => {
    test.setTimeout(180_000);
    const dana = await signedIn(browser, DANA, 'en', { width: 1280, height: 900 });
    await open(dana, '/gages?plant=MfgSys');
    await expect(dana.getByRole('heading', { name: 'Gauge crib' })).toBeVisible();
    await expect(dana.locator('[data-gauge="SH-G-004"] [data-status]')).toHaveText('Calibration overdue');
    await expect(dana.locator('[data-gauge="SH-G-002"] [data-status]')).toHaveText('Checked out');
    await dana.screenshot({ path: `${SHOTS}/crib-dana-en-desk.png`, fullPage: true });

    await open(dana, '/gages/gage-checkout');
    await expect(dana.getByTestId('crib-no-badge')).toBeVisible();
    await open(dana, '/gages/gage-login');
    const badge = dana.getByLabel('Badge');
    await expectGloveSized(badge);
    await badge.fill('99x');
    await badge.press('Enter');
    await expect(dana.getByText('Scan a badge: its number only, such as 1001.')).toBeVisible();
    await badge.fill('1004');
    await badge.press('Enter');
    await expectGloveSized(dana.getByRole('button', { name: 'Start' }));
    await dana.getByRole('button', { name: 'Start' }).click();
    await waitForShell(dana);
    await expect(dana).toHaveURL(/\/gages\/gage-checkout$/);
    await expect(dana.getByTestId('crib-badge')).toHaveText('Serving Luis Ramirez (badge 1004)');

    const gauge = dana.getByLabel('Scan or type the gauge number');
    await gauge.fill('sh-g-004');
    await dana.getByRole('button', { name: 'Check out' }).click();
    await waitForShell(dana);
    await expect(dana.getByRole('alert')).toContainText('Gauge SH-G-004 was due for calibration on');
    await expect(dana.getByRole('alert')).toContainText('it may not be used until it is calibrated');
    await expect(dana.getByTestId('held-gauges').locator('[data-gauge="SH-G-004"]')).toHaveCount(0);
    await dana.screenshot({ path: `${SHOTS}/crib-refused-dana-en-desk.png`, fullPage: true });

    await dana.getByLabel('Scan or type the gauge number').fill('SH-G-006');
    await dana.getByRole('button', { name: 'Check out' }).click();
    await waitForShell(dana);
    await expect(dana.getByText('Gauge SH-G-006 is checked out to Luis Ramirez.')).toBeVisible();
    const held = dana.getByTestId('held-gauges').locator('[data-gauge="SH-G-006"]');
    await expect(held).toHaveCount(1);
    // A second checkout of the same gauge: someone holds it, so the crib says who.
    await dana.getByLabel('Scan or type the gauge number').fill('SH-G-006');
    await dana.getByRole('button', { name: 'Check out' }).click();
    await waitForShell(dana);
    await expect(dana.getByRole('alert')).toContainText('Gauge SH-G-006 is checked out to Luis Ramirez: it must be returned first.');
    await expectGloveSized(held.getByRole('button', { name: 'Return' }));
    await held.getByRole('button', { name: 'Return' }).click();
    await waitForShell(dana);
    await expect(dana.getByText('Gauge SH-G-006 is back in the crib.')).toBeVisible();
    await expect(dana.getByTestId('held-gauges').locator('[data-gauge="SH-G-006"]')).toHaveCount(0);

    await open(dana, '/gages/gage-history?plant=MfgSys&gauge=SH-G-006');
    const rows = dana.getByTestId('gauge-history-table').locator('tbody tr');
    await expect(rows.nth(0)).toContainText('Returned');
    await expect(rows.nth(1)).toContainText('Checked out');
    await expect(rows.nth(1)).toContainText('Luis Ramirez (1004)');
    await dana.context().close();
  });

  test('Carlos uses the crib, the stores and maintenance management on a tablet in Spanish', async ({ browser }) => {
    test.setTimeout(180_000);
    const carlos = await signedIn(browser, CARLOS, 'es', { width: 800, height: 1280 });
    await open(carlos, '/gages/gage-login');
    await expect(carlos.getByRole('heading', { name: 'Almacén de calibradores: escanee su gafete' })).toBeVisible();
    await carlos.getByLabel('Gafete').fill('4003');
    await carlos.getByRole('button', { name: 'Comenzar' }).click();
    await waitForShell(carlos);
    await expect(carlos.getByTestId('crib-badge')).toHaveText('Atendiendo a Grace Kim (gafete 4003)');
    await carlos.getByLabel('Escanee o escriba el número del calibrador').fill('MF-G-004');
    await carlos.getByRole('button', { name: 'Prestar' }).click();
    await waitForShell(carlos);
    await expect(carlos.getByRole('alert')).toContainText('El calibrador MF-G-004 debía calibrarse el');
    await carlos.screenshot({ path: `${SHOTS}/crib-refused-carlos-es-tablet.png`, fullPage: true });
    await open(carlos, '/gages?plant=REBUILD');
    await carlos.screenshot({ path: `${SHOTS}/crib-carlos-es-tablet.png`, fullPage: true });
    await open(carlos, '/mro/qtyWarning?plant=REBUILD');
    await expect(carlos.getByRole('heading', { name: 'Bajo el mínimo' })).toBeVisible();
    expect(await carlos.getByTestId('mro-table').locator('tbody tr[data-item]').count()).toBeGreaterThan(0);
    await carlos.screenshot({ path: `${SHOTS}/mro-below-carlos-es-tablet.png`, fullPage: true });
    await open(carlos, '/MaintManagement?plant=REBUILD');
    await expect(carlos.getByTestId('equipment-table').locator('[data-equipment="MF-PL-CR"]')).toBeVisible();
    await carlos.screenshot({ path: `${SHOTS}/management-carlos-es-tablet.png`, fullPage: true });
    await open(carlos, '/MaintManagement/equipTransfer?plant=REBUILD');
    await carlos.screenshot({ path: `${SHOTS}/transfer-carlos-es-tablet.png`, fullPage: true });
    await carlos.context().close();
  });
});
