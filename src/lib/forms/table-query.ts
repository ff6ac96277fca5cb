import { positiveInt } from '@/lib/paging/paging';

/** A table's sort direction. */
export type SortDir = 'asc' | 'desc';

/**
 * The query of a server-side table (search, sort, direction, page) read from and written to its URL,
 * for the kit's SortHeader and Pager and the pages that list.
 */

/** What a server-side table was asked for in its URL: search, sort, direction and page. */
export interface ListQuery<S extends string> {
  q: string;
  sort: S;
  dir: SortDir;
  page: number;
}

/**
 * Reads a table's query from the URL; unknown sorts and bad pages fall back to the defaults.
 * @example readListQuery(new URL('http://x/?sort=title&dir=desc'), ['menuId', 'title'], 'menuId') // { q: '', sort: 'title', dir: 'desc', page: 1 }
 */
export function readListQuery<S extends string>(url: URL, sorts: readonly S[], fallback: S): ListQuery<S> {
  const sort = url.searchParams.get('sort') ?? '';
  return {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 100),
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : fallback,
    dir: url.searchParams.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(url.searchParams.get('page')) ?? 1,
  };
}

/**
 * The URL of this page with some query parameters changed (null removes one); the page goes back
 * to 1 unless it is one of the changes.
 * @example hrefWith(new URL('http://x/a?q=b&page=3'), { sort: 'title' }) // '/a?q=b&sort=title'
 */
export function hrefWith(url: URL, changes: Record<string, string | number | null>): string {
  const next = new URL(url);
  if (!('page' in changes)) next.searchParams.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.searchParams.delete(key);
    else next.searchParams.set(key, String(value));
  }
  const search = next.searchParams.toString();
  return `${next.pathname}${search ? `?${search}` : ''}`;
}

export { pageCount, positiveInt } from '@/lib/paging/paging';
