import type { Access, MenuItem } from '@/lib/api/types';
import { grantedApps, isAdministrator } from '@/lib/auth/permissions';
import { ancestors, appOf, matchRoute } from '@/lib/routes';
import type { Language } from '@/lib/i18n';

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

/**
 * A menu item's name in a language: the route table's title of the application tab its link opens, the
 * one the drawer, breadcrumbs and palette show; the server's title only for a link the table does not name.
 * @example menuTitle({ link: '/cyclecount', title: 'Cycle Count', icon: 'mdi-counter' }, 'es') // 'Conteo cíclico'
 */
export function menuTitle(item: Pick<MenuItem, 'link' | 'title'> & Partial<MenuItem>, lang: Language): string {
  const match = matchRoute(item.link);
  if (!('route' in match)) return item.title;
  // The server's English title is the application's name or the name of the tab its link opens: said in `lang`.
  const top = ancestors(match.route)[0] ?? match.route;
  const names = [appOf(match.route).title, ...(top.title ? [top.title] : [])];
  const same = names.find((name) => name.en === item.title);
  if (same) return same[lang];
  return lang === 'en' ? item.title : (top.title ?? appOf(match.route).title)[lang];
}

/** The menu items an employee may open, named in `lang`, in that name's order: the same checks as the route guards. */
export function visibleMenuItems(items: MenuItem[], access: Access, lang: Language = 'en'): MenuItem[] {
  // hasApp's rule worked out once per list (the administrator's home page checks 130 items against 130 grants).
  const granted = grantedApps(access);
  const administrator = isAdministrator(access);
  return items
    .filter((item) => granted.has(appKeyOfLink(item.link).toLowerCase()))
    .filter((item) => administrator || !needsAdministrator(item.link))
    .map((item) => ({ ...item, title: menuTitle(item, lang) }))
    .sort((a, b) => byTitle.compare(a.title, b.title));
}
