import type { Access, MenuItem } from './api/types';
import { hasPermission } from './auth/permissions';

/**
 * The application key of a menu link: its first path segment.
 * @example appKeyOfLink('/Admin/applications') // 'Admin'
 */
export function appKeyOfLink(link: string): string {
  return link.split('/').find((segment) => segment !== '') ?? '';
}

/** The menu items an employee may open, in title order. */
export function visibleMenuItems(items: MenuItem[], access: Access): MenuItem[] {
  return items
    .filter((item) => hasPermission(access, appKeyOfLink(item.link)))
    .sort((a, b) => a.title.localeCompare(b.title));
}
