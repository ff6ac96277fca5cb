import { request, type APIRequestContext } from '@playwright/test';
import { RECORD_TYPES } from '@/lib/records/types/index';
import { APPS, childTitle, matchRoute, ROUTES, tabPathFor, type RouteDef } from '@/lib/routes';
import { DIRECT_GRANTS, GROUPS } from '@/lib/server/db/seed-data';
import { pageChain } from '@/lib/stores/tabs.server';
import { ACCOUNTS, baseUrl, expect, langCookie, test } from './support/fixtures';
import { htmlText, inPool, signInOverHttp } from './support/http-session';

/**
 * Generated from the route table, over HTTP without a browser: every route answers an
 * employee who has it with its tab, every bad parameter is a 404, and the server refuses an
 * application to anyone without it with a 403 that names it.
 */

const CONCURRENCY = 8;
const NOT_FOUND = 'This page could not be found';
const SAMPLE = { numeric: '123', safe: 'ABC-1' } as const;
const BAD = { numeric: ['abc', '1'.repeat(16)], safe: ['%3Cx%3E', 'a'.repeat(65)] } as const;
/** Pages of the shell with their own page file: only their status is checked here. */
const SHELL_PAGES = new Set(['/', '/login', '/dev', '/itticket']);

/**
 * A record page of an application on the record engine opens a record that exists (a made-up number is
 * that application's 404): the first record of its type, by route path, read over the API in beforeAll.
 */
const RECORD_SAMPLES = new Map<string, string>();

/** The paths a route is requested at: its sample value, and also without it when optional. */
function samplePaths(route: RouteDef): string[] {
  if (route.param === undefined) return [route.path];
  const value = RECORD_SAMPLES.get(route.path) ?? SAMPLE[route.param.kind];
  const withValue = tabPathFor(route, { [route.param.name]: value });
  return route.param.optional ? [tabPathFor(route, {}), withValue] : [withValue];
}

/** The part of a page that is the drawer, or null when it has none. */
function drawerOf(html: string): string | null {
  const start = html.indexOf('data-testid="drawer"');
  return start < 0 ? null : htmlText(html.slice(start, html.indexOf('</aside>', start)));
}

/** The applications every employee holds (the record types that say so, such as the suggestion box). */
const EVERY_EMPLOYEE = RECORD_TYPES.flatMap((def) => def.everyEmployee ?? []);

/** The application keys the seed gives an employee, directly or through groups, and those every employee holds. */
function seededApps(empId: number): Set<string> {
  const links = [
    ...EVERY_EMPLOYEE,
    ...GROUPS.filter((group) => group.members.includes(empId)).flatMap((group) => group.apps),
    ...DIRECT_GRANTS.filter((grant) => grant.empId === empId).flatMap((grant) => (grant.apps === 'ALL' ? [] : grant.apps)),
  ];
  return new Set(links.map((link) => link.split('/')[1] ?? ''));
}

let jordan: APIRequestContext;
let maria: APIRequestContext;
let sam: APIRequestContext;

