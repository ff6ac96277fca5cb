import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';

/** Every request of the page that failed or answered 400 or more, from now on (a request cut short by leaving the page is none). */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    if (error !== 'net::ERR_ABORTED') failures.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
  });
  return failures;
}

test.describe('photos never break', () => {
  test('Maria, whom HR has no photo of, sees her initials portrait and no failed request on her pages', async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.nguyen.email);
    const failures = failuresOf(page);
    for (const path of ['/', '/weldleakrepair', '/hoistchecklist', '/Maintenance']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState('networkidle');
      const photo = page.getByTestId('user-photo');
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  });
});
