import { ACCOUNTS, expect, signIn, test } from './support/fixtures';

/** On an 800x1280 touch tablet every shell control (top bar, drawer, a frame's breadcrumbs) is at least 44 px each way. */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });

test('every control of the top bar and the drawer is at least 44 px on a touch tablet', async ({ page }) => {
  await signIn(page, ACCOUNTS.carter.email, 'demo', '/Maintenance');
  await expect(page).toHaveURL(/\/Maintenance/);
  await expect(page.getByTestId('frame-breadcrumbs').getByRole('link', { name: 'Apps' })).toBeVisible();
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  // The drawer starts closed below 1250 px: open it, so its tab controls are measured too.
  // (The toggle answers once hydrated: click until the drawer shows.)
  await expect(async () => {
    await page.locator('#drawer-toggle').click();
    await expect(page.locator('#drawer')).toBeVisible({ timeout: 2000 });
  }).toPass();
  // Measured once the drawer has slid in: mid-slide, the translate leaves a box at 43.99998 px.
  await page.locator('#drawer').evaluate((drawer) => Promise.all(drawer.getAnimations().map((animation) => animation.finished)));
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'header[aria-label] :is(button, select, a), #drawer :is(button, select, a), [data-testid=frame-breadcrumbs] a',
      ),
    ]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({
        name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName,
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  await page.screenshot({ path: 'test-results/shell-touch-800.png' });
  expect(small).toEqual([]);
  // A keyboard shortcut is no hint where there is no keyboard.
  await expect(page.getByTestId('palette-open')).toBeVisible();
  await expect(page.getByTestId('palette-open').locator('kbd')).toBeHidden();
});
