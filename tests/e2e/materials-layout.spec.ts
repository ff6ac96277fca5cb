import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

/**
 * The shop-floor screens line their heading up with their content: the left edge of the
 * frame heading is the left edge of the first bordered box of the screen (its form panel, or the first
 * card of a list), at the laptop width, on a wall-board width and on the tablet.
 */
const SCREENS: [path: string, root: string][] = [
  ['/issueMaterial', 'issue-material'],
  ['/issueMaterial/selectDialog', 'select-dialog'],
  ['/issueMaterial/issueDialog', 'issue-dialog'],
  ['/issueMaterial/measurements', 'measurements'],
  ['/Request/MoveRequest/stkForm', 'move-form'],
  ['/Request/MoveRequest/otherForm', 'move-form'],
  ['/ProdMove', 'prodmove-list'],
  ['/ProdMove/newRequest', 'prodmove-form'],
  ['/MaterialQueue', 'material-queue'],
  ['/shortendscheck', 'short-ends'],
  ['/shortendlocations', 'short-end-locations'],
];

test('each shop-floor screen lines its heading up with its content at 1280 px, 1920 px and on the tablet', async ({ page }) => {
  await signIn(page, ACCOUNTS.wilson.email);
  await expect(page.getByTestId('frame-heading').or(page.locator('#drawer'))).not.toHaveCount(0);
  const misaligned: string[] = [];
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 1920, height: 1080 },
    { width: 800, height: 1280 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, root] of SCREENS) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByTestId(root)).toHaveAttribute('data-hydrated', 'true');
      const measure = () =>
        page.evaluate((rootId) => {
          const heading = document.querySelector('[data-testid="frame-heading"]');
          const top = document.querySelector(`[data-testid="${rootId}"]`);
          if (!heading || !top) return null;
          // The first box of the screen with a visible left border, in document order (the root itself first).
          const box = [top, ...top.querySelectorAll('*')].find(
            (el) => parseFloat(getComputedStyle(el).borderLeftWidth) > 0 && el.getBoundingClientRect().width > 0,
          );
          return box ? { heading: heading.getBoundingClientRect().left, content: box.getBoundingClientRect().left } : null;
        }, root);
      await expect.poll(measure, { message: `${path}: a bordered box` }).not.toBeNull();
      const edges = (await measure())!;
      if (Math.abs(edges.heading - edges.content) > 1)
        misaligned.push(`${viewport.width} px ${path}: heading at ${edges.heading}, content at ${edges.content}`);
    }
  }
  expect(misaligned).toEqual([]);
});
