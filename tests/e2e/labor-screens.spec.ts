import type { Browser } from '@playwright/test';
import { open, waitForShell } from './shell-support';
import { baseUrl, expect, test } from './support/fixtures';
import { LABOR_SHOTS, person, plantDay } from './support/labor';

const SHOTS = LABOR_SHOTS;
// Tom Wilson works at Bowling Green and is its labor supervisor: his own call offs notify only him,
// so no other spec's notification counts move.
const TOM = { email: 'bgtwilson@example.com', empId: 3001 };

/** A day counted from today at Tom's plant (Bowling Green, Eastern time); far enough ahead, one no run of this file has called off yet (the shared database keeps rows). */
const ahead = (days: number) => plantDay(days, 'America/New_York');
const OFFSET = 40 + Math.floor(Math.random() * 300);
const CALL_OFF_DAY = ahead(OFFSET);
const REASON = `Flu ${OFFSET}-${Date.now() % 100_000}`;

const tom = (browser: Browser, lang: 'en' | 'es', viewport: { width: number; height: number }, theme: 'light' | 'dark') =>
  person(browser, TOM.email, lang, viewport, theme);

test.describe.serial('labor: call offs, absence notices and the supervisors’ screens', () => {
  test('in Spanish on a tablet, an employee calls off a shift and files a notice; bad input is said by its field and nothing is written', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await tom(browser, 'es', { width: 800, height: 1280 }, 'light');
    await open(page, '/LaborMod');
    await page.getByTestId('clock-links').getByRole('link', { name: 'Reportar inasistencia' }).click();
    await waitForShell(page);
    await expect(page.getByTestId('call-off-form')).toBeVisible();
    const mine = page.getByTestId('my-absences').locator('[data-testid="absence-row"]');
    // Counted by its date, not in all: the calendar spec adds and removes Tom's own events meanwhile.
    const refusedDay = mine.filter({ hasText: ahead(-1) });
    await expect(refusedDay).toHaveCount(0);

    // Clumsy: no reason, and a shift that has already started.
    await page.locator('#field-date').fill(ahead(-1));
    await page.locator('#field-reason').fill('');
    await page.getByTestId('call-off-submit').click();
    await waitForShell(page);
    await expect(page.getByTestId('error-reason')).toHaveText('Obligatorio.');
    await expect(page.getByRole('alert').first()).toContainText('No se guardó nada');
    await page.locator('#field-reason').fill('Enfermo');
    await page.getByTestId('call-off-submit').click();
    await waitForShell(page);
    await expect(page.getByTestId('error-date')).toHaveText('Ese turno ya empezó: llame a su supervisor.');
    await expect(refusedDay).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/call-off-refused-es-800-light.png`, fullPage: true });
    const box = await page.getByTestId('call-off-submit').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // A double tap calls the shift off once; reload and Back send nothing again.
    await page.locator('#field-date').fill(CALL_OFF_DAY);
    await page.locator('#field-shift').selectOption('2');
    await page.locator('#field-reason').fill(REASON);
    await page.getByTestId('call-off-submit').dblclick();
    await waitForShell(page);
    await expect(page.getByText(`Se registró su inasistencia al turno 2 del ${CALL_OFF_DAY}`)).toBeVisible();
    await expect(mine.filter({ hasText: REASON })).toHaveCount(1);
    await page.reload();
    await waitForShell(page);
    await page.goBack();
    await open(page, '/LaborMod/Components/callOff');
    await expect(mine.filter({ hasText: REASON })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/call-off-done-es-800-light.png`, fullPage: true });

    await open(page, '/LaborMod/Components/absentNotice');
    await page.locator('#field-fromDate').fill(ahead(OFFSET + 3));
    await page.locator('#field-toDate').fill(ahead(OFFSET + 2));
    await page.locator('#field-reason').fill(`Vacaciones ${REASON}`);
    await page.getByTestId('absence-notice-submit').click();
    await waitForShell(page);
    await expect(page.getByTestId('error-toDate')).toHaveText('El último día no puede ser antes del primero.');
    await expect(page.locator('#field-reason')).toHaveValue(`Vacaciones ${REASON}`);
    await page.locator('#field-fromDate').fill(ahead(0));
    await page.getByTestId('absence-notice-submit').click();
    await waitForShell(page);
    await expect(page.getByTestId('error-fromDate')).toHaveText('Un aviso de ausencia es para días después de hoy.');
    await page.locator('#field-fromDate').fill(ahead(OFFSET + 1));
    await page.locator('#field-toDate').fill(ahead(OFFSET + 2));
    await page.getByTestId('absence-notice-submit').click();
    await waitForShell(page);
    await expect(page.getByText(`Se registró su aviso de ausencia para ${ahead(OFFSET + 1)} al ${ahead(OFFSET + 2)}`)).toBeVisible();
    await expect(page.getByTestId('my-absences').locator('[data-kind="absence"]', { hasText: REASON })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/absence-notice-es-800-light.png`, fullPage: true });
    await page.context().close();
  });

  test('in English at 1280, the supervisor finds them on /AbsentForm, the calendar and Attendance, and opens a day’s labor detail', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await tom(browser, 'en', { width: 1280, height: 900 }, 'dark');
    const range = `plant=BGOHIO&from=${CALL_OFF_DAY}&to=${ahead(OFFSET + 5)}`;
    await open(page, `/AbsentForm?${range}`);
    const listed = page.getByTestId('absent-list').locator('[data-testid="absence-row"]', { hasText: REASON });
    await expect(listed).toHaveCount(2);
    await expect(listed.first()).toContainText('Tom Wilson');
    await page.screenshot({ path: `${SHOTS}/absent-form-en-1280-dark.png`, fullPage: true });
    // Letters in a date: said by its field, the list falls back to its default dates.
    await open(page, '/AbsentForm?plant=BGOHIO&from=tomorrow');
    await expect(page.getByTestId('error-from')).toHaveText('Not in the expected format.');

    await open(page, '/AbsentForm/tardy?plant=All');
    await expect(page.getByTestId('tardy-list').locator('[data-kind="tardy"]').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tardies-en-1280-dark.png`, fullPage: true });

    await open(page, `/absencecalendar?plant=BGOHIO&month=${CALL_OFF_DAY.slice(0, 7)}`);
    const day = page.locator(`[data-testid="calendar-day"][data-date="${CALL_OFF_DAY}"]`);
    await expect(day).toContainText('Tom Wilson');
    await page.screenshot({ path: `${SHOTS}/calendar-en-1280-dark.png`, fullPage: true });
    await day.getByRole('link').click();
    await waitForShell(page);
    await expect(page.getByTestId('day-absences')).toContainText(REASON);

    await page.context().addCookies([{ name: 'theme', value: 'light', url: baseUrl() }]);
    await open(page, '/Attendance?plant=BGOHIO');
    await page.getByTestId('attendance-filter').locator('#field-week').fill(ahead(-7));
    await page.getByTestId('attendance-filter').getByRole('button').click();
    await waitForShell(page);
    const worked = page.getByTestId('attendance-row').locator('a').first();
    await expect(worked).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/attendance-en-1280-light.png`, fullPage: true });
    await worked.click();
    await waitForShell(page);
    await expect(page.getByTestId('detail-punches').locator('[data-testid="detail-punch"]').first()).toBeVisible();
    await expect(page.getByTestId('detail-paid')).toHaveText(/^\s*\d+\.\d\d\s*$/);
    await page.screenshot({ path: `${SHOTS}/labor-detail-en-1280-light.png`, fullPage: true });
    await open(page, '/currentlyClockedIn/LaborDtl?empId=abc');
    await expect(page.getByTestId('error-empId')).toHaveText('Not a valid value.');
    await page.context().close();
  });

  test('in Spanish on a tablet, the calendar and Attendance fit the screen with finger-sized targets', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await tom(browser, 'es', { width: 800, height: 1280 }, 'dark');
    await open(page, `/absencecalendar?plant=BGOHIO&month=${CALL_OFF_DAY.slice(0, 7)}`);
    await expect(page.getByRole('heading', { name: 'Calendario de ausencias' })).toBeVisible();
    const link = page.locator(`[data-testid="calendar-day"][data-date="${CALL_OFF_DAY}"] a`);
    const box = await link.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${SHOTS}/calendar-es-800-dark.png`, fullPage: true });
    await open(page, '/Attendance?plant=BGOHIO');
    await expect(page.getByRole('heading', { name: 'Asistencia' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/attendance-es-800-dark.png`, fullPage: true });
    await open(page, '/AbsentForm/tardy');
    await page.screenshot({ path: `${SHOTS}/tardies-es-800-dark.png`, fullPage: true });
    await page.context().close();
  });
});
