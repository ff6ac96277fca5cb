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
/** Issue material up to its quantity: an assembly job and material scanned, the first bin chosen. */
async function chooseBin(page: Page): Promise<void> {
  await page.locator('#im-group').selectOption('ASSY');
  await page.locator('#im-job').focus();
  await scan(page, '219601');
  await expect(page.locator('#im-mtl')).toBeFocused();
  await scan(page, '50');
  await page.getByTestId('bin-list').getByRole('radio').first().click();
}

async function pageAs(browser: Browser, who: Person | null, view: View): Promise<Page> {
  const state = who === null ? undefined : await signedInState(browser, ACCOUNTS[who].email);
  const context = await browser.newContext({
    ...(state ? { storageState: state } : {}),
    ...(view.touch
      ? { viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } }),
  });
  await context.addCookies([
    { name: 'lang', value: view.lang, url: baseUrl() },
    { name: 'theme', value: view.theme, url: baseUrl() },
  ]);
  // The shell keeps the theme on the device too.
  await context.addInitScript((dark) => localStorage.setItem('isDark', dark), String(view.theme === 'dark'));
  return context.newPage();
}

/** Opens `path`, lets `act` bring the screen to the state looked at, and keeps a full-page screenshot; answers what overflows. */
async function shoot(page: Page, name: string, path: string, act?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  if (await page.locator('#drawer').count()) await waitForShell(page);
  if (act) await act(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.log(`${name}: the page scrolls sideways by ${overflow} px`);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

/** Types into a field and presses Enter, as a scanner does. */
async function scan(page: Page, value: string): Promise<void> {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Small tap targets on a touch screen: every visible control under 44 px tall, logged. */
async function logSmallTargets(page: Page, name: string): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main select, main textarea, main [role=button]')]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44 && (el as HTMLInputElement).type !== 'hidden')
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} '${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)}' ${Math.round(el.getBoundingClientRect().height)}px`,
      ),
  );
  if (small.length > 0) console.log(`${name}: under 44 px: ${small.join('; ')}`);
}

/** The screens: who opens them, where, and what to do first (nothing that writes demo data). */
const SCREENS: readonly { name: string; who: Person | null; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'home', who: 'nguyen', path: '/' },
  {
    name: 'drawer',
    who: 'nguyen',
    path: '/weldleakrepair',
    act: async (page) => {
      // On a tablet the drawer is closed: open it.
      if (((await page.locator('#drawer').boundingBox())?.x ?? 0) < 0) await page.locator('#drawer-toggle').click();
    },
  },
  {
    name: 'number-typo',
    who: 'nguyen',
    path: '/weldleakrepair/WeldLeakerEntry',
    act: async (page) => {
      await page.locator('#field-quantity').fill('dos');
      await page.locator('#field-quantity').press('Enter');
      await page.waitForLoadState('domcontentloaded');
      await waitForShell(page);
      await expect(page.getByTestId('form-error')).toBeVisible();
    },
  },
  {
    name: 'draft-restored',
    who: 'nguyen',
    path: '/weldleakrepair/WeldLeakerEntry',
    act: async (page) => {
      await page.locator('#field-cylinderNumber').fill('SP-TOUR-0001');
      await page.locator('#field-robotOperator').fill('K. Olson');
      await page.locator('#field-robotOperator').blur();
      await expect(async () => {
        await page.reload();
        await waitForShell(page);
        await expect(page.getByTestId('draft-restored')).toBeVisible({ timeout: 2000 });
      }).toPass();
    },
  },
  {
    name: 'over-issue',
    who: 'nguyen',
    path: '/issueMaterial',
    act: async (page) => {
      await chooseBin(page);
      await page.locator('#im-quantity').fill('2');
      await page.locator('#im-quantity').press('Enter');
      await expect(page.getByTestId('over-issue-approval')).toBeVisible();
    },
  },
  {
    name: 'issue-absurd',
    who: 'nguyen',
    path: '/issueMaterial',
    act: async (page) => {
      await chooseBin(page);
      await page.locator('#im-quantity').fill('99999999');
      await expect(page.getByTestId('im-quantity-error')).toBeVisible();
    },
  },
  {
    name: 'move-form',
    who: 'nguyen',
    path: '/Request/MoveRequest/stkForm',
    act: async (page) => {
      await page.locator('#mv-quantity').fill('doce');
      await page.locator('#mv-date').fill('2020-01-15');
      await page.getByTestId('submit-move').click();
      await expect(page.getByTestId('mv-fromBin-error')).toBeVisible();
    },
  },
  {
    name: 'queue-send-back',
    who: 'nguyen',
    path: '/MaterialQueue',
    act: async (page) => {
      await page
        .getByRole('button', { name: /Send back|Devolver/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'queue', who: 'wilson', path: '/MaterialQueue' },
  { name: 'no-access', who: 'patel', path: '/Nitro' },
  { name: 'employee-access', who: 'carter', path: '/Admin/users?empId=2003' },
  { name: 'request', who: 'nguyen', path: '/Request' },
  {
    name: 'printers',
    who: 'nguyen',
    path: '/Labels/Forms/partTag',
    act: async (page) => {
      const options = await page
        .locator('select[name="printer"] option, select[name="printer"] optgroup')
        .evaluateAll((els) => els.map((el) => (el.tagName === 'OPTGROUP' ? `[${el.getAttribute('label')}]` : el.textContent?.trim())));
      console.log(`printers: ${options.join(' | ')}`);
    },
  },
  { name: 'pareto', who: 'nguyen', path: '/weldleakrepair' },
  { name: 'frame', who: 'nguyen', path: '/Maintenance' },
  { name: 'frame-record', who: 'nguyen', path: '/Maintenance/PM/512' },
  { name: 'nitro', who: 'nguyen', path: '/Nitro?plant=All' },
  { name: 'signin', who: null, path: '/login' },
  {
    name: 'signin-idp',
    who: null,
    path: '/login',
    act: async (page) => {
      await page.getByRole('button', { name: /Login|Iniciar/ }).click();
      await expect(page.getByLabel(/Email|Correo/)).toBeVisible();
    },
  },
];

test.describe('screens tour (by hand)', () => {
  test.skip(!process.env['SCREENS'], 'run by hand with SCREENS=1');
  for (const screen of SCREENS.filter((s) => !ONLY || ONLY.split(',').includes(s.name))) {
    test(screen.name, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const view of VIEWS) {
        const page = await pageAs(browser, screen.who, view);
        await shoot(page, `${screen.name}-${view.name}`, screen.path, screen.act);
        if (view.touch) await logSmallTargets(page, `${screen.name}-${view.name}`);
        await page.context().close();
      }
      expect(VIEWS.length).toBeGreaterThan(0);
    });
  }
});
