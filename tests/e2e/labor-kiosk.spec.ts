import { baseUrl, expect, signedIn, test } from './support/fixtures';
import { demoBadge } from '@/lib/labor/server/demo-badge';
import { scanBadge } from './support/labor';

const SHOTS = 'test-results/labor';
const JORDAN = 'shjcarter@example.com';
/** A Sheldon supervisor who also works at Spirit Lake (the kiosk's plant). */
const DANA = 'shdkowalski@example.com';
const KYLE = 2004;
const LUIS = 2001;

test.describe('the time clock kiosk', () => {
  test('a kiosk paired by an administrator takes badge punches (Spanish, 800x1280), keeps three punches made offline and sends them once, and stops when revoked', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    // A retry pairs a kiosk of its own name: the first try's kiosk may still be listed.
    const DOOR = testInfo.retry ? `Spirit Lake door ${testInfo.retry}` : 'Spirit Lake door';
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true });
    await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
    const kiosk = await context.newPage();
    await kiosk.goto(`${baseUrl()}/LaborMod`);
    const code = kiosk.getByTestId('pair-code');
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/, { timeout: 30_000 });

    const jordan = await signedIn(browser, JORDAN, 'en', { width: 1280, height: 900 });
    await jordan.goto(`${baseUrl()}/devices`);
    await jordan.locator('#field-userCode').fill((await code.textContent()) ?? '');
    await jordan.locator('#field-name').fill(DOOR);
    await jordan.locator('#field-plant').selectOption('SPIRITLA');
    await jordan.locator('#field-use').selectOption('kiosk');
    await jordan.getByRole('button', { name: 'Approve' }).click();
    await expect(kiosk.locator('[data-testid="kiosk"][data-hydrated="true"]')).toBeVisible({ timeout: 60_000 });

    // An employee number pasted into the scan field as fast as a scanner is no badge: no one is identified.
    await scanBadge(kiosk, String(KYLE));
    await expect(kiosk.getByTestId('kiosk-error')).toHaveText(
      'Este gafete no está registrado en esta planta: pregunte a su supervisor, o escriba su número de empleado y su PIN.',
    );
    await expect(kiosk.getByTestId('kiosk-employee')).toHaveCount(0);
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-not-a-badge-es-800.png`, fullPage: true });

    // A badge scan (the card's own number): the name, the status and one big button; then back to the start after 5 s.
    await scanBadge(kiosk, demoBadge(KYLE));
    await expect(kiosk.getByTestId('kiosk-name')).toHaveText('Hola, Kyle Olson');
    const button = kiosk.getByTestId('kiosk-in').or(kiosk.getByTestId('kiosk-out'));
    const box = await button.first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(64);
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-employee-es-800.png`, fullPage: true });
    if (await kiosk.getByTestId('kiosk-out').isVisible()) {
      await kiosk.getByTestId('kiosk-out').click();
      await expect(kiosk.getByTestId('kiosk-scan')).toBeVisible({ timeout: 15_000 });
      await scanBadge(kiosk, demoBadge(KYLE));
    }
    await kiosk.getByTestId('kiosk-in').click();
    await expect(kiosk.getByTestId('kiosk-answer')).toContainText('Entrada registrada a las');
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-answer-es-800.png`, fullPage: true });
    await expect(kiosk.getByTestId('kiosk-scan')).toBeVisible({ timeout: 15_000 });

    // The typed way: empID and PIN, keyed as a person types (slower than a scanner); a wrong PIN is said in Spanish.
    const typePin = async (pin: string) => {
      await kiosk.locator('#kiosk-pin').fill('');
      await kiosk.locator('#kiosk-pin').pressSequentially(pin, { delay: 90 });
      const answered = kiosk.waitForResponse((r) => r.url().includes('/Labor/Kiosk/Employees'));
      await kiosk.getByTestId('kiosk-go').click();
      await answered;
    };
    await kiosk.locator('#kiosk-empid').pressSequentially(String(LUIS), { delay: 90 });
    await typePin('9999');
    const error = kiosk.getByTestId('kiosk-error');
    await expect(error).toHaveText('Ese PIN no es correcto.');

    // Four more wrong PINs in a row lock PIN entry for him (at every kiosk), his right PIN too, until a supervisor lifts it.
    const LOCKED =
      'Demasiados PIN incorrectos: la entrada con PIN está bloqueada 15 minutos. Escanee su gafete o pida ayuda a su supervisor.';
    for (let tries = 0; tries < 4; tries++) {
      await typePin('9999');
    }
    await expect(error).toHaveText(LOCKED);
    await typePin('1234');
    await expect(error).toHaveText(LOCKED);
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-pin-locked-es-800.png`, fullPage: true });
    const dana = await signedIn(browser, DANA, 'en');
    await dana.goto(`${baseUrl()}/currentlyClockedIn`);
    await expect(dana.locator('[data-testid="clocked-in"][data-hydrated="true"]')).toBeVisible();
    await dana.locator('#ci-plant').selectOption('SPIRITLA');
    const lockedRow = dana.locator(`[data-testid="ci-row"][data-emp="${LUIS}"]`);
    await expect(lockedRow.getByTestId('ci-pin-locked')).toBeVisible({ timeout: 15_000 });
    await lockedRow.getByTestId('ci-pin-locked').getByRole('button').click();
    await expect(lockedRow.getByTestId('ci-pin-locked')).toHaveCount(0, { timeout: 15_000 });
    // Lifted: his right PIN opens his punch buttons again.
    await typePin('1234');
    await expect(kiosk.getByTestId('kiosk-employee')).toBeVisible();
    await kiosk.getByTestId('kiosk-start-over').click();

    // Offline: three punches kept on the kiosk with their times, then sent once each.
    await context.setOffline(true);
    const made: [number, number][] = [];
    for (const kind of ['lunch-out', 'lunch-in', 'out'] as const) {
      await expect(kiosk.getByTestId('kiosk-scan')).toBeVisible({ timeout: 15_000 });
      await scanBadge(kiosk, demoBadge(KYLE));
      const tapped = Date.now();
      await kiosk.getByTestId(`kiosk-${kind}`).click();
      await expect(kiosk.getByTestId('kiosk-answer')).toContainText('Guardado en este quiosco');
      made.push([tapped, Date.now()]);
      // The time it says is the plant's (Spirit Lake, Central), not the device's zone.
      const said = /a las (\d{1,2}:\d{2})/.exec((await kiosk.getByTestId('kiosk-answer').textContent()) ?? '')?.[1];
      const central = (at: number) =>
        new Date(at).toLocaleTimeString('es-MX', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' }).slice(0, 5).trim();
      expect([central(tapped), central(Date.now())].map((t) => t.replace(/\s.*/, ''))).toContain(said);
      await kiosk.getByTestId('kiosk-start-over').click();
    }
    await expect(kiosk.getByTestId('kiosk-waiting')).toContainText('3 registros en espera de envío');
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-offline-es-800.png`, fullPage: true });
    // Back online with a reload at once: the kept punches survive it and are sent once.
    await context.setOffline(false);
    await kiosk.reload();
    await expect(kiosk.getByTestId('kiosk-waiting')).toHaveCount(0, { timeout: 30_000 });

    const res = await dana.request.get(`${baseUrl()}/api/v1/Labor/Days?plant=SPIRITLA&empId=${KYLE}&status=open`);
    const days = (await res.json()) as { punches: { kind: string; madeAt: string; receivedAt: string; source: string }[] }[];
    const today = days.at(-1)!;
    const kinds = today.punches.map((p) => p.kind);
    expect(kinds.slice(-4)).toEqual(['in', 'lunch-out', 'lunch-in', 'out']);
    // Each kept the time it was made on the kiosk (between its tap and its answer), before it reached the server.
    today.punches.slice(-3).forEach((p, i) => {
      expect(p.source).toBe('kiosk');
      expect(Date.parse(p.madeAt)).toBeGreaterThanOrEqual(made[i]![0] - 1_000);
      expect(Date.parse(p.madeAt)).toBeLessThanOrEqual(made[i]![1]);
      expect(Date.parse(p.receivedAt)).toBeGreaterThanOrEqual(Date.parse(p.madeAt));
    });

    // In English at 1280 px (the kiosk's layout is the boards' light one, whatever the theme): Kyle clocks in again with one big button.
    await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);
    await kiosk.setViewportSize({ width: 1280, height: 800 });
    await kiosk.reload();
    await expect(kiosk.locator('[data-testid="kiosk"][data-hydrated="true"]')).toBeVisible();
    await scanBadge(kiosk, demoBadge(KYLE));
    await expect(kiosk.getByTestId('kiosk-name')).toHaveText('Hello, Kyle Olson');
    expect((await kiosk.getByTestId('kiosk-in').boundingBox())!.height).toBeGreaterThanOrEqual(64);
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-employee-en-1280.png`, fullPage: true });
    await kiosk.getByTestId('kiosk-in').click();
    await expect(kiosk.getByTestId('kiosk-answer')).toContainText('Clocked in at');
    await kiosk.screenshot({ path: `${SHOTS}/kiosk-answer-en-1280.png`, fullPage: true });
    await kiosk.getByTestId('kiosk-start-over').click();

    // Revoked: the next punch is refused at once.
    await jordan.goto(`${baseUrl()}/devices`);
    await jordan.locator('tr', { hasText: DOOR }).getByRole('button', { name: 'Revoke' }).click();
    await expect(jordan.locator('tr', { hasText: DOOR })).toContainText('Revoked');
    await scanBadge(kiosk, demoBadge(KYLE));
    await expect(kiosk.getByTestId('kiosk-error')).toHaveText('This kiosk was revoked: ask an administrator to register it again.');
    await context.close();
    await jordan.context().close();
    await dana.context().close();
  });
});
