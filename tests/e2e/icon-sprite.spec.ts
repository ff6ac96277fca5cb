import { request as playwrightRequest } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

/** The home page's application icons are `<use>`s of one sprite the browser keeps, not inline paths. */
test('the home page draws its application icons from one cached sprite', async ({ page }) => {
  await signIn(page, ACCOUNTS.carter.email);
  await expect(page.getByTestId('app-list')).toBeVisible();
  const hrefs = await page
    .locator('[data-testid="app-list"] svg use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(100);
  const files = new Set(hrefs.map((href) => href.split('#')[0]));
  expect(files.size).toBe(1);
  const [file] = [...files];
  expect(file).toMatch(/^\/api\/icons\/[\w-]{12}\.svg$/);
  // The browser drew them: a used symbol has a size once the sprite has loaded.
  await expect
    .poll(() =>
      page
        .locator('[data-testid="app-list"] svg use')
        .first()
        .evaluate((use) => (use as SVGUseElement).getBBox().width),
    )
    .toBeGreaterThan(0);

  const sprite = await page.request.get(`${baseUrl()}${file}`);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
  const svg = await sprite.text();
  for (const href of hrefs) expect(svg).toContain(`<symbol id="${href.split('#')[1]}"`);

  // An address of an older catalogue gets today's file, not stored; nobody signed in gets nothing.
  const old = await page.request.get(`${baseUrl()}/api/icons/AAAAAAAAAAAA.svg`);
  expect(old.headers()['cache-control']).toBe('private, no-store');
  expect(await old.text()).toBe(svg);
  const anonymous = await playwrightRequest.newContext();
  expect((await anonymous.get(`${baseUrl()}${file}`)).status()).toBe(401);
  await anonymous.dispose();
  await page.screenshot({ path: 'test-results/icon-sprite-home.png' });
});
