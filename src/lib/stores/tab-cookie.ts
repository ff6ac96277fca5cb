import { flattenPaths, type TabItem } from './tab-tree';

/** The cookie that mirrors the open tabs for the server: only their paths, parents first. */
export const TABS_COOKIE = 'tabs';
/** The localStorage key of the open tabs (titles and icons included, for other windows). */
export const TABS_STORAGE_KEY = 'tabs';
/** Longest cookie value kept; past it the oldest tabs are left out (a cookie holds about 4 KB). */
export const TABS_COOKIE_LIMIT = 3000;

// A local path, with an optional plain query (?menuId=12&x=a%20b).
const SAFE_PATH = /^\/[A-Za-z0-9._~\-/]*(\?[A-Za-z0-9._~\-=&%+]*)?$/;
const SEPARATOR = '|';

/**
 * The cookie value of a tab list: its paths, parents first, joined by '|'. When it would pass
 * `TABS_COOKIE_LIMIT`, the oldest tabs are dropped first.
 * @example encodeTabCookie([{ to: '/ECR', children: [{ to: '/ECR/5', ... }], ... }]) // '/ECR|/ECR/5'
 */
export function encodeTabCookie(items: readonly TabItem[], limit = TABS_COOKIE_LIMIT): string {
  for (let start = 0; start <= items.length; start += 1) {
    const value = flattenPaths(items.slice(start)).join(SEPARATOR);
    if (encodeURIComponent(value).length <= limit) return value;
  }
  return '';
}

/**
 * The paths of a tab cookie, keeping only plain local paths (never '//', '..', or a scheme).
 * @example decodeTabCookie('/ECR|/ECR/5|https://x') // ['/ECR', '/ECR/5']
 */
export function decodeTabCookie(value: string | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const path of value.split(SEPARATOR)) {
    if (path.length > 200 || !SAFE_PATH.test(path) || path.startsWith('//') || path.split('/').includes('..')) continue;
    seen.add(path);
    if (seen.size >= 200) break;
  }
  return [...seen];
}
