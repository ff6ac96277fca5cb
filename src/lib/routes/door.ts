import { matchRoute } from './match';
import type { RouteMatch } from './types';

/**
 * Page files that are no screen of the route table: the error pages, the catch-all (which answers
 * 404 for what the table refuses), the sign-out endpoint, the endpoints under /api and /devices, where
 * an administrator approves a board or kiosk by its code (each checks its caller itself). Every other page file answers only for a path the table holds.
 */
export const OUTSIDE_TABLE: readonly string[] = ['/403', '/404', '/500', '/[...path]', '/logout', '/api/', '/devices'];

/** Whether a page file's route pattern (Astro's `routePattern`) may answer a path the table does not hold. */
export function isOutsideTable(routePattern: string): boolean {
  return OUTSIDE_TABLE.some((p) => (p.endsWith('/') ? routePattern.startsWith(p) : routePattern === p));
}

/**
 * The route table is the only door: the row of a signed-in request's path (its guards run next), or
 * 'notFound' when no row holds the path (a page file without a row, or a file route's parameter its
 * row refuses), or 'outside' for the few page files that are no screen.
 * @example routeDoor('/Admin/secret', '/Admin/secret') // 'notFound'
 * @example routeDoor('/ECR/12', '/ECR/[detail]') // { route: ECR-detail, params: { detail: '12' } }
 */
export function routeDoor(pathname: string, routePattern: string): Extract<RouteMatch, { route: unknown }> | 'notFound' | 'outside' {
  const match = matchRoute(pathname);
  if ('route' in match) return match;
  return isOutsideTable(routePattern) ? 'outside' : 'notFound';
}
