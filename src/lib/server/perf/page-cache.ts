/**
 * The header by which the portal tells its service worker that a page may be kept for offline reading
 * (public/sw.js keeps nothing else). Cache-Control cannot say it: every signed-in page is
 * 'private, no-store' for the browser's and proxies' caches.
 */
export const OFFLINE_HEADER = 'x-apps-offline';

/**
 * Whether a page is meant for the service worker's offline copy: signed-in HTML, but not
 * administration (other employees' access is not left on a shared tablet).
 * @example offlineCopyAllowed('/Maintenance', 'text/html; charset=utf-8', true) // true
 */
export function offlineCopyAllowed(pathname: string, contentType: string | null, signedIn: boolean): boolean {
  if (!signedIn || !/^text\/html\b/i.test(contentType ?? '')) return false;
  return !(pathname === '/Admin' || pathname.startsWith('/Admin/'));
}

/** The response marked with `OFFLINE_HEADER: keep` when `offlineCopyAllowed` and the page did not decide itself. */
export function withOfflineMark(pathname: string, signedIn: boolean, response: Response): Response {
  if (response.status !== 200 || response.headers.has(OFFLINE_HEADER)) return response;
  if (!offlineCopyAllowed(pathname, response.headers.get('content-type'), signedIn)) return response;
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_HEADER, 'keep');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
