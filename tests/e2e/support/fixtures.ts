import { rm } from 'node:fs/promises';
import { expect, test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startPortal, type PortalProcess } from './portal-process';
import { seededDataDir } from './seeded-data';

/** Demo accounts seeded into every empty database. */
export const ACCOUNTS = {
  carter: { email: 'shjcarter@example.com', name: 'Jordan Carter', empId: 1001 },
  nguyen: { email: 'slmnguyen@example.com', name: 'Maria Nguyen', empId: 2001 },
  wilson: { email: 'bgtwilson@example.com', name: 'Tom Wilson', empId: 3001 },
  patel: { email: 'mfrpatel@example.com', name: 'Riya Patel', empId: 4001 },
  lee: { email: 'shnoaccess@example.com', name: 'Sam Lee', empId: 1002 },
} as const;

/** The portal's address, set by the global setup. */
export function baseUrl(): string {
  const url = process.env['BASE_URL'];
  if (!url) throw new Error('BASE_URL is not set: run the browser tests through playwright.config.ts');
  return url;
}

/** Signs in through the real identity provider's page, as a person would. */
export async function signIn(page: Page, email: string, password = 'demo', startPath = '/'): Promise<void> {
  await page.goto(`${baseUrl()}${startPath}`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Each person's signed-in cookies and storage, per portal: one sign-in per worker, not one per test. */
const sessions = new Map<string, Promise<Awaited<ReturnType<BrowserContext['storageState']>>>>();

/**
 * The browser state of `email` signed in through the real identity provider on the current portal,
 * made by the first call in this worker (a sign-in as signIn does it) and handed to later calls, so
 * a test that does not test signing in itself does not sign in again.
 */
export function signedInState(browser: Browser, email: string): ReturnType<BrowserContext['storageState']> {
  const key = `${baseUrl()} ${email}`;
  let state = sessions.get(key);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await signIn(page, email);
        await expect(page).toHaveURL(`${baseUrl()}/`);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    sessions.set(key, state);
    // A sign-in that failed is tried again by the next caller, not handed on.
    state.catch(() => sessions.delete(key));
  }
  return state;
}

/**
 * Gives `page`'s browser context the session of `email` (signedInState: signed in through the real
 * identity provider once per worker) and opens `startPath` there, where signIn would have landed.
 */
export async function resumeSession(page: Page, email: string, startPath = '/'): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('resumeSession needs a page of a launched browser');
  await page.context().addCookies((await signedInState(browser, email)).cookies);
  await page.goto(`${baseUrl()}${startPath}`);
}

/**
 * A page in a browser context of its own, signed in as `email` (through the real identity provider,
 * once per worker: signedInState) and open on the home page; then in `lang` when given (the portal's
 * 'lang' cookie) and at `viewport` when given; `options` for the rest of the context (a time zone
 * other than the machine's).
 */
export async function signedIn(
  browser: Browser,
  email: string,
  lang?: 'en' | 'es',
  viewport?: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const storageState = await signedInState(browser, email);
  const context = await browser.newContext({ ...options, ...(viewport ? { viewport } : {}), storageState });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/`);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  return page;
}

/** The cookie that asks the portal for a language, in the whole shape a storage state holds. */
export const langCookie = (value: 'en' | 'es') => ({
  name: 'lang',
  value,
  domain: new URL(baseUrl()).hostname,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

export const test = base.extend<{ baseUrl: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseUrl: async ({}, use) => use(baseUrl()),
});
export { expect };

/**
 * Gives the calling spec file a portal of its own on a fresh database, for tests that count seeded data
 * (unread notifications) which other features' tests change on the shared portal (a completed move
 * request notifies its requester). `baseUrl()` points at it until the file's last test has run.
 */
export function useOwnPortal(): () => string {
  let portal: PortalProcess | undefined;
  let dataDir = '';
  let shared: string | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await seededDataDir('apps-e2e-own-');
    portal = await startPortal({ PORT: '0', DATA_DIR: dataDir });
    shared = process.env['BASE_URL'];
    process.env['BASE_URL'] = portal.url;
  });
  test.afterAll(async () => {
    if (shared !== undefined) process.env['BASE_URL'] = shared;
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  // Its DATA_DIR, for a test that writes a plant file there (the label printers).
  return () => dataDir;
}
