import { rm } from 'node:fs/promises';
import { ACCOUNTS, expect, test } from './support/fixtures';
import { inPool, signInLanding } from './support/http-session';
import { startPortal, type PortalProcess } from './support/portal-process';
import { seededDataDir } from './support/seeded-data';

/**
 * The page memo serves a kept page again while the counters of its topics are unchanged, so every table
 * a kept page's render reads must be in one of those topics, or a change to it would be served stale for
 * up to ten minutes. With APPS_TABLE_LOG=on the portal names, on each page the memo may keep, the tables
 * its render read through the real database (its in-process API calls included) and the tables its
 * declared topics cover (the features' `topics`, src/lib/server/db/topics.ts). Pages are read by
 * Jordan: the home page as the sign-in lands on it (the shell's data read from the database, no cache
 * holds it yet), then every application, each for the first time.
 */
const TABLES = 'x-apps-tables';
const COVERED = 'x-apps-topic-tables';
/** Read on a page but not shown by it: the counters themselves, and the sign-in that the memo checks on each answer. */
const NOT_SHOWN = ['cache_generations', 'oidc_payloads'];

let portal: PortalProcess | undefined;
let dataDir = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await seededDataDir('apps-e2e-memo-coverage-');
  portal = await startPortal({ PORT: '0', DATA_DIR: dataDir, APPS_TABLE_LOG: 'on' });
});
test.afterAll(async () => {
  await portal?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The tables a header lists. */
const list = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);

test('every table a keepable page or the shell reads is in a topic the page memo watches', async () => {
  test.setTimeout(300_000);
  // The sign-in lands on the home page: the first signed-in render, before any cache holds the shell's data.
  const { context: jordan, landing: home } = await signInLanding(portal!.url, ACCOUNTS.carter.email);
  try {
    const html = await home.text();
    const links = [
      ...new Set(
        [...html.matchAll(/data-testid="app-list"[\s\S]*?<\/ul>/g)].flatMap((m) =>
          [...m[0].matchAll(/href="(\/[^"?#]*)"/g)].map((h) => h[1]!),
        ),
      ),
    ];
    expect(links.length, 'the home page lists the applications').toBeGreaterThan(10);
    const reads = new Map<string, { read: string[]; covered: string[] }>();
    const record = (page: string, headers: Record<string, string>) => {
      if (headers[COVERED] === undefined) return;
      reads.set(page, { read: list(headers[TABLES]), covered: list(headers[COVERED]) });
    };
    record('/', home.headers());
    await inPool(links, 3, async (link) => {
      const answer = await jordan.get(link, { maxRedirects: 0 });
      record(link, answer.headers());
    });
    expect(reads.get('/')?.read, 'the home page names what it read').toContain('menu_items');
    expect(reads.size, 'application frames the memo may keep').toBeGreaterThan(10);
    const uncovered = [...reads].flatMap(([page, { read, covered }]) =>
      read.filter((table) => !covered.includes(table) && !NOT_SHOWN.includes(table)).map((table) => `${page}: ${table}`),
    );
    expect(uncovered, 'tables read by a keepable page that no topic of it covers').toEqual([]);
  } finally {
    await jordan.dispose();
  }
});
