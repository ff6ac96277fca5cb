import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './fixtures';
import { htmlText, signInOverHttp } from './http-session';

const MEMO = 'x-apps-memo';

/**
 * The page three times: the first adds it to the drawer's tabs cookie (a new request for the memo), the
 * second may be rendered, the third must come from the memo with the same bytes.
 */
async function keptTwice(who: APIRequestContext, path: string): Promise<string> {
  expect((await who.get(path, { maxRedirects: 0 })).status()).toBe(200);
  const first = await who.get(path, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  const again = await who.get(path, { maxRedirects: 0 });
  expect(again.status()).toBe(200);
  expect(again.headers()[MEMO], `${path} the second time comes from the memo`).toBe('hit');
  const body = await again.text();
  expect(body).toBe(await first.text());
  return body;
}

/** The application tiles of the home page, by title. */
function tiles(html: string): string[] {
  const list = /data-testid="app-list"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((m) => htmlText((m[1] ?? '').replace(/<[^>]+>/g, '')).trim());
}

/**
 * A signed-in page the portal rendered is answered again from its page memo
 * (src/lib/server/perf/page-memo.ts) for the same request, and whatever the page shows that changes
 * (a grant, a revoke, a new notification, the end of the sign-in) applies on the next page load.
 * The calling spec gives them a portal of their own: the grants and notifications below must not reach
 * other files' tests. `writer` is where the administrator makes the changes: the same portal, or on
 * PostgreSQL another instance on the same database (the memo must see another process's commit).
 */
export function memoTests(database: string, writer: () => string = baseUrl): void {
  test.describe(`page memo on ${database}`, () => {
    test('a grant and its revoke reach the next page load, the kept page does not hide them', async () => {
      const [maria, jordan] = await Promise.all([
        signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email),
        signInOverHttp(writer(), ACCOUNTS.carter.email),
      ]);
      try {
        expect(tiles(await keptTwice(maria, '/'))).not.toContain('Glossary');
        const menu = (await (await jordan.get('/api/v1/Admin/MenuItems?q=Glossary')).json()) as {
          items: { menuId: number; title: string }[];
        };
        const glossary = menu.items.find((item) => item.title === 'Glossary');
        expect(glossary, 'the catalogue has Glossary').toBeTruthy();
        const grant = await jordan.post(`/api/v1/Admin/Apps/${glossary?.menuId}/Employees`, { data: { empID: ACCOUNTS.nguyen.empId } });
        expect(grant.status(), await grant.text()).toBe(201);

        const granted = await maria.get('/', { maxRedirects: 0 });
        expect(granted.headers()[MEMO]).toBeUndefined();
        expect(tiles(await granted.text())).toContain('Glossary');
        expect((await maria.get('/Glossary', { maxRedirects: 0 })).status()).toBe(200);
        expect(tiles(await keptTwice(maria, '/'))).toContain('Glossary');

        const revoke = await jordan.delete(`/api/v1/Admin/Apps/${glossary?.menuId}/Employees/${ACCOUNTS.nguyen.empId}`);
        expect(revoke.status()).toBe(200);
        const revoked = await maria.get('/', { maxRedirects: 0 });
        expect(revoked.headers()[MEMO]).toBeUndefined();
        expect(tiles(await revoked.text())).not.toContain('Glossary');
        expect((await maria.get('/Glossary', { maxRedirects: 0 })).status()).toBe(403);
      } finally {
        await Promise.all([maria.dispose(), jordan.dispose()]);
      }
    });

    test('a new notification shows in the bell on the next page load', async () => {
      const [riya, jordan] = await Promise.all([
        signInOverHttp(baseUrl(), ACCOUNTS.patel.email),
        signInOverHttp(writer(), ACCOUNTS.carter.email),
      ]);
      const count = (html: string) => Number(/data-testid="notification-count"[^>]*>(\d+)</.exec(html)?.[1] ?? 0);
      try {
        const before = count(await keptTwice(riya, '/'));
        const created = await jordan.post('/api/v1/Notifications', {
          data: {
            username: ACCOUNTS.patel.email,
            description: 'Hoist H-3 inspection due',
            action: '/hoistchecklist',
          },
        });
        expect(created.status()).toBe(201);
        const after = await riya.get('/', { maxRedirects: 0 });
        expect(after.headers()[MEMO]).toBeUndefined();
        expect(count(await after.text())).toBe(before + 1);
      } finally {
        await Promise.all([riya.dispose(), jordan.dispose()]);
      }
    });

    test('the top bar rendered once follows a right, a notification and the language on the next fresh page', async ({ playwright }) => {
      const [maria, jordan] = await Promise.all([
        signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email),
        signInOverHttp(writer(), ACCOUNTS.carter.email),
      ]);
      let n = 0;
      // A new address each time: the page memo never answers, the top bar may be the kept one (src/lib/shell/shell-cache.ts).
      const fresh = async (who: APIRequestContext = maria) => {
        const answer = await who.get(`/Maintenance?fresh=${(n += 1)}`, { maxRedirects: 0 });
        expect(answer.status()).toBe(200);
        expect(answer.headers()[MEMO]).toBeUndefined();
        return answer.text();
      };
      const admin = (html: string) => html.includes('href="/Admin/applications"');
      const count = (html: string) => Number(/data-testid="notification-count"[^>]*>(\d+)</.exec(html)?.[1] ?? 0);
      const grants = `/api/v1/Admin/SubApps/Apps_Security/Employees`;
      try {
        await fresh();
        expect(admin(await fresh())).toBe(false);

        expect((await jordan.post(grants, { data: { empID: ACCOUNTS.nguyen.empId } })).status()).toBe(201);
        expect(admin(await fresh()), 'the administrator entry shows on the next page').toBe(true);
        expect((await jordan.delete(`${grants}/${ACCOUNTS.nguyen.empId}`)).status()).toBe(200);
        const revoked = await fresh();
        expect(admin(revoked), 'and goes with the revoke').toBe(false);

        const created = await jordan.post('/api/v1/Notifications', {
          data: { username: ACCOUNTS.nguyen.email, description: 'Press 7 inspection due', action: '/Maintenance' },
        });
        expect(created.status()).toBe(201);
        expect(count(await fresh())).toBe(count(revoked) + 1);

        // The same person in Spanish, then in English again: each language its own top bar.
        const state = await maria.storageState();
        const cookie = state.cookies.find((c) => c.name.includes('session-token'));
        const spanish = await playwright.request.newContext({
          baseURL: baseUrl(),
          storageState: { ...state, cookies: [...state.cookies, { ...cookie!, name: 'lang', value: 'es' }] },
        });
        try {
          const es = await fresh(spanish);
          expect(es).toContain('aria-label="Barra superior"');
          expect(es).not.toContain('aria-label="Top bar"');
        } finally {
          await spanish.dispose();
        }
        expect(await fresh()).toContain('aria-label="Top bar"');
      } finally {
        await Promise.all([maria.dispose(), jordan.dispose()]);
      }
    });

    test('after logout the same cookie gets no kept page, and a signed-out request is never answered from the memo', async ({
      playwright,
    }) => {
      const tom = await signInOverHttp(baseUrl(), ACCOUNTS.wilson.email);
      const state = await tom.storageState();
      const copy = await playwright.request.newContext({
        baseURL: baseUrl(),
        storageState: state,
      });
      try {
        await keptTwice(copy, '/Maintenance');
        // Fresh addresses too: the second takes the user state kept from the first (user-state.server.ts).
        for (const n of [1, 2]) expect((await copy.get(`/Maintenance?fresh=${n}`, { maxRedirects: 0 })).status()).toBe(200);
        expect((await tom.post('/logout', { maxRedirects: 0 })).status()).toBe(303);
        for (const path of ['/Maintenance', '/Maintenance?fresh=3']) {
          const after = await copy.get(path, { maxRedirects: 0 });
          expect(after.status(), path).toBe(302);
          expect(after.headers()['location']).toMatch(/^\/login/);
          expect(after.headers()[MEMO]).toBeUndefined();
        }
        const anonymous = await playwright.request.newContext({
          baseURL: baseUrl(),
        });
        for (let i = 0; i < 2; i += 1) expect((await anonymous.get('/login')).headers()[MEMO]).toBeUndefined();
        await anonymous.dispose();
      } finally {
        await Promise.all([tom.dispose(), copy.dispose()]);
      }
    });

    test('a kept page carries no time of its own: the browser fills the header clock before the islands load', async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: true,
      });
      const page = await context.newPage();
      try {
        await signIn(page, ACCOUNTS.nguyen.email);
        await expect(page).toHaveURL(`${baseUrl()}/`);
        // The islands' scripts never arrive (held, not refused: a refused chunk makes the page reload
        // itself, spec §9's chunk-reload guard): what shows is what the document itself paints.
        await page.route('**/_astro/*.js', () => undefined);
        for (let i = 0; i < 3; i += 1) {
          const answer = await page.goto(`${baseUrl()}/Maintenance`, { waitUntil: 'commit' });
          if (i === 2) expect(answer?.headers()[MEMO]).toBe('hit');
          await expect(page.getByTestId('clock')).toHaveText(/^\d{1,2}:\d{2}:\d{2}( [AP]M)?$/);
        }
      } finally {
        await context.close();
      }
    });
  });
}
