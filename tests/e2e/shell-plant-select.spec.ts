import { ACCOUNTS, expect, signIn, test } from './support/fixtures';

/** Issue 14 #9: the plant select shows every plant name whole from 640 px up ('Bowling Green', not 'Bowling Gree'). */
for (const width of [1400, 1280, 800]) {
  test(`the plant select is as wide as its longest plant name at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ACCOUNTS.carter.email);
    const select = page.getByTestId('plant-select');
    await expect(select).toBeVisible();
    const room = await select.evaluate((element) => {
      const el = element as HTMLSelectElement;
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...el.options].map((option) => context.measureText(option.text).width));
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { widest, inner };
    });
    expect(room.widest).toBeLessThanOrEqual(room.inner);
    if (width === 1400) await page.screenshot({ path: 'test-results/plant-select-1400.png', clip: { x: 0, y: 0, width: 1400, height: 80 } });
  });
}
