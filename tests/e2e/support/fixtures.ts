import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { startPortal, type PortalProcess } from './portal-process';

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

/**
 * A page in a browser context of its own, signed in as `email` through the real identity provider;
 * then in `lang` when given (the portal's 'lang' cookie) and at `viewport` when given; `options` for
 * the rest of the context (a time zone other than the machine's).
 */
export async function signedIn(
  browser: Browser,
  email: string,
  lang?: 'en' | 'es',
  viewport?: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  return page;
}

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
    dataDir = await mkdtemp(path.join(tmpdir(), 'apps-e2e-own-'));
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
