import type { MenuItem } from '@/lib/api/types';
import type { Language } from '@/lib/i18n';
import { FALLBACK_ICON, iconPath } from '@/lib/icons';
import { ancestors, appOf, childTitle, matchRoute, tabPathFor, type RouteDef, type RouteParams } from '@/lib/routes';
import { openPage, type TabItem, type TabPage } from './tab-tree';

/** What the server needs to describe pages as tabs. */
export interface TabContext {
  lang: Language;
  /** The server's menu items: the second source of an application tab's title and icon (spec §4). */
  menuItems?: readonly MenuItem[];
}

function describe(route: RouteDef, params: RouteParams, isTop: boolean, { lang, menuItems = [] }: TabContext): TabPage {
  const to = tabPathFor(route, params);
  const menuItem = menuItems.find((item) => item.link === to);
  const configuredTitle = childTitle(route, params) ?? route.title?.[lang];
  // An application tab: its configured title and icon, else the menu item's, else its name and the window icon.
  const title = configuredTitle ?? menuItem?.title ?? route.name;
  const iconName = isTop ? (route.icon ?? appOf(route).icon ?? menuItem?.icon ?? FALLBACK_ICON) : FALLBACK_ICON;
  const page: TabPage = { name: route.name, title, to, icon: isTop ? iconPath(iconName) : '', fixed: route.param === undefined };
  if (route.param !== undefined && route.childTitle !== undefined) {
    page.childConfig = { to: route.path, name: route.name, title: route.childTitle };
  }
  return page;
}

/**
 * The chain of tab pages from the application tab down to the page at `address` (path and query), from the route
 * table; null for the home page, the sign-in page and paths that match no route.
 * @example pageChain('/ECR/5', { lang: 'en' })?.map((p) => p.title) // ['Engineering Change Requests', 'ID: 5']
 */
export function pageChain(address: string, context: TabContext): TabPage[] | null {
  const [pathname = '', query] = address.split('?', 2);
  const match = matchRoute(pathname);
  if ('notFound' in match) return null;
  const { route, params } = match;
  if (route.path === '/' || route.layout === 'login') return null;
  const chain = [...ancestors(route), route].map((step, index) => describe(step, step === route ? params : {}, index === 0, context));
  // The page itself keeps its query (a record chosen by ?id=), so its tab reopens it.
  const page = chain[chain.length - 1];
  if (page && query) {
    page.to = `${page.to}?${query}`;
    // '{title}' is the page's own title in the request's language ('Where Used: CYL-3015'); the other
    // tokens are query keys, all of which must be there.
    const values: Record<string, string> = { ...Object.fromEntries(new URLSearchParams(query)), title: page.title };
    if (route.queryTitle !== undefined && route.queryTitle.match(/\{(\w+)\}/g)?.every((token) => values[token.slice(1, -1)])) {
      page.title = route.queryTitle.replace(/\{(\w+)\}/g, (_token, key: string) => values[key] ?? '');
      page.titledByQuery = true;
    }
  }
  return chain;
}

/**
 * The drawer's tabs for a request: the paths of the tabs cookie in their order, then the page
 * being shown, each described afresh from the route table in the request's language.
 */
export function rebuildTabs(paths: readonly string[], currentPath: string, context: TabContext): TabItem[] {
  const opened = openedTabs(paths, context);
  const chain = pageChain(currentPath, context);
  return chain ? openPage(opened, chain) : [...opened];
}

// The tabs of a cookie, by language and cookie: a person's cookie stays the same from page to page until
// a tab opens or closes, and the tabs it describes depend only on the route table. The lists are never
// changed (openPage answers a new list), so they are shared.
const OPENED_KEPT = 500;
const opened = new Map<string, readonly TabItem[]>();

function openedTabs(paths: readonly string[], context: TabContext): readonly TabItem[] {
  // Menu items can give titles and icons: such a list is not kept.
  const key = context.menuItems?.length ? null : `${context.lang}\n${paths.join('\n')}`;
  const known = key === null ? undefined : opened.get(key);
  if (known) return known;
  let items: TabItem[] = [];
  for (const path of paths) {
    const chain = pageChain(path, context);
    if (chain) items = openPage(items, chain);
  }
  if (key !== null) {
    if (opened.size >= OPENED_KEPT) opened.delete(opened.keys().next().value!);
    opened.set(key, items);
  }
  return items;
}
