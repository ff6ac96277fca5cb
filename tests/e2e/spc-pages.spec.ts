import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { waitForShell } from './shell-support';

// Every SPC page that was an empty frame, on the seeded characteristics, read only (other specs share the database).
const SHOTS = 'test-results/spc';

interface Listed {
  id: number;
  setId: number;
  partNum: string;
  name: string;
  plant: string;
  subgroups: number;
}

async function openPage(page: Page, path: string): Promise<void> {
  const res = await page.goto(`${baseUrl()}${path}`);
  expect(res?.status(), path).toBe(200);
  await waitForShell(page);
}

async function seeded(page: Page, plant: string): Promise<Listed> {
  const res = await page.request.get(`${baseUrl()}/api/v1/SPC/Characteristics?plant=${plant}`);
  const list = (await res.json()) as Listed[];
  const first = list.find((c) => c.subgroups > 100);
  expect(first, `a seeded characteristic in ${plant}`).toBeTruthy();
  return first!;
}

test.describe.serial('SPC pages', () => {
  let page: Page;
  let ch: Listed;
  test.beforeAll(async ({ browser }) => {
    page = await signedIn(browser, ACCOUNTS.wilson.email, 'en', { width: 1280, height: 900 });
    ch = await seeded(page, 'BGOHIO');
  });
  test.afterAll(async () => page.context().close());

  test('a characteristic as a record: definition, tests, chart, last subgroups; a manager may change its tests', async () => {
    await openPage(page, `/Inspections/${ch.id}`);
    await expect(page.getByTestId('frame-heading')).toBeVisible();
    await expect(page.getByTestId('spc-subtitle')).toContainText(`${ch.partNum}`);
    await expect(page.getByTestId('spc-definition')).toContainText(ch.partNum);
    await expect(page.getByTestId('spc-tests-on').locator('li').first()).toContainText('1 point more than 3 sigma');
    await expect(page.getByTestId('spc-edit-tests')).toBeVisible();
    await expect(page.getByTestId('spc-subgroup')).toHaveCount(10);
    await expect(page.getByTestId('spc-panel').locator('svg').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-tom-en-1280-dark.png`, fullPage: true });
    const gone = await page.request.get(`${baseUrl()}/Inspections/99999999`, { maxRedirects: 0 });
    expect(gone.headers()['location']).toBe('/Inspections');
    expect((await page.request.get(`${baseUrl()}/Inspections/abc`)).status()).toBe(404);
  });

  test("the applications' own pages list the plant's characteristics, not the frame's page list", async () => {
    await openPage(page, '/Inspections?plant=BGOHIO');
    await expect(page.getByTestId('inspections-home')).toBeVisible();
    await expect(page.getByTestId('app-frame')).toHaveCount(0);
    await expect(page.getByTestId('spc-characteristics')).toContainText(ch.name);
    await openPage(page, '/InspectionManagement?plant=BGOHIO');
    await expect(page.getByTestId('inspection-management-home')).toBeVisible();
    await expect(page.getByTestId('spc-characteristics')).toContainText(ch.partNum);
    await expect(page.getByRole('link', { name: 'New characteristic' })).toHaveAttribute('href', '/InspectionManagement/InspectionSets');
    await page.screenshot({ path: `${SHOTS}/management-home-tom-en-1280.png`, fullPage: true });
  });

  test('chart v1 draws on the server over a chosen span; chart v2 compares the characteristics of a part', async () => {
    await openPage(page, `/Inspections/SPC/spcChartv1?id=${ch.id}`);
    await expect(page.locator('[data-kind="xbar"] circle, [data-kind="i"] circle, [data-kind="p"] circle').first()).toBeVisible();
    await page.getByTestId('spc-span').getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/last=0/);
    await expect(page.getByTestId('spc-span').getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/chart-v1-all-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await openPage(page, '/Inspections/SPC/spcChartv2?plant=BGOHIO');
    await page.getByTestId('spc-part-row').filter({ hasText: ch.partNum }).getByRole('link').click();
    await waitForShell(page);
    await expect(page.getByTestId('frame-heading')).toHaveText(`Characteristics of ${ch.partNum}`);
    await expect(page.getByTestId('spc-small-chart').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/chart-v2-tom-en-1280-dark.png`, fullPage: true });
  });

  test('inspection sets by part, one set, the parts and a part’s tolerances', async () => {
    await openPage(page, '/InspectionManagement/InspectionSets/parts?plant=BGOHIO');
    await page.locator(`[data-testid="spc-set-row"][data-id="${ch.setId}"]`).getByRole('link').first().click();
    await waitForShell(page);
    await expect(page).toHaveURL(new RegExp(`/InspectionManagement/InspectionSets/${ch.setId}$`));
    await expect(page.getByTestId('frame-heading')).toHaveText(`Set: ${ch.setId}`);
    await expect(page.getByTestId('frame-breadcrumbs').getByRole('link')).toHaveText(['Apps', 'Inspection Management', 'Inspection Sets']);
    await expect(page.getByTestId('spc-row').filter({ hasText: ch.name })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/set-tom-en-1280-dark.png`, fullPage: true });
    await page.getByTestId('spc-add-to-set').click();
    await waitForShell(page);
    await expect(page.locator('#field-partNum')).toHaveValue(ch.partNum);
    await openPage(page, '/InspectionManagement/Parts?plant=All');
    await page.getByTestId('spc-part-row').filter({ hasText: ch.partNum }).getByRole('link').click();
    await waitForShell(page);
    await expect(page.getByTestId('frame-heading')).toHaveText(`Part: ${ch.partNum}`);
    await expect(page.getByTestId('spc-tolerance-cpk').first()).toHaveText(/^\s*\d+\.\d\d\s*$/);
    await page.screenshot({ path: `${SHOTS}/tolerances-tom-en-1280-dark.png`, fullPage: true });
    await openPage(page, '/InspectionManagement/Parts/NO-SUCH-PART');
    await expect(page).toHaveURL(/\/InspectionManagement\/Parts$/);
    await expect(page.getByTestId('alert').filter({ hasText: 'No characteristic is measured on part NO-SUCH-PART.' })).toBeVisible();
  });

  test('the SPC dashboard, a part on it, and the boards: one characteristic, light, last measurements', async () => {
    await openPage(page, '/Dashboards/SPC?plant=BGOHIO');
    await expect(page.getByTestId('frame-heading')).toHaveText('SPC Dashboard');
    // One plant's board at a time: the plant choice offers the four plants, not All.
    await expect(page.locator('#filter-plant option')).toHaveCount(4);
    await expect(page.locator('#filter-plant')).toHaveValue('BGOHIO');
    await page.getByTestId('spc-small-chart').filter({ hasText: ch.name }).getByRole('link').click();
    await waitForShell(page);
    await expect(page).toHaveURL(new RegExp(`/Dashboards/SPC/${ch.partNum}$`));
    await expect(page.getByTestId('frame-heading')).toHaveText(`ID: ${ch.partNum}`);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${baseUrl()}/Dashboards/SPC/spcChartv1?id=${ch.id}`);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('spc-capability')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/board-one-dark-1920.png` });
    await page.goto(`${baseUrl()}/Dashboards/SPC/spcChartv2?plant=BGOHIO`);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByTestId('spc-board-chart').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/board-light-1920.png` });
    await page.goto(`${baseUrl()}/Dashboards/SPC/spcMeasurements?plant=BGOHIO`);
    await expect(page.getByTestId('spc-board-measurement').first().locator('tr')).toHaveCount(5);
    await page.screenshot({ path: `${SHOTS}/board-measurements-dark-1920.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('in Spanish on a light tablet: the record and the tolerances', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });
    await context.addCookies([
      ...(await page.context().cookies()),
      { name: 'lang', value: 'es', url: baseUrl() },
      { name: 'theme', value: 'light', url: baseUrl() },
    ]);
    const tablet = await context.newPage();
    await openPage(tablet, `/Inspections/${ch.id}`);
    await expect(tablet.getByTestId('spc-tests-on')).toContainText('1 punto');
    await tablet.screenshot({ path: `${SHOTS}/detail-es-tablet-light.png`, fullPage: true });
    await openPage(tablet, `/InspectionManagement/Parts/${ch.partNum}`);
    await expect(tablet.getByTestId('spc-tolerance-table')).toContainText('Banda de tolerancia');
    await tablet.screenshot({ path: `${SHOTS}/tolerances-es-tablet-light.png`, fullPage: true });
    await context.close();
  });
});
