import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

/**
 * The top bar's selects (plant and language, one shared component) are as wide as their
 * longest option, so every option's whole text shows ('Bowling Green', 'Metal Finishing', 'Español'),
 * on a 360 px phone and at 1400 px, in English and Spanish, and the top bar itself never overflows.
 */
const VIEWPORTS = [
  { width: 360, height: 740, touch: true },
  { width: 1400, height: 900, touch: false },
];

/** Each option of the select whose text would be cut in the select's text box: text, its width and the room. */
async function cutOptions(page: Page, testId: string): Promise<string[]> {
  const select = page.getByTestId(testId);
  await expect(select).toBeVisible();
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const cut: string[] = [];
    for (const option of el.options) {
      // A box as wide as the select's text box, in its font: the text fits when it does not scroll.
      const probe = document.createElement('span');
      probe.textContent = option.text;
      Object.assign(probe.style, {
        position: 'absolute',
        visibility: 'hidden',
        display: 'block',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        width: `${room}px`,
        font: style.font,
        letterSpacing: style.letterSpacing,
      });
      document.body.append(probe);
      if (probe.scrollWidth > probe.clientWidth) cut.push(`${option.text}: ${probe.scrollWidth} px in ${probe.clientWidth} px`);
      probe.remove();
    }
    return cut;
  });
}

for (const viewport of VIEWPORTS) {
  test(`every option of the plant and language selects shows whole at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: viewport.touch, isMobile: viewport.touch });
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.carter.email, 'demo', '/Maintenance');
    await expect(page).toHaveURL(/\/Maintenance/);
    for (const lang of ['en', 'es']) {
      if (lang === 'es') {
        await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      }
      expect(await page.getByTestId('plant-select').locator('option').count()).toBeGreaterThan(3);
      expect(await cutOptions(page, 'plant-select')).toEqual([]);
      expect(await cutOptions(page, 'language-select')).toEqual([]);
      // The bar holds everything: nothing pushed past its right edge.
      const bar = await page
        .locator('header[aria-label]')
        .evaluate((header) => ({ scroll: header.scrollWidth, client: header.clientWidth }));
      expect(bar.scroll).toBeLessThanOrEqual(bar.client);
      await page.screenshot({
        path: `test-results/top-bar-${viewport.width}-${lang}.png`,
        clip: { x: 0, y: 0, width: viewport.width, height: 90 },
      });
    }
    await context.close();
  });
}
