import { request, type APIRequestContext, type Page } from '@playwright/test';
import { APPS, ROUTES, tabPathFor, type RouteDef } from '@/lib/routes';
import { DIRECT_GRANTS, GROUPS } from '@/lib/server/db/seed-data';
import { ACCOUNTS, baseUrl, expect, langCookie, test } from './support/fixtures';
import { htmlText, inPool, signInOverHttp } from './support/http-session';
import { ENGLISH_WORD, englishTexts, normal, type EnglishTexts } from './spanish-words';

/**
 * Spanish everywhere: every page Maria can open, asked for in Spanish, names her applications in Spanish
 * and shows no button, link, label, heading, placeholder, option or message in English: each page's
 * server render is fetched over HTTP and read by a browser without running it (cheap: a hundred pages in
 * one signed-in session), then the pages whose islands act are opened for real, hydrated, and three forms
 * are refused (letters in a number, required fields empty) to read their messages.
 */

const CONCURRENCY = 6;

/**
 * Texts a Spanish page may show as they are: data and codes that read the same in both languages (each
 * with why). A text is allowed when it matches one of these whole.
 */
const ALLOWED: readonly RegExp[] = [
  // The statistical process control's acronym, which Spanish-speaking plants say as it is.
  /^SPC$/,
];

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

/**
 * The numbers of a page written with an English decimal point (1519.5, 83.3 %), table cells included: the
 * page formats its figures. A Spanish thousands group (12.345) is not one; a number inside a code (a part
 * number 'TUBE-3.00X.25', a version) is not a number.
 */
