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

/**
 * Types a badge's number as a keyboard-wedge scanner does: every key of the code and its Enter in one burst
 * (Playwright's `keyboard.type` waits for each key's round trip). The kiosk sends whatever the scan field
 * got as a badge number; only an enrolled card's number identifies anyone.
 */
export async function scanBadge(kiosk: Page, badge: string): Promise<void> {
  const field = kiosk.getByTestId('kiosk-scan');
  await field.waitFor({ state: 'visible', timeout: 15_000 });
  await field.focus();
  const cdp = await kiosk.context().newCDPSession(kiosk);
  try {
    const keys = [...badge].map((char) => ({
      key: char,
      code: /\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`,
      windowsVirtualKeyCode: char.toUpperCase().charCodeAt(0),
      text: char,
    }));
    keys.push({ key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' });
    await Promise.all(
      keys.flatMap(({ text, ...key }) => [
        cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text, unmodifiedText: text }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
      ]),
    );
  } finally {
    await cdp.detach();
  }
}
