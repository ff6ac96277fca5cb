import type { UserState } from '@/lib/auth/user-state.server';
import type { AppConfig } from '@/lib/config/config';
import { runGuards } from './guards';
import type { RouteDef } from './';

/** Where guards look when a route is only being listed, not requested (no redirect target matters). */
const LISTING_ORIGIN = 'http://portal.invalid';

/**
 * Whether the employee may open a route: its guards, the very ones the middleware runs on a
 * request, let it through. Links and palette entries use it, so what is shown and what the server
 * allows never disagree (and hiding a link stays a courtesy, never the guard).
 * @example canOpenRoute(routeByName('Admin-users')!, maria, config) // false: no Apps_Security
 */
export function canOpenRoute(route: RouteDef, user: UserState | null, config: Pick<AppConfig, 'isDevelopment'>): boolean {
  try {
    const url = new URL(route.path, LISTING_ORIGIN);
    return runGuards(route.guards, { user, config, app: route.app, subApp: route.subApp, url }) === null;
  } catch {
    return false;
  }
}
