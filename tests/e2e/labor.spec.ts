import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseUrl, expect, test } from './support/fixtures';
import { signInOverHttp } from './support/http-session';
import { LABOR_SHOTS, person } from './support/labor';

const SHOTS = LABOR_SHOTS;
const TOM = 'bgtwilson@example.com';
const ERIC = { email: 'slejohnson@example.com', empId: 2002 };
const ANA = { email: 'slatorres@example.com', empId: 2003 };
const MEGAN = { email: 'bgmfischer@example.com', empId: 3002 };
const PRIYA = { email: 'bgpshah@example.com', empId: 3004 };
const HOUR = 3_600_000;

/** An instant on Bowling Green's clock: as a date and time field holds it, and as the lists show it. */
function onPlantClock(at: Date): { input: string; time: string } {
  const zone = 'America/New_York';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    input: `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`,
    time: at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }),
  };
}

/** The time clock, hydrated, brought to 'out' first (the shared database may hold an earlier run's punches). */
async function openClock(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/LaborMod`);
  const clock = page.locator('[data-testid="time-clock"][data-hydrated="true"]');
  await expect(clock).toBeVisible();
  const status = await clock.getAttribute('data-status');
  if (status === 'lunch') await page.getByTestId('punch-lunch-in+out').click();
  if (status === 'in') await page.getByTestId('punch-out').click();
  await expect(page.locator('[data-testid="time-clock"][data-status="out"]')).toBeVisible();
}

test.describe('labor: the time clock and the supervisor', () => {
  test('an employee clocks in, takes lunch and clocks out (English, tablet); the supervisor sees each punch live (1280)', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const tom = await person(browser, TOM, 'en', { width: 1280, height: 900 }, 'light');
    await tom.goto(`${baseUrl()}/currentlyClockedIn`);
    await expect(tom.locator('[data-testid="clocked-in"][data-hydrated="true"]')).toBeVisible();
    await tom.locator('#ci-plant').selectOption('SPIRITLA');
    await expect(tom.locator('[data-testid="clocked-in"][data-live="true"]')).toBeVisible();
    const ericRow = tom.locator(`[data-testid="ci-row"][data-emp="${ERIC.empId}"]`);

    const eric = await person(browser, ERIC.email, 'en', { width: 800, height: 1280 }, 'dark');
    await openClock(eric);
    await eric.getByTestId('punch-in').click();
    await expect(eric.getByTestId('clock-message')).toContainText('Clocked in at');
    await expect(eric.getByTestId('clock-status')).toContainText('Clocked in since');
    await expect(ericRow).toHaveAttribute('data-status', 'in');
    const box = await eric.getByTestId('punch-lunch-out').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(64);
    await eric.screenshot({ path: `${SHOTS}/clock-in-en-800-dark.png`, fullPage: true });

    await eric.getByTestId('punch-lunch-out').click();
    await expect(eric.getByTestId('clock-message')).toContainText('Lunch started at');
    await expect(ericRow).toHaveAttribute('data-status', 'lunch');
    await tom.screenshot({ path: `${SHOTS}/clocked-in-en-1280-light.png`, fullPage: true });
    // During lunch the screen offers to end it and clock out in one tap.
    await eric.getByTestId('punch-lunch-in+out').click();
    await expect(eric.getByTestId('clock-message')).toContainText('Clocked out at');
    await expect(ericRow).toHaveAttribute('data-status', 'out');
    await expect(eric.getByTestId('today-punches')).toContainText('Lunch end');
    await eric.screenshot({ path: `${SHOTS}/clock-out-en-800-dark.png`, fullPage: true });
    await eric.context().close();
    await tom.context().close();
  });

  test('in Spanish, a double tap records one punch and says what was recorded (800x1280 light, 1280 dark)', async ({ browser }) => {
    test.setTimeout(120_000);
    const ana = await person(browser, ANA.email, 'es', { width: 800, height: 1280 }, 'light');
    await openClock(ana);
    await ana.getByTestId('punch-in').dblclick();
    await expect(ana.getByTestId('clock-message')).toContainText('Entrada registrada a las');
    // One clock in at the time the message says. Near midnight the clock in joins the night shift that
    // started the day before (the nearest shift start), whose list also holds that day's seeded punches.
    // Only the time: a clock in after the shift start adds its tardy note after it.
    const time =
      /registrada a las (\d{1,2}:\d{2}\s*[ap]\.\s?m\.)/.exec((await ana.getByTestId('clock-message').textContent()) ?? '')?.[1] ?? '';
    expect(time).not.toBe('');
    const clockIns = ana.getByTestId('today-punches').locator('li').filter({ hasText: 'Entrada' });
    await expect(clockIns.filter({ hasText: time })).toHaveCount(1);
    await ana.screenshot({ path: `${SHOTS}/clock-in-es-800-light.png`, fullPage: true });
    await ana.getByTestId('punch-out').click();
    await expect(ana.getByTestId('clock-message')).toContainText('Salida registrada a las');
    await ana.setViewportSize({ width: 1280, height: 900 });
    await ana.context().addCookies([{ name: 'theme', value: 'dark', url: baseUrl() }]);
    await ana.reload();
    await expect(ana.locator('[data-testid="time-clock"][data-hydrated="true"]')).toBeVisible();
    await ana.screenshot({ path: `${SHOTS}/clock-history-es-1280-dark.png`, fullPage: true });
    await ana.context().close();
  });

  test('a supervisor fixes a missing punch with a required note and approves the day; it moves to the closed days', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The day is the test's own, made at any hour: a Bowling Green employee no other spec uses clocked in
    // 4 h ago and never out. A retry takes the other one, since the first try may have closed its day.
    const worker = [MEGAN, PRIYA][testInfo.retry % 2]!;
    const api = await signInOverHttp(baseUrl(), worker.email);
    const inAt = new Date(Date.now() - 4 * HOUR);
    // Sent as the outbox sends a punch kept on a tablet: its key and its Made-At (a time in the body is not read).
    const clockIn = await api.post('/api/v1/Labor/Punches', {
      data: { kind: 'in' },
      headers: { 'idempotency-key': randomUUID(), 'made-at': inAt.toISOString() },
    });
    expect(clockIn.status()).toBe(201);
    const date = ((await clockIn.json()) as { day: { workDate: string } }).day.workDate;
    await api.dispose();

    // Tom's browser is in Tokyo: the list and the fix read and take times on Bowling Green's clock all the same.
    const tom = await person(browser, TOM, 'en', { width: 1280, height: 900 }, 'light', { timezoneId: 'Asia/Tokyo' });
    const asked = new Set<string | null>();
    tom.on('request', (r) => {
      if (r.url().includes('/Labor/Days?')) asked.add(new URL(r.url()).searchParams.get('plant'));
    });
    await tom.goto(`${baseUrl()}/LaborMod/Components/approval`);
    await expect(tom.locator('[data-testid="approval-open"][data-hydrated="true"]')).toBeVisible();
    const day = tom.locator(`[data-testid="approval-day"][data-emp="${worker.empId}"][data-date="${date}"]`);
    // Clocked in 4 h ago and never out: the shift is still going on, so the day says so, not 'No clock out'.
    await expect(day.getByTestId('day-in-progress')).toHaveText('Clocked in');
    await expect(day).not.toContainText('No clock out');
    await expect(day).toContainText(`Clock in ${onPlantClock(inAt).time}`);
    // It reached the server 4 h after it says it was made: flagged for Tom to look at before approving.
    await expect(day.getByTestId('approval-sent-late')).toContainText(
      `Sent late: check before approving: Clock in made at ${onPlantClock(inAt).time}`,
    );
    // Only Tom's plant was asked for: never the default plant first, whichever island hydrated first.
    expect([...asked]).toEqual(['BGOHIO']);
    await expect(day.getByRole('checkbox')).toBeDisabled();
    await tom.screenshot({ path: `${SHOTS}/approval-en-1280-light.png`, fullPage: true });
    await day.getByTestId('fix-day').click();
    const form = tom.getByTestId('fix-form');
    await form.locator('#fix-kind').selectOption('out');
    // The time starts at the day's last punch, the clock in, on the plant's clock; the clock out is 3 h later.
    await expect(form.locator('#fix-time')).toHaveValue(onPlantClock(inAt).input);
    const out = onPlantClock(new Date(inAt.getTime() + 3 * HOUR)).input;
    await form.locator('#fix-time').fill(out);
    await form.getByTestId('fix-save').click();
    await expect(form.getByTestId('fix-note-error')).toHaveText('A note is required.');
    // A slip of the date (two days back) is said by the time field and saves nothing. Two, not one: from
    // about 10 pm to 2 am the clock in joins this worker's seeded day shift of the same date, whose day then
    // runs from 4 h before that shift to 24 h after it, and a slip of one day can still fall inside it.
    await form.locator('#fix-note').fill('Badge reader down at the door; left 3 h after clocking in per the line lead');
    await form.locator('#fix-time').fill(onPlantClock(new Date(inAt.getTime() + 3 * HOUR - 48 * HOUR)).input);
    await form.getByTestId('fix-save').click();
    await expect(form.getByTestId('fix-time-error')).toHaveText("That time is not within this day's shift: check the date.");
    await form.locator('#fix-time').fill(out);
    await form.getByTestId('fix-save').click();
    await expect(tom.getByTestId('approval-message')).toHaveText('The fix is saved; the original punch is kept.');
    await expect(day.getByTestId('day-in-progress')).toHaveCount(0);
    await expect(day).toContainText(`Clock out ${onPlantClock(new Date(inAt.getTime() + 3 * HOUR)).time}`);
    await day.getByRole('checkbox').check();
    await tom.getByTestId('approve-selected').click();
    await expect(tom.getByTestId('approval-message')).toHaveText('1 day approved.');
    await expect(day).toHaveCount(0);
    await tom.goto(`${baseUrl()}/LaborMod/Components/closed`);
    await expect(tom.locator(`[data-testid="approval-day"][data-emp="${worker.empId}"][data-date="${date}"]`)).toContainText('Approved');
    const csv = await tom.request.get(`${baseUrl()}/api/v1/Labor/Payroll?plant=BGOHIO&date=${date}`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n').some((line) => line.startsWith(`${worker.empId},`) && line.includes(date))).toBe(true);
    await tom.screenshot({ path: `${SHOTS}/closed-en-1280-light.png`, fullPage: true });

    // The same screens in Spanish on a tablet, dark: the closed day, then the list with a fix form open (nothing saved).
    await tom.setViewportSize({ width: 800, height: 1280 });
    await tom.context().addCookies([
      { name: 'lang', value: 'es', url: baseUrl() },
      { name: 'theme', value: 'dark', url: baseUrl() },
    ]);
    await tom.reload();
    await expect(tom.locator('[data-testid="approval-approved"][data-hydrated="true"]')).toBeVisible();
    const closed = tom.locator(`[data-testid="approval-day"][data-emp="${worker.empId}"][data-date="${date}"]`);
    await expect(closed).toContainText('Aprobado');
    await expect(closed.getByTestId('approval-sent-late')).toContainText('Enviado tarde: Entrada de las ');
    await tom.screenshot({ path: `${SHOTS}/closed-es-800-dark.png`, fullPage: true });
    await tom.goto(`${baseUrl()}/LaborMod/Components/approval`);
    await expect(tom.locator('[data-testid="approval-open"][data-hydrated="true"]')).toBeVisible();
    await tom.getByTestId('fix-day').first().click();
    await expect(tom.getByTestId('fix-form')).toContainText('Hora (reloj de Bowling Green)');
    const save = await tom.getByTestId('fix-save').boundingBox();
    expect(save!.height).toBeGreaterThanOrEqual(44);
    await tom.screenshot({ path: `${SHOTS}/approval-es-800-dark.png` });
    await tom.context().close();
  });
});