test.describe('every route of the table over HTTP', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    [jordan, maria, sam] = await Promise.all([
      signInOverHttp(baseUrl(), ACCOUNTS.carter.email),
      signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email),
      signInOverHttp(baseUrl(), ACCOUNTS.lee.email),
    ]);
    for (const def of RECORD_TYPES) {
      if (!def.detailPath.endsWith('/{id}')) continue;
      const match = matchRoute(def.detailPath.replace('{id}', '1'));
      const route = 'route' in match ? match.route : undefined;
      const list = (await (await jordan.get(`/api/v1/Records/${def.type}?pageSize=1`)).json()) as { items: { id: number }[] };
      const first = list.items[0];
      if (route && first) RECORD_SAMPLES.set(route.path, String(first.id));
    }
    expect(RECORD_SAMPLES.size, 'record types with a page per record').toBeGreaterThanOrEqual(6);
  });

  test.afterAll(async () => {
    await Promise.all([jordan?.dispose(), maria?.dispose(), sam?.dispose()]);
  });

  test('each route opens for an employee who has everything, with its tab in the drawer', async () => {
    // About 440 pages; 20 s on a quiet machine, more while the browser tests share it.
    test.setTimeout(180_000);
    const paths = ROUTES.flatMap((route) => samplePaths(route).map((path) => ({ route, path })));
    const started = Date.now();
    const failures: string[] = [];
    await inPool(paths, CONCURRENCY, async ({ route, path }) => {
      const response = await jordan.get(path, { maxRedirects: 0 });
      const status = response.status();
      if (path === '/login') {
        if (status !== 302 || response.headers()['location'] !== '/') failures.push(`${path}: ${status}, expected a redirect home`);
        return;
      }
      // An admin page about one record (?menuId=, ?groupId=, ...) opened without it goes to its list.
      const location = response.headers()['location'] ?? '';
      if (status === 302 && path.startsWith('/Admin/') && location.startsWith('/Admin/') && !location.includes('?')) return;
      // Likewise a record page of a business screen (/weldleakrepair/form?id=, /hoistchecklist/asset?asset=) goes to its list.
      if (status === 302 && !location.includes('?') && location !== '/' && path.startsWith(`${location}/`)) return;
      if (status !== 200 && !(path === '/itticket' && status >= 300 && status < 400)) {
        failures.push(`${path}: ${status}`);
        return;
      }
      if (SHELL_PAGES.has(path)) return;
      const html = await response.text();
      const chain = pageChain(path, { lang: 'en' });
      // The dashboards' layouts are full-screen boards without the drawer (spec §2.1).
      if (route.layout === 'default') {
        const drawer = drawerOf(html);
        if (drawer === null) failures.push(`${path}: no drawer`);
        for (const tab of chain ?? []) {
          if (drawer !== null && !drawer.includes(`>${tab.title}<`)) failures.push(`${path}: drawer lacks '${tab.title}'`);
        }
      }
      // The frame names its application; a screen that replaced it is judged by its tab alone.
      const app = APPS[route.app]?.title.en ?? route.app;
      const isFrame = html.includes('data-testid="app-frame"');
      if (isFrame && !htmlText(html).includes(app)) failures.push(`${path}: page does not name '${app}'`);
      // A record's heading is its child title, e.g. 'CA: 123'.
      const match = matchRoute(path);
      const expected = 'route' in match ? childTitle(match.route, match.params) : undefined;
      const heading = /data-testid="frame-heading"[^>]*>([^<]*)</.exec(html)?.[1];
      if (expected !== undefined && htmlText(heading ?? '') !== expected)
        failures.push(`${path}: heading '${heading}', expected '${expected}'`);
    });
    console.log(`routes-http: ${paths.length} routes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });

  test('a parameter that fails its check is a 404 on every parameter route', async () => {
    test.setTimeout(120_000);
    const cases = ROUTES.filter((route) => route.param !== undefined).flatMap((route) =>
      BAD[route.param?.kind ?? 'numeric'].map((value) => `${route.path.slice(0, route.path.lastIndexOf('/'))}/${value}`),
    );
    const started = Date.now();
    const failures: string[] = [];
    await inPool(cases, CONCURRENCY, async (path) => {
      const response = await jordan.get(path, { maxRedirects: 0 });
      const html = await response.text();
      if (response.status() !== 404 || !html.includes(NOT_FOUND)) failures.push(`${path}: ${response.status()}`);
    });
    console.log(`routes-http: ${cases.length} bad parameters in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });

  test('a path outside the table is a 404', async () => {
    for (const path of ['/NoSuchApp', '/Maintenance/NoSuchPage', '/maintenance']) {
      const response = await jordan.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND);
    }
  });

  const ADMIN_TEST_APP = 'Glossary';
  test('every application she lacks is a 403 naming it, with the home page link', async () => {
    test.setTimeout(120_000);
    const hers = seededApps(ACCOUNTS.nguyen.empId);
    // admin.spec.ts grants her Glossary for a few seconds while the files run in parallel: leave it to that test.
    const lacking = [
      ...new Set(ROUTES.filter((r) => r.guards.includes('appAccess') && !hers.has(r.app) && r.app !== ADMIN_TEST_APP).map((r) => r.app)),
    ];
    const firstPath = (app: string): string => samplePaths(ROUTES.find((r) => r.app === app) as RouteDef)[0] ?? `/${app}`;
    const failures: string[] = [];
    await inPool(lacking, CONCURRENCY, async (app) => {
      const response = await maria.get(firstPath(app), { maxRedirects: 0 });
      const text = htmlText(await response.text());
      const title = APPS[app]?.title.en ?? app;
      if (response.status() !== 403) failures.push(`${app}: ${response.status()}`);
      else if (!text.includes(title) || !text.includes('Home page'))
        failures.push(`${app}: 403 page does not name '${title}' or lacks 'Home page'`);
    });
    expect(lacking.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    // Her own applications open, records included.
    expect((await maria.get('/Maintenance/PM/123', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('Administration needs Apps_Security; the home page and IT ticket are open to everyone signed in', async () => {
    const admin = await maria.get('/Admin/applications', { maxRedirects: 0 });
    expect(admin.status()).toBe(403);
    expect(htmlText(await admin.text())).toContain('Administration');
    expect((await sam.get('/Maintenance', { maxRedirects: 0 })).status()).toBe(403);
    expect((await sam.get('/Admin/users', { maxRedirects: 0 })).status()).toBe(403);
    expect((await sam.get('/', { maxRedirects: 0 })).status()).toBe(200);
    expect((await sam.get('/itticket', { maxRedirects: 0 })).status()).not.toBe(403);
  });

  test('signed out, a route sends the visitor to sign in and back', async () => {
    const anonymous = await request.newContext({ baseURL: baseUrl() });
    const response = await anonymous.get('/CorrectiveActions/indexPage/77', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/login?callbackUrl=%2FCorrectiveActions%2FindexPage%2F77');
    await anonymous.dispose();
  });

  test("a frame offers no record to open, and answers a record field's old query as its page, in English and Spanish", async () => {
    const spanish = await request.newContext({
      baseURL: baseUrl(),
      storageState: { cookies: [...(await jordan.storageState()).cookies, langCookie('es')], origins: [] },
    });
    const said = {
      en: {
        notYet: 'Engineering Change Requests is not in the portal yet.',
        record: '“ID: 77” cannot be shown here',
        field: 'Open a record by its identifier',
      },
      es: {
        notYet: 'Solicitudes de cambio de ingeniería todavía no está en el portal.',
        record: '«ID: 77» no se puede mostrar aquí',
        field: 'Abrir un registro por su identificador',
      },
    };
    for (const [lang, context] of [
      ['en', jordan],
      ['es', spanish],
    ] as const) {
      // An application still shown as a frame (corrective actions have their own list on the record engine).
      const old = await context.get('/ECR?record=ECR-detail&id=77', { maxRedirects: 0 });
      expect(old.status(), lang).toBe(200);
      for (const html of [await old.text(), await (await context.get('/ECR')).text()]) {
        const frame = html.slice(html.indexOf('data-testid="app-frame"'));
        expect(htmlText(frame), lang).toContain(said[lang].notYet);
        expect(frame, lang).not.toMatch(/<form|<input/);
        expect(htmlText(frame), lang).not.toContain(said[lang].field);
      }
      // A record address typed by hand keeps its plain answer.
      const record = await context.get('/ECR/77', { maxRedirects: 0 });
      expect(record.status(), lang).toBe(200);
      expect(htmlText(await record.text()), lang).toContain(said[lang].record);
    }
    await spanish.dispose();
  });

  test("the frame page loads only the layout's islands", async () => {
    const islands = async (path: string): Promise<Set<string>> => {
      const html = await (await jordan.get(path)).text();
      return new Set([...html.matchAll(/component-url="([^"]+)"/g)].map((m) => m[1] ?? ''));
    };
    const home = await islands('/');
    const frame = await islands('/ECR/77');
    expect(frame.size).toBeGreaterThan(0);
    expect([...frame].filter((url) => !home.has(url))).toEqual([]);
  });

  test('the palette lists what the employee may open, in both languages, and stays small', async () => {
    const all = await jordan.get('/api/palette.json');
    expect(all.status()).toBe(200);
    const body = await all.body();
    console.log(`routes-http: palette for Jordan ${body.length} bytes`);
    const data = JSON.parse(body.toString()) as { apps: string[][]; pages: string[][] };
    expect(data.pages).toContainEqual(['/Maintenance', 'Maintenance', 'Mantenimiento']);
    expect(data.pages.map(([path]) => path)).toContain('/Admin/applications');
    const few = JSON.parse((await (await maria.get('/api/palette.json')).body()).toString()) as typeof data;
    const keys = new Set(few.apps.map(([key]) => key));
    expect(keys.has('Maintenance')).toBe(true);
    expect(keys.has('Admin')).toBe(false);
    expect(keys.has('ECR')).toBe(false);
  });
});
