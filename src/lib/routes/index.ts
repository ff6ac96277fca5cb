/** The one typed route table and its pure helpers (spec §2). */
export { APPS } from './apps';
export { routeName } from './build';
export { humanize } from './humanize';
export { ancestors, appOf, childTitle, matchRoute, routeByName, routesOfApp, tabPathFor } from './match';
export { isValidParam, PARAM_PATTERNS } from './params';
export { ROUTES } from './table';
export type { AppInfo, GuardName, Layout, LocalizedText, ParamKind, RouteDef, RouteMatch, RouteParam, RouteParams } from './types';
