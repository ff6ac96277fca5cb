import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedInState, test } from './support/fixtures';
import { waitForShell } from './shell-support';

/**
 * Screenshots of the screens a person trips over, to be looked at by a person: run by hand
 * (`SCREENS=1 npx playwright test screens-tour`), never by `npm test`. Each screen at least on a Spanish
 * light touch tablet and an English dark desk; `SCREENS=all` adds the other two combinations. Only reads.
 */

const DIR = 'test-results/screens';
const ONLY = process.env['SCREENS_ONLY'];

type Person = keyof typeof ACCOUNTS;
interface View {
  readonly name: string;
  readonly lang: 'en' | 'es';
  readonly theme: 'light' | 'dark';
  readonly touch: boolean;
}
const TABLET_ES_LIGHT: View = { name: 'tablet-es-light', lang: 'es', theme: 'light', touch: true };
const DESK_EN_DARK: View = { name: 'desk-en-dark', lang: 'en', theme: 'dark', touch: false };
const VIEWS: readonly View[] =
  process.env['SCREENS'] === 'all'
    ? [
        TABLET_ES_LIGHT,
        DESK_EN_DARK,
        { name: 'tablet-en-dark', lang: 'en', theme: 'dark', touch: true },
        { name: 'desk-es-light', lang: 'es', theme: 'light', touch: false },
      ]
    : [TABLET_ES_LIGHT, DESK_EN_DARK];

/** A page signed in as `who`, in a view's language, theme and device. */
async function pageAs(browser: Browser, who: Person, view: View): Promise<Page> {
  const state = await signedInState(browser, ACCOUNTS[who].email);
  const context = await browser.newContext({
    storageState: state,
    ...(view.touch
      ? { viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } }),
  });
  await context.addCookies([
    { name: 'lang', value: view.lang, url: baseUrl() },
    { name: 'theme', value: view.theme, url: baseUrl() },
  ]);
  return context.newPage();
}

/** Opens `path`, lets `act` bring the screen to the state looked at, and keeps a full-page screenshot; answers what overflows. */
async function shoot(page: Page, name: string, path: string, act?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
  if (act) await act(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.log(`${name}: the page scrolls sideways by ${overflow} px`);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

/** The screens: who opens them, where, and what to do first. */
const SCREENS: readonly { name: string; who: Person; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'nitro', who: 'nguyen', path: '/Nitro?plant=All' },
];

test.describe('screens tour (by hand)', () => {
  test.skip(!process.env['SCREENS'], 'run by hand with SCREENS=1');
  for (const screen of SCREENS.filter((s) => !ONLY || ONLY.split(',').includes(s.name))) {
    test(screen.name, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const view of VIEWS) {
        const page = await pageAs(browser, screen.who, view);
        await shoot(page, `${screen.name}-${view.name}`, screen.path, screen.act);
        await page.context().close();
      }
      expect(VIEWS.length).toBeGreaterThan(0);
    });
  }
});
