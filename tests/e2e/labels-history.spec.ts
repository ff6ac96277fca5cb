import { LABEL_FORMS } from '@/lib/labels';
import { sampleValues } from '@/lib/labels/template';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

const SHOTS = 'test-results/labels';

test.describe('print history', () => {
  test('more than 20 prints page with the shared pager, newest first, in English and Spanish', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.carter.email);
    await expect(page).toHaveURL(`${baseUrl()}/`);
    const form = LABEL_FORMS['partsRoomSL'];
    if (!form) throw new Error('partsRoomSL');
    // 23 prints of this form, the oldest first, through the same API the print page records with.
    const run = Date.now() % 100_000;
    for (let i = 1; i <= 23; i++) {
      const values = { ...sampleValues(form), partNum: `H${run}-${String(i).padStart(2, '0')}` };
      const answer = await page.request.post(`${baseUrl()}/api/v1/Labels/Prints`, {
        data: { form: 'partsRoomSL', values, copies: 1, printer: 'browser-203', method: 'browser' },
        headers: { origin: baseUrl() },
      });
      expect(answer.status()).toBe(201);
    }
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`${baseUrl()}/Labels/Forms/partsRoomSL`);
    const history = page.getByTestId('label-history');
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`H${run}-23`);
    const status = history.getByTestId('pager-status');
    await expect(status).toContainText('Page 1 of');
    await history.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/historyPage=2/);
    await expect(status).toContainText('Page 2 of');
    await expect(rows.first()).toContainText(`H${run}-03`);
    await page.screenshot({ path: `${SHOTS}/history-page2-1280-dark.png`, fullPage: true });

    await context.addCookies([
      { name: 'lang', value: 'es', url: baseUrl() },
      { name: 'theme', value: 'light', url: baseUrl() },
    ]);
    await page.setViewportSize({ width: 800, height: 1280 });
    await page.reload();
    await expect(status).toContainText('Página 2 de');
    await history.getByRole('link', { name: 'Anterior' }).click();
    await expect(rows.first()).toContainText(`H${run}-23`);
    await page.screenshot({ path: `${SHOTS}/history-tablet-es-light.png`, fullPage: true });

    // A length printed as typed (38.5) is listed as a Spanish reader writes it.
    const shortEnd = LABEL_FORMS['partTagShortEnd'];
    if (!shortEnd) throw new Error('partTagShortEnd');
    const partNum = `H${run}-SE`;
    const printed = await page.request.post(`${baseUrl()}/api/v1/Labels/Prints`, {
      data: {
        form: 'partTagShortEnd',
        values: { ...sampleValues(shortEnd), partNum, lengthIn: '38.5' },
        copies: 1,
        printer: 'browser-203',
        method: 'browser',
      },
      headers: { origin: baseUrl() },
    });
    expect(printed.status()).toBe(201);
    await page.goto(`${baseUrl()}/Labels/Forms/partTagShortEnd`);
    const row = history.locator('tbody tr').filter({ hasText: partNum });
    await expect(row).toContainText('38,5');
    await expect(row).not.toContainText('38.5');
  });
});
