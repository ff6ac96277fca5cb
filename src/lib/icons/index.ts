import * as mdi from '@mdi/js';

/** The generic window icon, for applications with no icon of their own (spec §4). */
export const FALLBACK_ICON = 'mdi-application-outline';

const paths = mdi as unknown as Record<string, string | undefined>;

/**
 * The @mdi/js export name of an icon named as the server names them, the fallback's when unknown.
 * @example iconKey('mdi-wrench') // 'mdiWrench'
 */
export function iconKey(name: string | null | undefined): string {
  const key = `mdi${(name ?? '')
    .replace(/^mdi-/, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
  return paths[key] ? key : 'mdiApplicationOutline';
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
