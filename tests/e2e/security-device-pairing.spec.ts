import { rm } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './support/fixtures';
import { freePort, startPortal, type PortalProcess } from './support/portal-process';
import { seededDataDir } from './support/seeded-data';

/**
 * Attacks on pairing a device and on asking for access, in Chromium against a portal of its own (its
 * pairing limit per address is this process's: the shared portal's boards are not slowed by it).
 */
const SHOTS = 'test-results/shots';

/** Every spelling of the provider's device page a person could type or be sent. */
const SPELLINGS = ['/idp/device/', '/idp/Device', '/idp/DEVICE', '/idp/%64evice', '/idp//device', '/idp/device//', '/IDP/device'];

test.describe('device pairing and asking for access, attacked', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir = '';
  let portal: PortalProcess | undefined;

  async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const url = portal?.url ?? '';
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    await page.context().addCookies([{ name: 'lang', value: 'es', url }]);
    return page;
  }

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    dataDir = await seededDataDir('apps-sec-pairing-');
    portal = await startPortal({ PORT: String(await freePort()), DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("a non-administrator cannot pair a board by any spelling of the provider's device page", async ({ browser }) => {
    const url = portal?.url ?? '';
    const board = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await board.goto(`${url}/daybyhour/board`);
    await expect(board.getByTestId('pair-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const code = (await board.getByTestId('pair-code').textContent()) ?? '';

    const maria = await signedIn(browser, ACCOUNTS.nguyen.email);
    for (const spelling of SPELLINGS) {
      const answer = await maria.goto(`${url}${spelling}?user_code=${code}`);
      // The approval screen, which refuses her: never the provider's own user-code form.
      await expect(maria, spelling).toHaveURL(`${url}/devices?code=${code}`);
      expect(answer?.status(), spelling).toBe(403);
      await expect(maria.getByTestId('devices-screen')).toBeVisible();
      await expect(maria.locator('input[name="user_code"]')).toHaveCount(0);
      await expect(maria.getByTestId('approve-device')).toHaveCount(0);
    }
    await maria.screenshot({ path: `${SHOTS}/devices-refused-es-1280.png`, fullPage: true });
    const tablet = await signedIn(browser, ACCOUNTS.nguyen.email, { width: 800, height: 1280 });
    await tablet.goto(`${url}/idp/Device/?user_code=${code}`);
    await expect(tablet.getByTestId('devices-screen')).toBeVisible();
    await tablet.screenshot({ path: `${SHOTS}/devices-refused-es-800.png`, fullPage: true });

    // The board still waits for an administrator: nobody was given its credential.
    await board.waitForTimeout(6_000);
    await expect(board.getByTestId('pair-code')).toHaveText(code);
    expect((await board.context().cookies()).some((c) => c.name === 'apps_device')).toBe(false);

    // The administrator's way in still works from the same address, in any spelling.
    const jordan = await signedIn(browser, ACCOUNTS.carter.email);
    await jordan.goto(`${url}/idp/%44EVICE/?user_code=${code}`);
    await expect(jordan.getByTestId('approve-device')).toBeVisible();
    await expect(jordan.locator('#field-userCode')).toHaveValue(code);
    await board.context().close();
  });

  test('a flood of pairing starts from one address gets 20 codes, the rest are told to wait', async ({ playwright }) => {
    const url = portal?.url ?? '';
    // As the board's page sends it (a script may send any Origin it likes; the limit does not depend on it).
    const request = await playwright.request.newContext({ extraHTTPHeaders: { origin: url } });
    const answers = await Promise.all(Array.from({ length: 200 }, () => request.post(`${url}/api/devices/pair`)));
    const codes = answers.filter((a) => a.status() === 200);
    // The board above took one of the 20 at its start.
    expect(codes.length).toBeLessThanOrEqual(20);
    expect(codes.length).toBeGreaterThanOrEqual(18);
    const refused = answers.filter((a) => a.status() === 429);
    expect(refused).toHaveLength(200 - codes.length);
    expect(Number(refused[0]?.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await refused[0]?.json()) as { error: { code: string } }).error.code).toBe('too-many-pairings');
    // A code names a device waiting 10 minutes at most, and codes are not guessable in order.
    const shown = await Promise.all(codes.map(async (a) => (await a.json()) as { userCode: string; expiresIn: number }));
    expect(shown.every((c) => c.expiresIn <= 600)).toBe(true);
    expect(new Set(shown.map((c) => c.userCode)).size).toBe(shown.length);
    await request.dispose();
  });

  test('asking again for an application already asked for rings no one, and says so calmly in Spanish', async ({ browser }) => {
    const url = portal?.url ?? '';
    const riya = await signedIn(browser, ACCOUNTS.patel.email);
    await riya.goto(`${url}/Nitro`);
    await riya.getByTestId('ask-access').click();
    await expect(
      riya.getByTestId('alert').filter({ hasText: 'Su solicitud de Carga de nitrógeno se envió a Jordan Carter.' }),
    ).toBeVisible();
    await riya.getByTestId('ask-access').click();
    await expect(
      riya.getByTestId('alert').filter({ hasText: 'Ya pidió acceso a Carga de nitrógeno; su solicitud ya la tiene Jordan Carter.' }),
    ).toBeVisible();
    await riya.screenshot({ path: `${SHOTS}/ask-again-es-1280.png`, fullPage: true });
    await riya.setViewportSize({ width: 800, height: 1280 });
    await riya.screenshot({ path: `${SHOTS}/ask-again-es-800.png`, fullPage: true });
  });
});
