/** Printable ASCII without space and backslash: what a local path may hold before and after decoding. */
const RAW_ALLOWED = /^[\x21-\x5b\x5d-\x7e]*$/;
/** A decoded portal path: one leading '/', then letters, digits, '/', '.', '_', '~' and '-' only. */
const DECODED_PATH = /^\/[A-Za-z0-9/._~-]*$/;

/** A local path taken apart: its decoded path and its query (with '?', or ''). */
export interface LocalPath {
  readonly path: string;
  readonly query: string;
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The path and query of a local address, decoded and checked, or null when it could lead off this
 * site: no control, space, backslash or non-ASCII character (raw or decoded), one leading '/',
 * no empty, '.' or '..' segment; the fragment is dropped. Client-safe (no route table).
 * @example parseLocalPath('/%45CR/5?x=1') // { path: '/ECR/5', query: '?x=1' }
 * @example parseLocalPath('/%09/evil.example') // null
 */
export function parseLocalPath(value: string | null | undefined): LocalPath | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!RAW_ALLOWED.test(value)) return null;
  const withoutHash = value.split('#', 1)[0] ?? '';
  const cut = withoutHash.indexOf('?');
  const rawPath = cut === -1 ? withoutHash : withoutHash.slice(0, cut);
  const query = cut === -1 ? '' : withoutHash.slice(cut);
  const path = decode(rawPath);
  if (path === null || !DECODED_PATH.test(path)) return null;
  const segments = path.slice(1).split('/');
  if (path !== '/' && segments.some((s, i) => s === '.' || s === '..' || (s === '' && i < segments.length - 1))) return null;
  const decodedQuery = decode(query.replace(/\+/g, ' '));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (decodedQuery === null || /[\x00-\x1f\x7f-\x9f\\]/.test(decodedQuery)) return null;
  return { path, query: query === '?' ? '' : query };
}

/**
 * A local path to go to, or '/' for anything that could lead elsewhere (the client's check; the
 * server's `safeReturnPath` also requires a route of the route table).
 * @example safeLocalPath('/Maintenance?x=1') // '/Maintenance?x=1'
 * @example safeLocalPath('https://evil.example') // '/'
 */
export function safeLocalPath(value: string | null | undefined): string {
  const local = parseLocalPath(value);
  return local ? `${local.path}${local.query}` : '/';
}
