import { baseUrl, expect, signedIn, test } from './support/fixtures';

const SHOTS = 'test-results/labor';
const JORDAN = 'shjcarter@example.com';
const MARIA = 'slmnguyen@example.com';
/** Priya Shah, Bowling Green: no other spec enrolls a badge for her. */
const PRIYA = 3004;

test.describe('kiosk badges, enrolled by an administrator', () => {
  test('in Spanish on a tablet, an employee number is refused as a badge; a card is enrolled, then revoked; no one else may', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A retry enrolls a card of its own number: the first try's stays taken, even revoked.
    const card = `E2E-${Date.now().toString(36).toUpperCase()}-${testInfo.retry}`;
    const jordan = await signedIn(browser, JORDAN, 'es', { width: 800, height: 1280 });
    await jordan.goto(`${baseUrl()}/LaborMod?view=badges&empId=${PRIYA}`);
    await expect(jordan.getByTestId('enroll-badge')).toBeVisible();
    await jordan.locator('#field-empId').fill(String(PRIYA));
    await jordan.locator('#field-badge').fill(String(PRIYA));
    await jordan.getByTestId('enroll-submit').click();
    await expect(jordan.getByTestId('error-badge')).toHaveText(
      'Un número de gafete no puede ser un número de empleado: escanee la tarjeta.',
    );
    await jordan.screenshot({ path: `${SHOTS}/badges-refused-es-800.png`, fullPage: true });
    await jordan.locator('#field-badge').fill(card);
    await jordan.getByTestId('enroll-submit').click();
    await expect(jordan.getByText(`El gafete ${card} está registrado para Priya Shah.`)).toBeVisible();
    const row = jordan.locator(`[data-testid="badge-row"][data-badge="${card}"]`);
    await expect(row).toContainText('Activo');
    await jordan.setViewportSize({ width: 1280, height: 900 });
    await jordan.screenshot({ path: `${SHOTS}/badges-es-1280.png`, fullPage: true });
    await row.getByRole('button', { name: `Revocar ${card} Priya Shah` }).click();
    await expect(jordan.getByText(`El gafete ${card} de Priya Shah está revocado: sus escaneos se rechazan.`)).toBeVisible();
    await expect(jordan.locator(`[data-testid="badge-row"][data-badge="${card}"]`)).toContainText('Revocado');
    await jordan.context().close();

    // Not an administrator: the page is not hers, and the API refuses her enrolment.
    const maria = await signedIn(browser, MARIA, 'es');
    const page = await maria.goto(`${baseUrl()}/LaborMod?view=badges`);
    expect(page?.status()).toBe(403);
    const api = await maria.request.post(`${baseUrl()}/api/v1/Labor/Badges`, {
      data: { empId: 2001, badge: 'MARIAS-OWN' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(api.status()).toBe(403);
    await maria.context().close();
  });
});
