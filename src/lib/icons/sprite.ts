import { createHash } from 'node:crypto';
import { iconKey, keyPath } from './index';

/** One SVG file of `<symbol>`s, one per icon, each with the icon's key as its id. */
export interface IconSprite {
  /** A short hash of the file's content: its address changes whenever its content does. */
  id: string;
  /** The icon keys it holds ('mdiWrench'). */
  keys: ReadonlySet<string>;
  svg: string;
}

/** Where the browser fetches a sprite (src/pages/api/icons/[sprite].ts). */
export function spriteHref(sprite: IconSprite, key: string): string {
  return `/api/icons/${sprite.id}.svg#${key}`;
}

let last: { source: string; sprite: IconSprite } | null = null;

/**
 * The sprite of these icons (names as the server names them; unknown ones as the fallback icon), the same
 * file and id for the same set in any order, on any instance; the last one is remembered.
 * @example iconSprite(['mdi-wrench']).keys.has('mdiWrench') // true
 */
export function iconSprite(names: ReadonlyArray<string | null | undefined>): IconSprite {
  const keys = [...new Set(names.map(iconKey))].sort();
  const source = keys.join(',');
  if (last?.source === source) return last.sprite;
  const symbols = keys.map((key) => `<symbol id="${key}" viewBox="0 0 24 24"><path d="${keyPath(key)}"/></symbol>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const id = createHash('sha256').update(svg).digest('base64url').slice(0, 12);
  last = { source, sprite: { id, keys: new Set(keys), svg } };
  return last.sprite;
}