function englishDecimals(html: string): string[] {
  const text = htmlText(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '));
  return [...text.matchAll(/(?<![\p{L}\d.,/:_-])\d+\.\d+(?![\p{L}\d./_-])/gu)]
    .map((match) => match[0])
    .filter((number) => !/^\d{1,3}(\.\d{3})+$/.test(number));
}

/** A path of the route that needs no record to exist (a parameter route at its sample value otherwise). */
function pathOf(route: RouteDef): string {
  if (route.param === undefined) return route.path;
  return route.param.optional
    ? tabPathFor(route, {})
    : tabPathFor(route, { [route.param.name]: route.param.kind === 'numeric' ? '1' : 'A-1' });
}

/** One text a page shows: where (a control, a message, or running text) and what it says. */
interface Shown {
  readonly kind: 'control' | 'text';
  readonly text: string;
}

/**
 * Every text under each root (`selector`), read in the browser: controls (buttons, links, labels, headings,
 * table heads, options, legends, placeholders, aria-label, title) and messages (alerts, statuses, field
 * messages) as 'control', the own words of every other element as 'text'. Closed dialogs and menus count:
 * a tap opens them. Answers the texts of each root, keyed by its `data-page` (or '').
 */
async function shownTextsOf(page: Page, selector: string): Promise<Record<string, Shown[]>> {
  return page.evaluate((selector) => {
    const CONTROL =
      'button, a, label, legend, summary, option, caption, th, h1, h2, h3, h4, h5, h6, [role=button], [role=tab], [role=menuitem], [role=alert], [role=status], [data-testid^="error-"], [data-testid="form-error"]';
    const byRoot: Record<string, { kind: 'control' | 'text'; text: string }[]> = {};
    for (const root of document.querySelectorAll<HTMLElement>(selector)) {
      const out: { kind: 'control' | 'text'; text: string }[] = [];
      byRoot[root.dataset['page'] ?? ''] = out;
      for (const el of root.querySelectorAll('*')) {
        // A word in another language marked as such (the language chooser's 'English') is meant.
        if (el.closest('script, style, template, noscript, svg, [lang]:not([lang=es])')) continue;
        // Records' own data (table cells, values shown back) is the company's, not the portal's words.
        const isData = !!el.closest('td, [data-value], pre, code, input, textarea');
        if (el.matches(CONTROL) && !isData) {
          const text = (el as HTMLElement).textContent ?? '';
          if (text.trim()) out.push({ kind: 'control', text });
        }
        for (const attr of ['placeholder', 'aria-label', 'title', 'alt', ...(el.matches('optgroup') ? ['label'] : [])]) {
          const value = el.getAttribute(attr);
          if (value?.trim()) out.push({ kind: 'control', text: value });
        }
        if (el instanceof HTMLInputElement && ['submit', 'button'].includes(el.type) && el.value)
          out.push({ kind: 'control', text: el.value });
        if (isData) continue;
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join(' ');
        if (own.trim()) out.push({ kind: 'text', text: own });
      }
      const title = root.dataset['title'] ?? (root === document.body ? document.title : '');
      if (title) out.push({ kind: 'control', text: title });
    }
    return byRoot;
  }, selector);
}

/** Every text of a live page (see shownTextsOf). */
async function shownTexts(page: Page): Promise<Shown[]> {
  return (await shownTextsOf(page, 'body'))[''] ?? [];
}

/** The part of `html` from the element opening with `open` to its first `close`, or '' when it has none. */
function part(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  const end = start < 0 ? -1 : html.indexOf(close, start);
  return end < 0 ? '' : html.slice(start, end + close.length);
}

/**
 * One document holding every page as the server rendered it, to be read at once (one parse, one pass, not a
 * hundred): the first page whole, then each page's own parts, its drawer (its tabs) and its main content,
 * in a section naming it; the top bar is the same on every page. Scripts are left out.
 */
function onePage(pages: ReadonlyMap<string, string>): string {
  const sections = [...pages].map(([path, html], i) => {
    const body =
      i === 0 ? (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '') : part(html, '<aside', '</aside>') + part(html, '<main', '</main>');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    return `<section data-page="${path}" data-title="${title}">${body.replace(/<script\b[\s\S]*?<\/script>/gi, '')}</section>`;
  });
  return `<!doctype html><html lang="es"><body>${sections.join('')}</body></html>`;
}

/** The verdict on each text already read (the shell's texts repeat on every page): why it is English, or ''. */
const verdicts = new Map<string, string>();

/** What of a page's texts is English: a portal text whose Spanish differs, or an English word in a control. */
function englishIn(shown: readonly Shown[], english: EnglishTexts): string[] {
  const found = new Set<string>();
  for (const { kind, text } of shown) {
    const said = normal(text);
    const key = `${kind}|${said}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = '';
      if (said && !ALLOWED.some((allowed) => allowed.test(said))) {
        const known = english.exact.get(said) ?? english.patterns.find((e) => e.pattern.test(said))?.source;
        if (known) verdict = `'${said}' (${known})`;
        else if (kind === 'control' && ENGLISH_WORD.test(said)) verdict = `'${said.slice(0, 80)}' (word '${ENGLISH_WORD.exec(said)?.[1]}')`;
      }
      verdicts.set(key, verdict);
    }
    if (verdict) found.add(verdict);
  }
  return [...found];
}

let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
let maria: APIRequestContext;
const hers = seededApps(ACCOUNTS.nguyen.empId);
const paths = ['/', ...new Set(ROUTES.filter((r) => hers.has(r.app) && r.guards.includes('appAccess')).map(pathOf))];

/** Pages whose islands change their words once hydrated, or whose actions answer with a message: opened in a real browser too. */
const LIVE = ['/', '/issueMaterial', '/MaterialQueue', '/Request/MoveRequest/stkForm', '/LaborMod', '/Labels/Forms/partTag'];

/** Forms refused in a real browser: letters in a number, with the required fields left empty. */
const REFUSALS = [
  ['/weldleakrepair/WeldLeakerEntry', 'quantity'],
  ['/Nitro', 'tempAtChargeF'],
  ['/NonConformance/components/newNonConf', 'quantity'],
] as const;

test.describe('Spanish everywhere', () => {
  test.beforeAll(async () => {
    const signedIn = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
    cookies = [...(await signedIn.storageState()).cookies, langCookie('es')];
    await signedIn.dispose();
    maria = await request.newContext({ baseURL: baseUrl(), storageState: { cookies, origins: [] } });
  });
  test.afterAll(async () => {
    await maria?.dispose();
  });

  test('every page Maria opens in Spanish names her applications, buttons, labels and messages in Spanish, never in English', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    // Her applications whose English name is not also (part of) the Spanish one.
    const names = [...hers]
      .map((app) => APPS[app]?.title)
      .filter((title): title is { en: string; es: string } => !!title && !title.es.includes(title.en))
      .map((title) => title.en);
    expect(names.length).toBeGreaterThan(10);
    const english = englishTexts();
    expect(english.exact.size).toBeGreaterThan(500);
    const pages = new Map<string, string>();
    const failures: string[] = [];
    await inPool(paths, CONCURRENCY, async (path) => {
      const response = await maria.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) return;
      const html = await response.text();
      pages.set(path, html);
      const text = visibleText(html);
      const left = names.filter((name) => new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u').test(text));
      if (left.length > 0) failures.push(`${path}: ${left.join(', ')}`);
      const decimals = englishDecimals(html);
      if (decimals.length > 0) failures.push(`${path}: English decimals ${[...new Set(decimals)].slice(0, 5).join(', ')}`);
    });
    expect(pages.size).toBeGreaterThan(30);
    // Each page as the server rendered it (islands included), read by the browser without running it, all at once.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route('**/*', (route) => route.abort());
    const reader = await context.newPage();
    await reader.setContent(onePage(pages), { waitUntil: 'commit' });
    const read = await shownTextsOf(reader, 'section[data-page]');
    expect(Object.keys(read).length).toBe(pages.size);
    let texts = 0;
    for (const [path, shown] of Object.entries(read)) {
      if (shown.length === 0) failures.push(`${path}: no text read`);
      texts += shown.length;
      failures.push(...englishIn(shown, english).map((f) => `${path}: ${f}`));
    }
    await context.close();
    console.log(`spanish-everywhere: ${pages.size} pages, ${texts} texts read in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures).toEqual([]);
  });

  test('hydrated, and after a refused save, her pages still say everything in Spanish', async ({ browser }) => {
    const english = englishTexts();
    const context = await browser.newContext({ storageState: { cookies, origins: [] } });
    const page = await context.newPage();
    // Words are all it reads: pictures and fonts are not fetched.
    await page.route(/\.(png|jpe?g|webp|woff2?)(\?|$)|\/hr\/photos\//, (route) => route.abort());
    const failures: string[] = [];
    const check = async (where: string): Promise<void> => {
      // Islands render their controls once hydrated (Astro drops 'ssr' then).
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      failures.push(...englishIn(await shownTexts(page), english).map((f) => `${where}: ${f}`));
    };
    for (const path of LIVE) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      await check(path);
      if (path !== '/') continue;
      // The bell's notifications, the server's and the demo's, read in Spanish too.
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-list')).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByTestId('notification-item').first()).toBeVisible();
      await check('/ bell');
    }
    // An application not in the portal yet says so in Spanish, and lists its pages, not its component folders.
    await page.goto(`${baseUrl()}/Maintenance/Pending`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('frame-not-yet')).toContainText('Mantenimiento todavía no está en el portal.');
    await expect(page.getByTestId('frame-pages').getByRole('link', { name: 'Pendientes', exact: true })).toBeVisible();
    await expect(page.getByTestId('frame-pages').getByRole('link', { name: /Adjuntos|Técnicos|Historial de trabajos/ })).toHaveCount(0);
    await check('/Maintenance/Pending');
    for (const [path, field] of REFUSALS) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await page.locator(`#field-${field}`).fill('dos');
      const refused = page.waitForResponse((answer) => answer.request().method() === 'POST');
      await page.locator(`#field-${field}`).press('Enter');
      await refused;
      await page.waitForLoadState('domcontentloaded');
      await expect(page.getByTestId('form-error')).toBeVisible();
      await check(`${path} refused`);
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});
