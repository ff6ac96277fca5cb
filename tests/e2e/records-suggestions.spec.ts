import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { open } from './shell-support';

const SHOTS = 'test-results/records-suggestions';

// Riya holds few rights (the suggestion box every employee holds); Tom reviews suggestions at Bowling Green.
test.describe.serial('the suggestion box: anonymous on a Spanish tablet, reviewed through the transition dialog', () => {
  let riya: Page;
  let tom: Page;
  let id = '';
  const subject = `Espejo en la esquina del pasillo ${Date.now() % 100_000}`;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    riya = await signedIn(browser, ACCOUNTS.patel.email, 'es', { width: 800, height: 1280 });
    tom = await signedIn(browser, ACCOUNTS.wilson.email, 'en', { width: 1280, height: 900 });
  });
  test.afterAll(async () => {
    for (const page of [riya, tom]) await page?.context().close();
  });

  test('Riya sends a suggestion without her name, in Spanish, on a tablet', async () => {
    await open(riya, '/SuggestionBox?plant=BGOHIO');
    await expect(riya.getByTestId('record-save')).toBeVisible();
    await expect(riya.locator('label[for="field-anonymous"]')).toContainText('Enviar sin mi nombre');
    await riya.locator('#field-subject').fill(subject);
    await riya.locator('#field-description').fill('Los montacargas doblan rápido en el cambio de turno.');
    await riya.locator('#field-area').selectOption('safety');
    await riya.locator('#field-anonymous').check();
    await riya.screenshot({ path: `${SHOTS}/riya-form-es-800.png`, fullPage: true });
    await riya.getByTestId('record-save').click();
    await expect(riya).toHaveURL(/\/SuggestionBox$/);
    await expect(riya.getByText('Gracias: su sugerencia se envió sin su nombre.')).toBeVisible();
    await riya.screenshot({ path: `${SHOTS}/riya-sent-es-800.png`, fullPage: true });
    // Reload never sends it again (Post/Redirect/Get): the form is empty.
    await riya.reload();
    await expect(riya.locator('#field-subject')).toHaveValue('');
  });

  test('Tom finds it in the reviewers’ list, takes it up and accepts it, each in its dialog; nothing names Riya', async () => {
    await open(tom, `/Suggestions?plant=BGOHIO&q=${encodeURIComponent('Espejo en la esquina')}`);
    const row = tom.getByTestId('records-table').locator('tbody tr', { hasText: subject });
    await expect(row).toBeVisible();
    await row.locator('a').first().click();
    await expect(tom.getByTestId('record-detail')).toHaveAttribute('data-state', 'submitted');
    id = new URL(tom.url()).searchParams.get('id') ?? '';
    expect(id).toMatch(/^\d+$/);
    await expect(tom.getByTestId('record-detail')).toContainText('Anonymous');
    await tom.getByTestId('transition-review').click();
    const review = tom.getByTestId('transition-dialog-review');
    await expect(review).toBeVisible();
    await review.locator('#field-reviewer').selectOption('3001');
    await tom.screenshot({ path: `${SHOTS}/tom-review-dialog-en-1280.png` });
    await review.getByTestId('transition-dialog-review-confirm').click();
    await expect(tom.getByTestId('record-detail')).toHaveAttribute('data-state', 'underReview');
    await tom.getByTestId('transition-accept').click();
    const accept = tom.getByTestId('transition-dialog-accept');
    await accept.locator('#field-response').fill('A mirror and a speed sign go up this week.');
    await accept.getByTestId('transition-dialog-accept-confirm').click();
    await expect(tom.getByTestId('record-detail')).toHaveAttribute('data-state', 'accepted');
    await expect(tom.getByTestId('record-history')).toContainText('Anonymous');
    await expect(tom.locator('main')).not.toContainText(/Riya|Patel/);
    await tom.screenshot({ path: `${SHOTS}/tom-accepted-en-1280.png`, fullPage: true });
    const csv = await tom.request.get(`${baseUrl()}/api/v1/Records/Suggestion?format=csv&q=${encodeURIComponent('Espejo en la esquina')}`);
    expect(await csv.text()).not.toMatch(/Riya|Patel/);
  });

  test('a stale If-Match through /api/v1 is a 409, and a missing suggestion a 404 inside the shell with the way back', async () => {
    const url = `${baseUrl()}/api/v1/Records/Suggestion/${id}`;
    const stale = await tom.request.patch(url, {
      data: { response: 'Changed on an old copy' },
      headers: { 'if-match': `"${id}-1"`, origin: baseUrl() },
    });
    expect(stale.status()).toBe(409);
    const missing = await tom.goto(`${baseUrl()}/SuggestionBox?id=999999`);
    expect(missing?.status()).toBe(404);
    await expect(tom.getByTestId('error-page')).toContainText('Suggestion 999999 was not found');
    await expect(tom.getByTestId('record-missing-back')).toHaveAttribute('href', '/Suggestions');
  });
});
