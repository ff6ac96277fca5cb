/** At most this many pages are prefetched after a page has loaded: the likely next ones only. */
export const PREFETCH_LIMIT = 3;
/** Below this downlink (Mbit/s, as navigator.connection reports it) nothing is prefetched. */
export const PREFETCH_MIN_DOWNLINK = 2;

/** What the browser says of its link (navigator.connection; absent in some browsers). */
export interface LinkInfo {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}

/** Paths never prefetched: sign-in and out, the API, the provider, photos, the developer page. */
const NEVER = /^\/(logout|login|itticket|api\/|v1\/|idp\/|hr\/|dev)/;

/**
 * Whether the link may carry prefetches: not when the person asked to save data, nor on a slow link
 * (2G/3G, or under 2 Mbit/s: a plant network where a prefetch competes with what was asked for).
 * @example linkAllowsPrefetch({ effectiveType: '4g', downlink: 10 }) // true
 * @example linkAllowsPrefetch({ saveData: true }) // false
 */
export function linkAllowsPrefetch(link: LinkInfo | undefined): boolean {
  if (!link) return true;
  if (link.saveData) return false;
  if (link.effectiveType && /(^|-)(2g|3g)$/.test(link.effectiveType)) return false;
  return !(typeof link.downlink === 'number' && link.downlink > 0 && link.downlink < PREFETCH_MIN_DOWNLINK);
}

/**
 * The pages worth prefetching: the other open applications of the drawer (where a person goes
 * next), at most three, never the current page nor a path that must not be fetched ahead.
 * @example prefetchCandidates(['/', '/Maintenance', '/Quality'], '/Maintenance') // ['/', '/Quality']
 */
export function prefetchCandidates(drawerLinks: readonly string[], currentPath: string): string[] {
  const picked: string[] = [];
  for (const href of drawerLinks) {
    if (!href.startsWith('/') || href.startsWith('//') || NEVER.test(href)) continue;
    if (new URL(href, 'http://x').pathname === currentPath || picked.includes(href)) continue;
    picked.push(href);
    if (picked.length >= PREFETCH_LIMIT) break;
  }
  return picked;
}
