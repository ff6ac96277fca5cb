import type { Browser, Page } from '@playwright/test';
import { open, waitForShell } from './shell-support';
import { expect, test } from './support/fixtures';
import { LABOR_SHOTS, person, plantDay } from './support/labor';

const SHOTS = LABOR_SHOTS;
// Tom Wilson (Bowling Green's labor supervisor) records events only for himself, far ahead, and removes
// them again; his views are his own and deleted at the end: no other spec's data moves.
const TOM = { email: 'bgtwilson@example.com', empId: 3001 };
const TOMS_CLOCK = 'America/New_York';
/** A Sheldon supervisor who also works at Spirit Lake. */
const DANA = 'shdkowalski@example.com';
const ahead = (days: number) => plantDay(days, TOMS_CLOCK);
const RUN = `${Date.now() % 1_000_000}`;
const DAY = ahead(400 + Math.floor(Math.random() * 200));

const tom = (browser: Browser, lang: 'en' | 'es', viewport: { width: number; height: number }, theme: 'light' | 'dark') =>
  person(browser, TOM.email, lang, viewport, theme);

async function submit(page: Page, testid: string): Promise<void> {
  await page.getByTestId(testid).click();
  await waitForShell(page);
}

test.describe.serial('labor: the absence calendar’s pages and the time clock’s own pages', () => {
  test('in English at 1280, a supervisor adds, edits and removes an event and keeps a view only for themself', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await tom(browser, 'en', { width: 1280, height: 900 }, 'light');
    await open(page, '/absencecalendar/addevent');
    await expect(page.getByTestId('calendar-nav')).toBeVisible();
    // Clumsy: letters for the employee, the last day before the first, no reason.
    await page.locator('#field-empId').fill('abc');
    await page.locator('#field-fromDate').fill(DAY);
    await page.locator('#field-toDate').fill(ahead(-1));
    await submit(page, 'event-submit');
    await expect(page.getByTestId('error-empId')).toBeVisible();
    await expect(page.getByTestId('error-reason')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/add-event-refused-en-1280-light.png`, fullPage: true });
    await page.locator('#field-empId').fill(String(TOM.empId));
    await page.locator('#field-toDate').fill(DAY);
    await page.locator('#field-reason').fill(`Training ${RUN}`);
    await page.getByTestId('event-submit').dblclick();
    await waitForShell(page);
    await expect(page.getByText(`of Tom Wilson for ${DAY} is on the calendar`)).toBeVisible();
    const rows = page.getByTestId('day-absences').locator('[data-testid="absence-row"]', { hasText: `Training ${RUN}` });
    await expect(rows).toHaveCount(1);

    await rows.getByTestId('edit-event').click();
    await waitForShell(page);
    await page.locator('#field-reason').fill(`Training ${RUN}, moved`);
    await submit(page, 'event-submit');
    await expect(page.getByText('The event of Tom Wilson was saved.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/edit-event-en-1280-light.png`, fullPage: true });
    await page.getByTestId('event-delete').click();
    await waitForShell(page);
    await page.getByTestId('confirm').getByRole('button').click();
    await waitForShell(page);
    await expect(page.getByTestId('day-absences')).not.toContainText(`Training ${RUN}`);

    await open(page, '/absencecalendar/manageviews');
    await submit(page, 'view-submit');
    await expect(page.getByTestId('error-name')).toBeVisible();
    const name = `Ohio ${RUN}`;
    await page.locator('#field-name').fill(name);
    await page.locator('#filter-plant').selectOption('BGOHIO');
    await page.getByLabel('Tardy').check();
    await submit(page, 'view-submit');
    const row = page.locator(`[data-testid="view-row"][data-name="${name}"]`);
    await expect(row).toContainText('Every supervisor');
    await page.screenshot({ path: `${SHOTS}/manage-views-en-1280-light.png`, fullPage: true });

    await open(page, '/absencecalendar/manageviewsecurity');
    const secure = page.locator(`[data-testid="view-security-row"][data-name="${name}"]`);
    await secure.getByLabel('Who may use it').selectOption('group');
    await secure.getByTestId('view-secure').click();
    await waitForShell(page);
    await expect(page.locator(`[data-testid="view-security-row"][data-name="${name}"]`).getByTestId('error-groupId')).toBeVisible();
    await page.locator(`[data-testid="view-security-row"][data-name="${name}"]`).getByLabel('Who may use it').selectOption('owner');
    await page.locator(`[data-testid="view-security-row"][data-name="${name}"]`).getByTestId('view-secure').click();
    await waitForShell(page);
    await expect(page.getByText(`“${name}”: Only the owner.`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/view-security-en-1280-light.png`, fullPage: true });

    await open(page, '/absencecalendar/calendar');
    await page.getByTestId('calendar-filter').getByLabel('Saved view').selectOption({ label: name });
    await page.getByTestId('calendar-filter').getByRole('button').click();
    await waitForShell(page);
    await expect(page.getByTestId('record-subtitle')).toContainText(`${name} · Bowling Green`);
    await open(page, '/absencecalendar/table?plant=BGOHIO');
    await expect(page.getByTestId('table-absences')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/absence-table-en-1280-light.png`, fullPage: true });

    await open(page, '/absencecalendar/manageviews');
    await page.locator(`[data-testid="view-row"][data-name="${name}"]`).getByTestId('view-delete').click();
    await waitForShell(page);
    await page.getByTestId('confirm').getByRole('button').click();
    await waitForShell(page);
    await expect(page.locator(`[data-testid="view-row"][data-name="${name}"]`)).toHaveCount(0);

    await page.context().close();

    // Maria Nguyen (Spirit Lake, Welding) reported labor on job operations on her recent working days. Her
    // labor is private to the plants one works at: Dana (Sheldon, granted Spirit Lake) reads it, Tom would not.
    const dana = await person(browser, DANA, 'en', { width: 1280, height: 900 }, 'light');
    const lines = dana.getByTestId('job-line');
    for (let back = 2; back <= 9 && (await lines.count()) === 0; back++)
      await open(dana, `/currentlyClockedIn/LaborDtl?empId=2001&date=${plantDay(-back)}`);
    await expect(lines.first()).toBeVisible();
    await expect(dana.getByTestId('jobs-hours')).toHaveText(/^\s*\d+\.\d\d\s*$/);
    await expect(dana.getByTestId('jobs-clock')).toHaveText((await dana.getByTestId('detail-paid').textContent())!.trim());
    await dana.screenshot({ path: `${SHOTS}/labor-detail-jobs-en-1280-light.png`, fullPage: true });
    await dana.context().close();
  });

  test('in Spanish on a tablet, dark: the calendar pages and the time clock’s pages fit, with finger-sized buttons', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await tom(browser, 'es', { width: 800, height: 1280 }, 'dark');
    for (const [path, shot] of [
      ['/absencecalendar/calendar?plant=BGOHIO', 'calendar-month'],
      ['/absencecalendar/table?plant=BGOHIO', 'absence-table'],
      ['/absencecalendar/addevent', 'add-event'],
      ['/absencecalendar/manageviews', 'manage-views'],
      ['/absencecalendar/manageviewsecurity', 'view-security'],
      ['/LaborMod/Dialogs/history', 'history'],
      ['/LaborMod/Dialogs/note', 'notes'],
      ['/LaborMod/Dialogs/labor_detail', 'my-labor-detail'],
    ] as const) {
      await open(page, path);
      await expect(page.getByTestId('frame-heading')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(800);
      await page.screenshot({ path: `${SHOTS}/${shot}-es-800-dark.png`, fullPage: true });
    }
    // The time clock's own pages: clock in, lunch, and clock out (which ends the lunch first), each once.
    await open(page, '/LaborMod/Components/clockIn');
    if ((await page.getByTestId('punch-page').getAttribute('data-status')) !== 'out') {
      await open(page, '/LaborMod/Components/clockOut');
      await submit(page, 'punch-submit');
      await open(page, '/LaborMod/Components/clockIn');
    }
    const button = await page.getByTestId('punch-submit').boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(64);
    await page.getByTestId('punch-submit').dblclick();
    await waitForShell(page);
    await expect(page.getByTestId('punch-page')).toHaveAttribute('data-status', 'in');
    await expect(page.getByText(/Entrada registrada a las|Ya registrado a las/)).toBeVisible();
    await open(page, '/LaborMod/Components/lunch');
    await submit(page, 'punch-submit');
    await expect(page.getByTestId('punch-page')).toHaveAttribute('data-status', 'lunch');
    await open(page, '/LaborMod/Components/clockOut');
    await expect(page.getByTestId('punch-submit')).toHaveText(/Terminar comida y registrar salida/);
    await page.screenshot({ path: `${SHOTS}/clock-out-es-800-dark.png`, fullPage: true });
    await submit(page, 'punch-submit');
    await expect(page.getByTestId('punch-page')).toHaveAttribute('data-status', 'out');
    await page.context().close();
  });
});
