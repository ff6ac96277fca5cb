import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, test } from './support/fixtures';
import { open, signInHome } from './shell-support';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no serious or critical violation on the shell in the ${theme} theme`, async ({ page }) => {
    await signInHome(page, ACCOUNTS.carter.email);
    await page.evaluate((isDark) => localStorage.setItem('isDark', String(isDark)), theme === 'dark');
    await open(page, '/ECR/5');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the shell is usable with the keyboard alone', async ({ page }) => {
  await signInHome(page, ACCOUNTS.carter.email);
  await open(page, '/ECR');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const close = page.getByRole('button', { name: 'Close Engineering Change Requests' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

const shots = [
  [1400, 900],
  [1000, 800],
  [360, 740],
] as const;
for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of shots) {
    test(`screenshot ${theme} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signInHome(page, ACCOUNTS.carter.email);
      await page.evaluate((isDark) => localStorage.setItem('isDark', String(isDark)), theme === 'dark');
      await open(page, '/ECR');
      await open(page, '/InspectionManagement/InspectionSets/9');
      if (width <= 1250) await page.locator('#drawer-toggle').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shell-${theme}-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
