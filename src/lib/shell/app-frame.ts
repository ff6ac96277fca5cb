/**
 * The application frame: what the catch-all page shows for a route whose screen has not
 * been built yet, derived from the route table alone, so it never shows invented data.
 */
import type { Language } from '@/lib/i18n';
import {
  ancestors,
  appOf,
  childTitle,
  humanize,
  routeByName,
  routesOfApp,
  tabPathFor,
  type ParamKind,
  type RouteDef,
  type RouteParams,
} from '@/lib/routes';

/** A page of the application as a link, with the pages nested under it. */
export interface FrameLink {
  name: string;
  title: string;
  path: string;
  /** The page being shown. */
  current: boolean;
  children: FrameLink[];
}

/** One step of the breadcrumbs; the last one (the page itself) has no path. */
export interface Crumb {
  title: string;
  path: string | null;
}

/** A field that opens a record of a parameter route by its identifier. */
export interface RecordForm {
  /** The parameter route's name, sent back with the value. */
  route: string;
  /** What the record belongs to: the title of the page it nests under, else the application's. */
  label: string;
  kind: ParamKind;
  /** The check as an HTML `pattern` (the browser's half; the server checks again). */
  pattern: string;
  maxLength: number;
  /** The tab title a record opens with, e.g. 'CA: {detail}'. */
  template: string;
}

/** Everything the frame page renders. */
export interface AppFrame {
  app: { key: string; title: string; icon: string; path: string | null };
  /** The page's title: the record's child title (e.g. 'CA: 77') on a record. */
  heading: string;
  /** On a parameter route with its value: the value and the child title. */
  record: { title: string; value: string } | null;
  crumbs: Crumb[];
  /** The application's pages the employee may open, children nested under their parents. */
  pages: FrameLink[];
  forms: RecordForm[];
}

/** What `buildAppFrame` needs besides the route. */
export interface BuildAppFrameOptions {
  route: RouteDef;
  params: RouteParams;
  lang: Language;
  /** The home page's title (the first breadcrumb). */
  homeTitle: string;
  /** Whether the employee may open a route (see `canOpenRoute`). */
  canOpen: (route: RouteDef) => boolean;
}

/**
 * The HTML `pattern` of each parameter kind, equal to `PARAM_PATTERNS` (a test holds them
 * together); '-' is escaped because browsers compile patterns with the 'v' flag.
 */
export const HTML_PATTERNS: Readonly<Record<ParamKind, string>> = {
  numeric: '[0-9]{1,15}',
  safe: '[A-Za-z0-9._\\-]{1,64}',
};

/** The longest value of each parameter kind. */
export const MAX_LENGTHS: Readonly<Record<ParamKind, number>> = { numeric: 15, safe: 64 };

const isAppRoot = (route: RouteDef): boolean => route.path === `/${route.app}`;

/** A route can be a link when it needs no value (a static page, or an optional parameter left out). */
const isLinkable = (route: RouteDef): boolean => route.param === undefined || route.param.optional;

/**
 * The title of a page in a language: an application's top-level route is titled by the
 * application, an optional parameter left out by its static part.
 * @example pageTitle(routeByName('PurchaseRequests-MyRequests')!, 'es') // 'Mis solicitudes'
 */
export function pageTitle(route: RouteDef, lang: Language): string {
  if (isAppRoot(route)) return appOf(route).title[lang];
  if (route.title) return route.title[lang];
  const segments = route.path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
  return humanize(segments[segments.length - 1] ?? route.name);
}

/** A folder of an application's parts (its components and dialogs), not a page a person opens from the frame's list. */
const PART_FOLDER = /\/(components|dialogs)(\/|$)/i;

function pageTree(pages: readonly RouteDef[], current: RouteDef, lang: Language): FrameLink[] {
  const links = new Map<string, FrameLink>();
  for (const page of pages) {
    const isCurrent = page.name === current.name;
    links.set(page.name, { name: page.name, title: pageTitle(page, lang), path: tabPathFor(page, {}), current: isCurrent, children: [] });
  }
  const roots: FrameLink[] = [];
  for (const page of pages) {
    const link = links.get(page.name);
    const parent = page.parent === null ? undefined : links.get(page.parent);
    if (link === undefined) continue;
    if (parent) parent.children.push(link);
    else roots.push(link);
  }
  return roots;
}

