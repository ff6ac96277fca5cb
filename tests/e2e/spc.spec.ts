import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, resumeSession, signedIn, test } from './support/fixtures';
import { waitForShell } from './shell-support';
import { PISTON_RINGS } from '@/lib/spc/reference-data';

const SHOTS = 'test-results/spc';
// Unique per run: the spec file shares the portal's database with the other browser tests.
const NAME = `E2E ring bore ${Date.now() % 1_000_000}`;
let id = 0;

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
}

test.describe.serial('SPC', () => {
  test('Jordan creates a Spirit Lake characteristic; a letter in a limit is named at its field (English, desk)', async ({ browser }) => {
    // Spirit Lake's, where Maria inspects below: Jordan, an administrator, works at every plant.
    const page = await signedIn(browser, ACCOUNTS.carter.email, 'en', { width: 1280, height: 900 });
    await openPage(page, '/InspectionManagement/InspectionSets');
    const form = page.getByTestId('spc-new-characteristic');
    await form.locator('#field-plant').selectOption('SPIRITLA');
    await form.locator('#field-partNum').fill('RING-74');
    await form.locator('#field-operation').fill('20');
    await form.locator('#field-name').fill(NAME);
    await form.locator('#field-unit').fill('mm');
    await form.locator('#field-nominal').fill('74');
    await form.locator('#field-lsl').fill('73.9x');
    await form.locator('#field-usl').fill('74.05');
    await form.locator('#field-subgroupSize').fill('5');
    const refused = page.waitForResponse(
      (r) => r.url().includes('/InspectionManagement/InspectionSets') && r.request().method() === 'POST',
    );
    await form.getByTestId('spc-create').click();
    // Refused, and sent back by a redirect (Post/Redirect/Get): reload and Back never ask to resend it.
    expect((await refused).status()).toBe(303);
    await expect(page.getByTestId('error-lsl')).toHaveText('Type a number.');
    await expect(page.locator('#field-name')).toHaveValue(NAME);
    await page.screenshot({ path: `${SHOTS}/create-refused-jordan-en-1280.png`, fullPage: true });
    await page.locator('#field-lsl').fill('73.95');
    await page.getByTestId('spc-create').click();
    await expect(page).toHaveURL(/\/Inspections\/SPC\/spcCharts\?id=\d+/);
    id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByTestId('frame-heading')).toHaveText(`RING-74 · 20 · ${NAME}`);
    await page.context().close();
  });

  test('Maria enters 25 subgroups on a tablet; an out-of-spec reading and a point beyond the limits are flagged at once (Spanish, light)', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await resumeSession(page, ACCOUNTS.nguyen.email);
    await context.addCookies([
      { name: 'lang', value: 'es', url: baseUrl() },
      { name: 'theme', value: 'light', url: baseUrl() },
    ]);
    await openPage(page, `/Inspections/SPC/form?id=${id}`);
    const entry = page.getByTestId('spc-entry');
    await expect(entry).toHaveAttribute('data-hydrated', 'true');
    const box = await page.locator('#spc-reading-0').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // Letters in a number are refused as they are typed.
    await page.locator('#spc-reading-0').fill('74.o1');
    await expect(page.locator('#spc-reading-0-error')).toHaveText('Escriba un número');
    const subgroups = [...PISTON_RINGS.slice(0, 24), [74.04, 74.06, 74.03, 74.04, 74.035]];
    for (const [k, readings] of subgroups.entries()) {
      for (const [i, value] of readings.entries()) {
        await page.locator(`#spc-reading-${i}`).fill(String(value));
        // A gauge ends each reading with Enter; after the last one that saves (the 25th is saved by a double tap).
        if (k < 24 || i < readings.length - 1) await page.locator(`#spc-reading-${i}`).press('Enter');
      }
      if (k === 24) {
        await expect(page.locator('#spc-reading-1-error')).toContainText('Fuera de especificación');
        await expect(page.getByTestId('spc-spec-warning')).toHaveText('1 lectura fuera de especificación');
        await page.screenshot({ path: `${SHOTS}/entry-out-of-spec-maria-es-tablet-light.png`, fullPage: true });
        // A double tap saves once.
        await page.getByTestId('spc-save').dblclick();
      }
      await expect(page.locator('[data-testid^="spc-result-"]')).toContainText(new RegExp(`ubgrupo ${k + 1} `));
    }
    await expect(page.getByTestId('spc-result-error')).toHaveText(/El subgrupo 25 viola la prueba 1/);
    await expect(page.getByTestId('spc-entry-chart').locator('[data-flag="24"]')).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/entry-flagged-maria-es-tablet-light.png`, fullPage: true });
    const res = await page.request.get(`${baseUrl()}/api/v1/SPC/Characteristics/${id}`);
    expect(((await res.json()) as { subgroups: number }).subgroups).toBe(25);
    await context.close();
  });

  test('the chart and capability on a desk page (hover names the test), printed, and on a dark board', async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.carter.email, 'en', { width: 1280, height: 900 });
    await openPage(page, `/Inspections/SPC/spcCharts?id=${id}`);
    await expect(page.getByTestId('spc-inspector')).toBeVisible();
    await expect(page.getByTestId('spc-cpk')).toBeVisible();
    await expect(page.getByTestId('spc-flag-list')).toContainText('1 point more than 3 sigma from the center line');
    await page.locator('[data-kind="xbar"] circle[data-index="24"]').hover();
    await expect(page.getByTestId('spc-point-detail')).toContainText('Subgroup 25');
    await expect(page.getByTestId('spc-point-detail')).toContainText('1: 1 point more than 3 sigma');
    // Freezing limits is deliberate: it needs a note, which the history keeps.
    await page.locator('#field-baseline').fill('24');
    await page.getByTestId('spc-freeze').click();
    await expect(page.getByTestId('error-note')).toBeVisible();
    await page.locator('#field-note').fill('Trial limits from the first 24 subgroups');
    await page.getByTestId('spc-freeze').click();
    await expect(page).toHaveURL(new RegExp(`spcCharts\\?id=${id}(#.*)?$`));
    await waitForShell(page);
    await expect(page.getByTestId('spc-phases')).toContainText('Limits frozen by Jordan Carter');
    await expect(page.getByTestId('spc-phases')).toContainText('Trial limits from the first 24 subgroups');
    await expect(page.locator('[data-kind="xbar"] [data-flag="24"]')).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/chart-jordan-en-1280.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/chart-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openPage(page, '/Dashboards/SPC/spcCharts?plant=SPIRITLA');
    const mine = page.getByTestId('spc-board-chart').filter({ hasText: NAME });
    await expect(mine).toHaveAttribute('data-flagged', 'true');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.screenshot({ path: `${SHOTS}/board-spiritla-dark-1920.png`, fullPage: false });
    await page.context().close();
  });

  test('a correction needs a reason and keeps the values before', async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en', { width: 1280, height: 900 });
    await openPage(page, `/Inspections/SPC/spcMeasurements?id=${id}`);
    await page.getByTestId('spc-subgroup').first().getByRole('link', { name: 'Correct' }).click();
    await waitForShell(page);
    await page.locator('#field-readings').fill('74.04 74.045 74.03 74.04 74.035');
    await page.getByTestId('spc-correct-save').click();
    await expect(page.getByTestId('error-reason')).toBeVisible();
    await page.locator('#field-reason').fill('Gauge slipped on part 2');
    await page.getByTestId('spc-correct-save').click();
    await expect(page).toHaveURL(new RegExp(`spcMeasurements\\?id=${id}(#.*)?$`));
    await expect(page.getByTestId('spc-correction').first()).toContainText('Gauge slipped on part 2');
    await expect(page.getByTestId('spc-correction').first()).toContainText('74.06');
    await page.screenshot({ path: `${SHOTS}/corrected-maria-en-1280.png`, fullPage: true });
    await page.context().close();
  });

  test('a manager changes the tests with a reason (K out of range named at its field); an inspector may not', async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.carter.email, 'en', { width: 1280, height: 900 });
    await openPage(page, `/Inspections/${id}`);
    await page.getByTestId('spc-edit-tests').click();
    await waitForShell(page);
    const form = page.getByTestId('spc-tests-form');
    await form.locator('#field-k1').fill('9');
    await form.locator('[data-test="7"] input[type="checkbox"]').uncheck();
    const refused = page.waitForResponse((r) => r.url().includes('/Inspections/Detail/form') && r.request().method() === 'POST');
    await form.getByTestId('spc-tests-save').click();
    expect((await refused).status()).toBe(303);
    await expect(page.getByTestId('error-k1')).toHaveText('K of test 1 must be from 1 to 6.');
    // What was typed and unticked is back in the form after the redirect.
    await expect(form.locator('#field-k1')).toHaveValue('9');
    await expect(form.locator('[data-test="7"] input[type="checkbox"]')).not.toBeChecked();
    await expect(page.getByTestId('error-reason')).toHaveCount(0);
    await expect(page.locator('[data-test="7"] input[type="checkbox"]')).not.toBeChecked();
    await page.screenshot({ path: `${SHOTS}/tests-refused-jordan-en-1280.png`, fullPage: true });
    await page.locator('#field-k1').fill('3');
    await page.locator('#field-k2').fill('7');
    await page.getByTestId('spc-tests-save').click();
    await expect(page.getByTestId('error-reason')).toBeVisible();
    await page.locator('#field-reason').fill('Runs of 7 flag the drift of this bore sooner');
    await page.getByTestId('spc-tests-save').dblclick();
    await expect(page).toHaveURL(new RegExp(`/Inspections/${id}$`));
    await waitForShell(page);
    await expect(page.getByTestId('spc-tests-on')).toContainText('7 points in a row on one side');
    await expect(page.getByTestId('spc-tests-on')).not.toContainText('within 1 sigma');
    await openPage(page, `/Inspections/Detail/form?id=${id}`);
    await expect(page.getByTestId('spc-tests-change')).toHaveCount(1);
    await expect(page.getByTestId('spc-tests-change')).toContainText('Runs of 7 flag the drift of this bore sooner');
    await page.screenshot({ path: `${SHOTS}/tests-history-jordan-en-1280.png`, fullPage: true });
    await page.context().close();
    const maria = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
    await openPage(maria, `/Inspections/Detail/form?id=${id}`);
    await expect(maria.getByTestId('spc-tests-not-manager')).toBeVisible();
    await expect(maria.getByTestId('spc-tests-form')).toHaveCount(0);
    await openPage(maria, `/Inspections/${id}`);
    await expect(maria.getByTestId('spc-edit-tests')).toHaveCount(0);
    const put = await maria.request.put(`${baseUrl()}/api/v1/SPC/Characteristics/${id}/Tests`, {
      data: { tests: [], reason: 'none at all' },
    });
    expect(put.status()).toBe(403);
    await maria.context().close();
  });

  test('a subgroup typed without a network waits in the top bar and is sent with the time it was taken (Spanish, tablet)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await resumeSession(page, ACCOUNTS.nguyen.email);
    await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
    await openPage(page, `/Inspections/SPC/form?id=${id}`);
    await expect(page.getByTestId('spc-entry')).toHaveAttribute('data-hydrated', 'true');
    const before = Date.now();
    await context.setOffline(true);
    for (const [i, value] of [74.01, 74.0, 73.995, 74.005, 74.0].entries()) await page.locator(`#spc-reading-${i}`).fill(String(value));
    await page.getByTestId('spc-save').click();
    await expect(page.getByTestId('spc-result-info')).toContainText('Sin red');
    await expect(page.getByTestId('outbox-count')).toHaveText('1');
    await expect(page.locator('#spc-reading-0')).toHaveValue('');
    await page.screenshot({ path: `${SHOTS}/entry-offline-kept-maria-es-tablet.png`, fullPage: true });
    const online = Date.now();
    await context.setOffline(false);
    await expect(page.getByTestId('outbox')).toBeHidden();
    // The chart is drawn again with the sent subgroup as its 26th point (after the 25 entered).
    await expect(page.getByTestId('spc-entry-chart').locator('circle[data-index="25"]')).toBeVisible();
    const rows = (await (await page.request.get(`${baseUrl()}/api/v1/SPC/Characteristics/${id}/Subgroups?last=1`)).json()) as {
      readings: number[];
      takenAt: string;
    }[];
    expect(rows[0]!.readings).toEqual([74.01, 74.0, 73.995, 74.005, 74.0]);
    const taken = Date.parse(rows[0]!.takenAt);
    expect(taken).toBeGreaterThanOrEqual(before);
    expect(taken).toBeLessThanOrEqual(online);
    await page.screenshot({ path: `${SHOTS}/entry-offline-sent-maria-es-tablet.png`, fullPage: true });
    await context.close();
  });
});
