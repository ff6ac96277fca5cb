import { rm } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './support/fixtures';
import { freePort, startPortal, type PortalProcess } from './support/portal-process';
import { seededDataDir } from './support/seeded-data';

/**
 * A wall board paired by code and approved by Jordan Carter shows Spirit Lake's day by hour, updates
 * within 5 s of a count entered on the desk page, says how old its data is while the server is stopped,
 * recovers by itself after the restart and stops at once when revoked. Its own portal: it is restarted.
 */
const SHOTS = 'test-results/shots';
const BOARD = { width: 1920, height: 1080 };

test.describe('a wall board', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir = '';
  let env: Record<string, string> = {};
  let portal: PortalProcess | undefined;
  let board: Page;
  let jordan: Page;

  async function signInJordan(browser: Browser, url: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.carter.email);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    return page;
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    dataDir = await seededDataDir('apps-boards-');
    env = { PORT: String(await freePort()), DATA_DIR: dataDir };
    portal = await startPortal(env);
    board = await (await browser.newContext({ viewport: BOARD })).newPage();
    jordan = await signInJordan(browser, portal.url);
  });
  test.afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('is paired by its code, approved by Jordan for Spirit Lake, and shows its day by hour', async () => {
    const url = portal?.url ?? '';
    // Every interval of the board 60 times shorter: the stale notice after a second, not a minute.
    await board.goto(`${url}/daybyhour/board?speed=60`);
    const code = board.getByTestId('pair-code');
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    await board.screenshot({ path: `${SHOTS}/board-pairing-1920.png` });
    const address = await board.locator('[data-pair="address"]').textContent();
    expect(address).toBe(`${url}/idp/device`);

    await jordan.goto(address ?? '');
    await expect(jordan).toHaveURL(`${url}/devices`);
    await jordan.locator('#field-userCode').fill((await code.textContent()) ?? '');
    await jordan.locator('#field-name').fill('Spirit Lake weld board');
    await jordan.locator('#field-plant').selectOption('SPIRITLA');
    await jordan.locator('#field-use').selectOption('board');
    // Another plant's playlist is refused next to its field, the rest kept as typed.
    await jordan.locator('#field-playlistId').selectOption({ label: 'Sheldon · Lobby' });
    await jordan.getByRole('button', { name: 'Approve' }).click();
    await expect(jordan.getByTestId('error-playlistId')).toHaveText(
      'The playlist Lobby belongs to Sheldon; choose a playlist of Spirit Lake.',
    );
    await expect(jordan.locator('#field-name')).toHaveValue('Spirit Lake weld board');
    await jordan.locator('#field-playlistId').selectOption('');
    await jordan.getByRole('button', { name: 'Approve' }).click();
    await expect(jordan.getByTestId('alert').filter({ hasText: 'Spirit Lake weld board is approved' })).toBeVisible();
    await expect(jordan.getByTestId('device-list')).toContainText('Spirit Lake weld board');
    await jordan.screenshot({ path: `${SHOTS}/devices-1280.png`, fullPage: true });

    await expect(board.getByTestId('dashboard-header')).toContainText('Day by Hour · Spirit Lake', { timeout: 20_000 });
    await expect(board.locator('tbody[data-resource="WELD-1"]')).toBeVisible();
    await board.screenshot({ path: `${SHOTS}/board-dbh-dark-1920.png` });
    await expect(jordan.getByTestId('device-list')).toBeVisible();
  });

  test('shows a count entered on the desk page within 5 seconds', async () => {
    const url = portal?.url ?? '';
    await jordan.goto(`${url}/daybyhour?plant=SPIRITLA`);
    await jordan.locator('#field-resourceId').selectOption({ label: 'WELD-1 · Robot weld cell 1' });
    const hour = await jordan.locator('#field-hour').inputValue();
    await jordan.locator('#field-quantity').fill('abc');
    await jordan.getByRole('button', { name: 'Save count' }).click();
    await expect(jordan.getByText('Enter a whole number from 0 to 10000.').first()).toBeVisible();
    await jordan.locator('#field-resourceId').selectOption({ label: 'WELD-1 · Robot weld cell 1' });
    await jordan.locator('#field-quantity').fill('3');
    await jordan.locator('#field-reasonId').selectOption({ label: 'Machine down' });
    await jordan.getByRole('button', { name: 'Save count' }).click();
    await expect(jordan.getByTestId('alert').filter({ hasText: 'WELD-1' })).toBeVisible();
    await jordan.screenshot({ path: `${SHOTS}/dbh-desk-1280.png`, fullPage: true });
    const cell = board.locator(`tbody[data-resource="WELD-1"] td[data-hour="${hour}"]`);
    await expect(cell).toHaveText('3', { timeout: 5_000 });
    await expect(board.locator('tbody[data-resource="WELD-1"]')).toContainText('Machine down');
  });

  test('says how old its data is while the server is stopped, and recovers by itself within 60 s', async () => {
    test.setTimeout(180_000);
    expect(await portal?.stop('SIGTERM')).toBe(0);
    await expect(board.getByTestId('stale-notice')).toHaveText(/^Data is \d+ min old$/, { timeout: 15_000 });
    await board.screenshot({ path: `${SHOTS}/board-stale-1920.png` });
    portal = await startPortal(env);
    const back = Date.now();
    await expect(board.getByTestId('stale-notice')).toBeHidden({ timeout: 60_000 });
    await expect(board.getByTestId('dashboard-header')).toContainText('Spirit Lake', { timeout: 60_000 - (Date.now() - back) });
    await expect(board.locator('tbody[data-resource="WELD-1"]')).toContainText('Machine down');
  });

  test('draws the light layout and the welding board at 1920x1080', async ({ browser }) => {
    const url = portal?.url ?? '';
    const other = await board.context().newPage();
    await other.goto(`${url}/daybyhour/board?layout=light`);
    await expect(other.locator('tbody[data-resource="ASSY-1"]')).toBeVisible();
    await other.screenshot({ path: `${SHOTS}/board-dbh-light-1920.png` });
    await other.goto(`${url}/daybyhour/welding`);
    await expect(other.locator('tbody[data-resource="WELD-2"]')).toBeVisible();
    await expect(other.locator('tbody[data-resource="ASSY-1"]')).toHaveCount(0);
    await other.screenshot({ path: `${SHOTS}/board-welding-dark-1920.png` });
    await other.goto(`${url}/daybyhour/welding?layout=light`);
    await expect(other.locator('tbody[data-resource="WELD-2"]')).toBeVisible();
    await other.screenshot({ path: `${SHOTS}/board-welding-light-1920.png` });
    await other.goto(`${url}/Dashboards/DayByHour?layout=light`);
    await other.screenshot({ path: `${SHOTS}/board-dashboards-light-1920.png` });
    await other.close();
    expect(browser.isConnected()).toBe(true);
  });

  test('stops at once when revoked, and shows a new code', async () => {
    const url = portal?.url ?? '';
    await jordan.goto(`${url}/devices`);
    await jordan.getByRole('button', { name: 'Revoke Spirit Lake weld board' }).click();
    await expect(jordan.getByTestId('alert').filter({ hasText: 'is revoked' })).toBeVisible();
    await expect(board.getByTestId('pair-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/, { timeout: 5_000 });
    await expect(board.locator('tbody[data-resource="WELD-1"]')).toHaveCount(0);
  });
});