function recordForm(route: RouteDef, lang: Language): RecordForm | null {
  if (route.param === undefined) return null;
  const parent = route.parent === null ? undefined : routeByName(route.parent);
  const kind = route.param.kind;
  return {
    route: route.name,
    label: parent ? pageTitle(parent, lang) : appOf(route).title[lang],
    kind,
    pattern: HTML_PATTERNS[kind],
    maxLength: MAX_LENGTHS[kind],
    template: route.childTitle ?? `ID: {${route.param.name}}`,
  };
}

/** The parameter routes a page offers to open: its own on a record, its children's, all of them on the application's page. */
function formRoutes(route: RouteDef, appRoutes: readonly RouteDef[]): RouteDef[] {
  if (route.param !== undefined) return [route];
  const records = appRoutes.filter((r) => r.param !== undefined);
  return isAppRoot(route) ? records : records.filter((r) => r.parent === route.name);
}

/**
 * The breadcrumbs of a route: home, its linkable ancestors, then `heading` (the page itself, no link).
 * A screen that replaced its frame shows the same chain.
 */
export function routeCrumbs(route: RouteDef, heading: string, lang: Language, homeTitle: string): Crumb[] {
  return [
    { title: homeTitle, path: '/' },
    ...ancestors(route)
      .filter(isLinkable)
      .map((step) => ({ title: pageTitle(step, lang), path: tabPathFor(step, {}) })),
    { title: heading, path: null },
  ];
}

/**
 * The frame of a route: application, heading, breadcrumbs, pages and record fields, in one
 * language, listing only what the employee may open.
 * @example buildAppFrame({ route: ca, params: { detail: '77' }, lang: 'en', homeTitle: 'Apps', canOpen }).heading // 'CA: 77'
 */
export function buildAppFrame({ route, params, lang, homeTitle, canOpen }: BuildAppFrameOptions): AppFrame {
  const app = appOf(route);
  const root = routeByName(app.key);
  const appRoutes = [...(root && root.app === app.key ? [root] : []), ...routesOfApp(app.key)].filter(canOpen);
  const recordTitle = childTitle(route, params);
  const value = route.param === undefined ? undefined : params[route.param.name];
  const heading = recordTitle ?? pageTitle(route, lang);
  const crumbs = routeCrumbs(route, heading, lang, homeTitle);
  return {
    app: { key: app.key, title: app.title[lang], icon: app.icon, path: root && canOpen(root) ? root.path : null },
    heading,
    record: recordTitle !== undefined && value !== undefined ? { title: recordTitle, value } : null,
    crumbs,
    pages: pageTree(
      appRoutes.filter((r) => isLinkable(r) && !isAppRoot(r) && !PART_FOLDER.test(r.path)),
      route,
      lang,
    ),
    forms: formRoutes(route, appRoutes)
      .map((r) => recordForm(r, lang))
      .filter((form): form is RecordForm => form !== null),
  };
}

/** What a record field's submission asks for: go to the record, or show the value as invalid. */
export type RecordRequest = { kind: 'open'; location: string } | { kind: 'invalid'; route: string; value: string };

/** The query parameters a record field sends. */
export const RECORD_QUERY = { route: 'record', value: 'id' } as const;

/**
 * Reads a record field's submission (`?record=<route name>&id=<value>`) against the fields the
 * page offers; null when there is none. The value gets the route's own check, as on a request.
 * @example readRecordRequest(new URLSearchParams('record=ECR-detail&id=5'), frame.forms) // { kind: 'open', location: '/ECR/5' }
 */
export function readRecordRequest(query: URLSearchParams, forms: readonly RecordForm[]): RecordRequest | null {
  const name = query.get(RECORD_QUERY.route);
  const raw = query.get(RECORD_QUERY.value);
  if (name === null || raw === null || !forms.some((form) => form.route === name)) return null;
  const route = routeByName(name);
  if (route?.param === undefined) return null;
  const value = raw.trim();
  try {
    return { kind: 'open', location: tabPathFor(route, { [route.param.name]: value }) };
  } catch {
    return { kind: 'invalid', route: name, value };
  }
}
