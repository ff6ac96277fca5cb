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
 * The frame of a route: application, heading, breadcrumbs and pages, in one
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
  };
}
