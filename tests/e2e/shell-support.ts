import { expect, type Page } from '@playwright/test';
import { baseUrl, signIn } from './support/fixtures';

/** Signs in and waits for the home page with its drawer hydrated. */
export async function signInHome(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await waitForShell(page);
}

/** Opens a path and waits until the shell's islands have hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
}

/** Waits until the drawer's script runs (it marks the drawer ready) and no island is still hydrating (Astro removes the 'ssr' attribute when it has); a board has no island, its script marks its header. */
export async function waitForShell(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#drawer[data-ready="true"], [data-testid="dashboard-header"][data-board-ready]').first()).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The drawer's link to a path. */
export function drawerLink(page: Page, path: string) {
  return page.locator(`#drawer a[href="${path}"]`);
}
