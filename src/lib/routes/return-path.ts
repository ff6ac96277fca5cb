import { matchRoute, tabPathFor } from './';
import { parseLocalPath } from './safe-path';

/**
 * Where to send someone back to (after sign-in, from a notification): a page of the route table,
 * matched after decoding and rebuilt from the table, with its query; anything else (another site,
 * a control character, the sign-in page, /api, an unknown path) is '/'.
 * @example safeReturnPath('/%45CR/5?x=1') // '/ECR/5?x=1'
 * @example safeReturnPath('/%6Cogin') // '/'
 */
export function safeReturnPath(value: string | null | undefined): string {
  return returnPathOf(value) ?? '/';
}

/** The page of the route table a local address names (as `safeReturnPath` rebuilds it), or null. */
export function returnPathOf(value: string | null | undefined): string | null {
  const local = parseLocalPath(value);
  if (!local) return null;
  const match = matchRoute(local.path);
  if (!('route' in match) || match.route.layout === 'login') return null;
  return `${tabPathFor(match.route, match.params)}${local.query}`;
}
