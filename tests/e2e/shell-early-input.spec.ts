import type { Route } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { signInHome, waitForShell } from './shell-support';

/**
 * The top bar's islands hydrate after the page's first frame (client:painted). On a slow
 * tablet a person uses the controls at once: what they did before React arrived is given to the
 * hydrated islands, nothing is lost. React's renderer is held here so the page stays unhydrated.
 */

// page.route does not see what a service worker answers.
test.use({ serviceWorkers: 'block' });

/** Holds the React renderer's chunk until `release`. */
async function holdReact(page: import('@playwright/test').Page): Promise<{ reached: Promise<void>; release: () => void }> {
  let arrive!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route: Route) => {
    arrive();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { reached, release };
}

test('clicks and choices in the top bar before its islands hydrate are kept and done once they have', async ({ page }) => {
  await signInHome(page, ACCOUNTS.nguyen.email);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('data-drawer', 'open');
  const react = await holdReact(page);
  await page.goto(`${baseUrl()}/`);
  await react.reached;
  // Nothing of the top bar has hydrated: every island still waits for React.
  await expect(page.locator('header astro-island[ssr]')).not.toHaveCount(0);
  await expect(page.locator('#drawer[data-ready="true"]')).toBeAttached();

  await page.locator('#drawer-toggle').click();
  await page.locator('header').getByRole('switch', { name: 'Dark theme' }).click();
  await page.getByTestId('plant-select').selectOption('BGOHIO');
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  // Still nothing done: the drawer is open, the page dark, the menu closed.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('user-menu')).toBeHidden();

  react.release();
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('data-drawer', 'closed');
  await expect(page.locator('#drawer-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('false');
  await expect(page.getByTestId('plant-select')).toHaveValue('BGOHIO');
  expect(await page.evaluate(() => localStorage.getItem('plant'))).toBe('BGOHIO');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the user menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('a language chosen before the islands hydrate switches the page once they have', async ({ page }) => {
  await signInHome(page, ACCOUNTS.carter.email);
  const react = await holdReact(page);
  await page.goto(`${baseUrl()}/`);
  await react.reached;
  await page.getByTestId('language-select').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  react.release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await waitForShell(page);
  await expect(page.getByRole('button', { name: 'Abrir el menú de usuario' })).toBeVisible();
});

// A choice can be made before even the island's directive listens (the select is drawn as its HTML
// arrives); no change event then reaches any script. Set here without one: hydration finds it and acts.
test('a plant or a language chosen before any script listened is taken when the islands hydrate', async ({ page }) => {
  await signInHome(page, ACCOUNTS.carter.email);
  let react = await holdReact(page);
  await page.goto(`${baseUrl()}/`);
  await react.reached;
  await page.getByTestId('plant-select').evaluate((select: HTMLSelectElement) => (select.value = 'BGOHIO'));
  react.release();
  await waitForShell(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('plant'))).toBe('BGOHIO');
  await expect(page.getByTestId('plant-select')).toHaveValue('BGOHIO');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  react = await holdReact(page);
  await page.goto(`${baseUrl()}/`);
  await react.reached;
  await page.getByTestId('language-select').evaluate((select: HTMLSelectElement) => (select.value = 'es'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  react.release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await waitForShell(page);
  await expect(page.getByTestId('plant-select')).toHaveValue('BGOHIO');
});
