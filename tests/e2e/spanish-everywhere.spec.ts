import { request, type APIRequestContext } from '@playwright/test';
import { APPS, ROUTES, tabPathFor, type RouteDef } from '@/lib/routes';
import { DIRECT_GRANTS, GROUPS } from '@/lib/server/db/seed-data';
import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { htmlText, inPool, signInOverHttp } from './support/http-session';

/**
 * Spanish everywhere, over HTTP without a browser: every page Maria can open, asked for
 * in Spanish, names her applications in Spanish only: home tiles, drawer, titles, breadcrumbs, headings.
 */

const CONCURRENCY = 6;

/** The application keys the seed gives an employee, directly or through groups. */
function seededApps(empId: number): Set<string> {
  const links = [
    ...GROUPS.filter((group) => group.members.includes(empId)).flatMap((group) => group.apps),
    ...DIRECT_GRANTS.filter((grant) => grant.empId === empId).flatMap((grant) => (grant.apps === 'ALL' ? [] : grant.apps)),
  ];
  return new Set(links.map((link) => link.split('/')[1] ?? ''));
}

/** A page's visible words: scripts, styles and tags left out, and table cells (records' own data, such as a department). */
function visibleText(html: string): string {
  return htmlText(
    html
      .replace(/<(script|style|template|td)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/** A path of the route that needs no record to exist (a parameter route at its sample value otherwise). */
function pathOf(route: RouteDef): string {
  if (route.param === undefined) return route.path;
  return route.param.optional
    ? tabPathFor(route, {})
    : tabPathFor(route, { [route.param.name]: route.param.kind === 'numeric' ? '1' : 'A-1' });
}

let maria: APIRequestContext;

test.describe('Spanish everywhere', () => {
  test.beforeAll(async () => {
    maria = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
    const { cookies } = await maria.storageState();
    maria = await request.newContext({
      baseURL: baseUrl(),
      storageState: {
        cookies: [
          ...cookies,
          {
            name: 'lang',
            value: 'es',
            domain: new URL(baseUrl()).hostname,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
  });
  test.afterAll(async () => {
    await maria?.dispose();
  });

  test('every page Maria opens in Spanish names her applications in Spanish, never in English', async () => {
    test.setTimeout(180_000);
    const hers = seededApps(ACCOUNTS.nguyen.empId);
    // Her applications whose English name is not also (part of) the Spanish one.
    const english = [...hers]
      .map((app) => APPS[app]?.title)
      .filter((title): title is { en: string; es: string } => !!title && !title.es.includes(title.en))
      .map((title) => title.en);
    expect(english.length).toBeGreaterThan(10);
    const paths = ['/', ...new Set(ROUTES.filter((r) => hers.has(r.app) && r.guards.includes('appAccess')).map(pathOf))];
    const failures: string[] = [];
    await inPool(paths, CONCURRENCY, async (path) => {
      const response = await maria.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) return;
      const text = visibleText(await response.text());
      const left = english.filter((name) => new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u').test(text));
      if (left.length > 0) failures.push(`${path}: ${left.join(', ')}`);
    });
    expect(paths.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});
