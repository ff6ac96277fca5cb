import { APPS } from './apps';
import { isValidParam } from './params';
import { ROUTES } from './table';
import type { AppInfo, RouteDef, RouteMatch, RouteParams } from './types';

/** One static segment level of the index; a parameter can only be a path's last segment. */
interface IndexNode {
  readonly statics: Map<string, IndexNode>;
  /** The route whose path ends here (or whose optional parameter is left out here). */
  route?: RouteDef;
  /** The route whose parameter is the segment after this one. */
  paramRoute?: RouteDef;
}

const newNode = (): IndexNode => ({ statics: new Map() });

function staticSegments(route: RouteDef): string[] {
  const segments = route.path === '/' ? [] : route.path.slice(1).split('/');
  return route.param === undefined ? segments : segments.slice(0, -1);
}

function buildIndex(routes: readonly RouteDef[]): IndexNode {
  const root = newNode();
  const claim = (node: IndexNode, slot: 'route' | 'paramRoute', route: RouteDef): void => {
    const taken = node[slot];
    if (taken !== undefined) throw new Error(`Route table: '${route.path}' and '${taken.path}' match the same paths.`);
    node[slot] = route;
  };
  for (const route of routes) {
    let node = root;
    for (const segment of staticSegments(route)) {
      const next = node.statics.get(segment) ?? newNode();
      node.statics.set(segment, next);
      node = next;
    }
    if (route.param === undefined) claim(node, 'route', route);
    else {
      claim(node, 'paramRoute', route);
      if (route.param.optional) claim(node, 'route', route);
    }
  }
  return root;
}

const INDEX = buildIndex(ROUTES);
const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));
const BY_APP = new Map<string, RouteDef[]>();
for (const route of ROUTES) {
  const isAppRoot = route.path === `/${route.app}` || route.path === '/';
  if (isAppRoot) continue;
  const pages = BY_APP.get(route.app) ?? [];
  pages.push(route);
  BY_APP.set(route.app, pages);
}

const UNMATCHED: RouteMatch = { notFound: true, reason: 'unmatched' };
const INVALID_PARAM: RouteMatch = { notFound: true, reason: 'invalidParam' };

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function walk(segments: readonly string[]): IndexNode | undefined {
  let node: IndexNode | undefined = INDEX;
  for (const segment of segments) node = node?.statics.get(segment);
  return node;
}

/**
 * Finds the route of a pathname (no query string): static segments match case-sensitively as
 * written, one trailing slash is tolerated, a parameter is URL-decoded and must pass its check.
 * @example matchRoute('/ECR/42') // { route: <ECR-detail>, params: { detail: '42' } }
 */
export function matchRoute(pathname: string): RouteMatch {
  if (!pathname.startsWith('/')) return UNMATCHED;
  const trimmed = pathname.length > 1 && /[^/]\/$/.test(pathname) ? pathname.slice(0, -1) : pathname;
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  const exact = walk(segments)?.route;
  if (exact !== undefined) return { route: exact, params: {} };
  const raw = segments[segments.length - 1];
  const paramRoute = walk(segments.slice(0, -1))?.paramRoute;
  if (raw === undefined || paramRoute?.param === undefined) return UNMATCHED;
  const value = decode(raw);
  if (value === null || !isValidParam(paramRoute.param, value)) return INVALID_PARAM;
  return { route: paramRoute, params: { [paramRoute.param.name]: value } };
}

/** The route of a name, e.g. 'CorrectiveActions-indexPage-detail'. */
export function routeByName(name: string): RouteDef | undefined {
  return BY_NAME.get(name);
}

/**
 * The tab title of a parameter route with its value filled in, or undefined when the route has
 * no template or the value is left out (then the route's own title applies).
 * @example childTitle(routeByName('Project-detail')!, { detail: '12' }) // 'Project: 12'
 */
export function childTitle(route: RouteDef, params: RouteParams): string | undefined {
  if (route.childTitle === undefined || route.param === undefined) return undefined;
  if (params[route.param.name] === undefined) return undefined;
  return route.childTitle.replace(/\{([A-Za-z0-9]+)\}/g, (token, key: string) => params[key] ?? token);
}

/**
 * The concrete path of a route for its tab and links; throws on a missing or invalid value.
 * @example tabPathFor(routeByName('Maintenance-PM-job')!, { job: '7' }) // '/Maintenance/PM/7'
 */
export function tabPathFor(route: RouteDef, params: RouteParams): string {
  if (route.param === undefined) return route.path;
  const value = params[route.param.name];
  const prefix = route.path.slice(0, route.path.lastIndexOf('/')) || '/';
  if (value === undefined) {
    if (route.param.optional) return prefix;
    throw new RangeError(`Route '${route.name}' needs a value for '${route.param.name}'.`);
  }
  if (!isValidParam(route.param, value)) {
    throw new RangeError(`'${value}' is not a valid '${route.param.name}' for route '${route.name}'.`);
  }
  return `${prefix === '/' ? '' : prefix}/${encodeURIComponent(value)}`;
}

/** The application a route belongs to, with its key, titles and icon. */
export function appOf(route: RouteDef): AppInfo & { readonly key: string } {
  const info = APPS[route.app] ?? { title: { en: route.app, es: route.app }, icon: 'mdi-application' };
  return { key: route.app, ...info };
}

/** The routes a route nests under in the drawer, outermost first (the route itself excluded). */
export function ancestors(route: RouteDef): readonly RouteDef[] {
  const chain: RouteDef[] = [];
  for (let parent = route.parent; parent !== null;) {
    const next = BY_NAME.get(parent);
    if (next === undefined) break;
    chain.unshift(next);
    parent = next.parent;
  }
  return chain;
}

/** The pages of an application other than its top-level route, in table order (for its frame page). */
export function routesOfApp(app: string): readonly RouteDef[] {
  return BY_APP.get(app) ?? [];
}
