import type { Access, MenuItem } from '../api/types';
import { hasApp, isAdministrator } from '../auth/permissions';
import { matchRoute } from '../routes';

/**
 * The application key of a menu link: its first path segment.
 * @example appKeyOfLink('/Admin/applications') // 'Admin'
 */
export function appKeyOfLink(link: string): string {
  return link.split('/').find((segment) => segment !== '') ?? '';
}

/** Whether the route a link opens needs Apps_Security (its guards name 'admin'), as the middleware checks. */
function needsAdministrator(link: string): boolean {
  const match = matchRoute(link);
  return 'route' in match && match.route.guards.includes('admin');
}

/** The menu items an employee may open, in title order: the same checks as the route guards. */
export function visibleMenuItems(items: MenuItem[], access: Access): MenuItem[] {
  return items
    .filter((item) => hasApp(access, appKeyOfLink(item.link)))
    .filter((item) => !needsAdministrator(item.link) || isAdministrator(access))
    .sort((a, b) => a.title.localeCompare(b.title));
}
