/**
 * Text made safe for HTML element content and double- or single-quoted attribute values (server and
 * browser: the identity provider's pages, the drawer's list, the home page's tiles).
 * @example escapeHtml('<a title="x">') // '&lt;a title=&quot;x&quot;&gt;'
 */
export function escapeHtml(value: string): string {
  // Most texts (titles, paths) hold none of the five: answered without making five copies.
  if (!/[&<>"']/.test(value)) return value;
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
