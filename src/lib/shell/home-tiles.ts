// Server-only: the home page's application tiles as HTML, made once per distinct list.
import type { MenuItem } from '@/lib/api/types';
import { iconKey, iconPath } from '@/lib/icons';
import { spriteHref, type IconSprite } from '@/lib/icons/sprite';
import { escapeHtml } from '@/lib/http/escape-html';

// Lists made lately, by everything they are made of (the catalogue changes rarely; people with the same
// access see the same list): the administrator's home page renders 130 tiles, each with an icon, per visit.
const made = new Map<string, string>();
const KEEP = 200;

/** One tile, the markup Icon.astro and the home page's template give (a `<use>` of the sprite, else the icon's path). */
function tile(app: MenuItem, sprite: IconSprite | null): string {
  const key = iconKey(app.icon);
  const shape = sprite?.keys.has(key)
    ? `<use href="${escapeHtml(spriteHref(sprite, key))}"></use>`
    : `<path d="${escapeHtml(iconPath(app.icon))}"></path>`;
  return (
    `<li> <a href="${escapeHtml(app.link)}" class="app-tile"> <span class="app-tile-icon">` +
    `<svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">${shape}</svg></span> ` +
    `<span class="font-medium leading-tight">${escapeHtml(app.title)}</span> </a> </li>`
  );
}

/**
 * The home page's tiles (the inside of its list) for these applications and icon sprite, made once per
 * distinct list and sprite and kept for the next visit.
 * @example homeTilesHtml([{ link: '/Maintenance', title: 'Maintenance', icon: 'mdi-wrench' }], null).startsWith('<li> <a href="/Maintenance"') // true
 */
export function homeTilesHtml(apps: readonly MenuItem[], sprite: IconSprite | null): string {
  const key = JSON.stringify([sprite?.id ?? null, apps.map((app) => [app.link, app.icon, app.title])]);
  let html = made.get(key);
  if (html === undefined) {
    html = apps.map((app) => tile(app, sprite)).join('');
    if (made.size >= KEEP) made.delete(made.keys().next().value as string);
    made.set(key, html);
  }
  return html;
}
