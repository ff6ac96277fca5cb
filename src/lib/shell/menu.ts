import type { Access, MenuItem } from '@/lib/api/types';
import { grantedApps, isAdministrator } from '@/lib/auth/permissions';
import { matchRoute } from '@/lib/routes';

/**
 * The application key of a menu link: its first path segment.
 * @example appKeyOfLink('/Admin/applications') // 'Admin'
 */
export function appKeyOfLink(link: string): string {
  return link.split('/').find((segment) => segment !== '') ?? '';
}

// The route table does not change while the process runs: whether a link needs Apps_Security is worked out once per link.
const adminOnly = new Map<string, boolean>();
// Titles sorted as String.prototype.localeCompare sorts them, without building the collator on every comparison.
const byTitle = new Intl.Collator();

/** Whether the route a link opens needs Apps_Security (its guards name 'admin'), as the middleware checks. */
function needsAdministrator(link: string): boolean {
  let needs = adminOnly.get(link);
  if (needs === undefined) {
    const match = matchRoute(link);
    needs = 'route' in match && match.route.guards.includes('admin');
    if (adminOnly.size < 5_000) adminOnly.set(link, needs);
  }
  return needs;
}

/** The menu items an employee may open, in title order: the same checks as the route guards. */
export function visibleMenuItems(items: MenuItem[], access: Access): MenuItem[] {
  // hasApp's rule worked out once per list (the administrator's home page checks 130 items against 130 grants).
  const granted = grantedApps(access);
  const administrator = isAdministrator(access);
  return items
    .filter((item) => granted.has(appKeyOfLink(item.link).toLowerCase()))
    .filter((item) => administrator || !needsAdministrator(item.link))
    .sort((a, b) => byTitle.compare(a.title, b.title));
}
