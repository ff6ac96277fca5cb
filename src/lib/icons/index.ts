import * as mdi from '@mdi/js';

/** The generic window icon, for applications with no icon of their own (spec §4). */
export const FALLBACK_ICON = 'mdi-application-outline';

const paths = mdi as unknown as Record<string, string | undefined>;
// An icon's name to its export name, worked out once per name (the home page asks for 130 on every visit).
const keys = new Map<string, string>();

/**
 * The @mdi/js export name of an icon named as the server names them, the fallback's when unknown.
 * @example iconKey('mdi-wrench') // 'mdiWrench'
 */
export function iconKey(name: string | null | undefined): string {
  const asked = name ?? '';
  let key = keys.get(asked);
  if (key === undefined) {
    const exportName = `mdi${asked
      .replace(/^mdi-/, '')
      .split('-')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`;
    key = paths[exportName] ? exportName : 'mdiApplicationOutline';
    // The names come from the catalogue and the code: a few hundred at most; a flood of odd ones is not kept.
    if (keys.size < 5_000) keys.set(asked, key);
  }
  return key;
}

/**
 * The SVG path of a Material Design icon named as the server names them ('mdi-wrench'); server-only,
 * so the browser never downloads the icon set, only the paths a page uses.
 * @example iconPath('mdi-wrench').startsWith('M') // true
 */
export function iconPath(name: string | null | undefined): string {
  return paths[iconKey(name)] ?? '';
}

/**
 * The SVG path of an icon by its @mdi/js export name (as `iconKey` gives it), '' when unknown.
 * @example keyPath('mdiWrench') === iconPath('mdi-wrench') // true
 */
export function keyPath(key: string): string {
  return paths[key] ?? '';
}
