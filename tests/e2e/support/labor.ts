import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { baseUrl, signedIn } from './fixtures';

/** Where the labor specs put their screenshots. */
export const LABOR_SHOTS = 'test-results/labor';

/** A page signed in as `email`, at a size, in a language and a theme (the portal's 'theme' cookie); `options` for the rest of the context. */
export async function person(
  browser: Browser,
  email: string,
  lang: 'en' | 'es',
  viewport: { width: number; height: number },
  theme: 'light' | 'dark',
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await signedIn(browser, email, lang, viewport, options);
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseUrl() }]);
  return page;
}

/**
 * A date counted in days from today on a plant's clock (Central by default: Sheldon, Spirit Lake;
 * Bowling Green is on Eastern time, already on the next day from 11 pm Central).
 * @example plantDay(-1, 'America/New_York') // yesterday at Bowling Green
 */
export function plantDay(days: number, zone = 'America/Chicago', now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
