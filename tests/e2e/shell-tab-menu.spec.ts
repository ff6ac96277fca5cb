import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { open } from './shell-support';

/**
 * A morning's tabs in the drawer: named by the route table (no 'Index Page'), and cleared by a tab's own
 * menu (close, close the others, close the tabs below) from the keyboard or a long press, or by 'close all'.
 */
const SHOTS = 'test-results/shell-tab-menu';
const APPS = ['/Maintenance', '/Search/PartSearch', '/CorrectiveActions/indexPage', '/Labels'];

/** The application tabs of the drawer, by their links' names, in order. */
const tabNames = (page: Page): Promise<string[]> =>
  page.locator('#drawer [data-tab] > a').evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));

async function openAll(page: Page): Promise<void> {
  for (const path of APPS) await open(page, path);
}

test('tabs are named by the route table, and a tab menu from the keyboard closes the tabs below, then the others; close all empties the drawer (Spanish, 1280 px)', async ({
  browser,
}) => {
  const page = await signedIn(browser, ACCOUNTS.carter.email, 'es', { width: 1280, height: 900 });
  await openAll(page);
  const names = await tabNames(page);
  expect(names).toEqual(['Mantenimiento', 'Búsqueda de piezas', 'Acciones correctivas', 'Etiquetas']);
  await expect(page.locator('#drawer')).toContainText('Todas las acciones correctivas');
  await expect(page.locator('#drawer')).not.toContainText(/Índice|Index/i);

  // Shift+F10 on the second tab: its menu, first entry focused; down twice, Enter: the tabs below it close.
  await page.locator('#drawer [data-tab="/Search/PartSearch"] > a').focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'Menú de la pestaña: Búsqueda de piezas' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Cerrar', 'Cerrar las demás pestañas', 'Cerrar las pestañas de abajo']);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/menu-es-1280.png` });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The page shown (Labels) was below: the person lands on the tab kept.
  await expect(page).toHaveURL(`${baseUrl()}/Search/PartSearch`);
  await expect.poll(() => tabNames(page)).toEqual(['Mantenimiento', 'Búsqueda de piezas']);

  // Escape gives the focus back to the tab; then 'close the others' from the context-menu key.
  await page.locator('#drawer [data-tab="/Maintenance"] > a').focus();
  await page.keyboard.press('ContextMenu');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.locator('#drawer [data-tab="/Maintenance"] > a')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/Maintenance`);
  await expect.poll(() => tabNames(page)).toEqual(['Mantenimiento']);

  await openAll(page);
  await page.getByRole('button', { name: 'Cerrar todas las pestañas' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect.poll(() => tabNames(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Cerrar todas las pestañas' })).toHaveCount(0);
  await page.context().close();
});

test('a long press on a tab opens its menu instead of the tab; a tap closes it there (Spanish tablet, 800x1280)', async ({ browser }) => {
  const page = await signedIn(browser, ACCOUNTS.carter.email, 'es', { width: 800, height: 1280 }, { hasTouch: true, isMobile: true });
  await openAll(page);
  await expect(async () => {
    await page.locator('#drawer-toggle').click();
    await expect(page.locator('#drawer')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.locator('#drawer').evaluate((drawer) => Promise.all(drawer.getAnimations().map((animation) => animation.finished)));
  const box = (await page.locator('#drawer [data-tab="/Maintenance"] > a').boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A finger held still for 800 ms (Playwright's touchscreen only taps).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const menu = page.getByRole('menu', { name: 'Menú de la pestaña: Mantenimiento' });
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/Labels`);
  for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/menu-es-tablet.png` });
  await menu.getByRole('menuitem', { name: 'Cerrar', exact: true }).tap();
  await expect.poll(() => tabNames(page)).toEqual(['Búsqueda de piezas', 'Acciones correctivas', 'Etiquetas']);
  await expect(page).toHaveURL(`${baseUrl()}/Labels`);
  await page.context().close();
});
