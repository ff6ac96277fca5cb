/**
 * The drawer's list as HTML (spec §2.1): the fixed 'Apps' home item, then the open tabs with their
 * children, each with its close button. One source for the server (DrawerNav.astro renders it) and the
 * browser (src/lib/browser/drawer-client.ts renders it again when a tab closes or another window
 * changes the list), so the drawer needs no framework: its links work as soon as they are painted.
 */
import { escapeHtml } from '@/lib/http/escape-html';
import { normalizePath, type TabChild, type TabItem } from '@/lib/stores/tab-tree';

/** What the list needs besides the tabs: the page shown, the home item, the close icon, translated texts. */
export interface DrawerTexts {
  /** The path of the page shown. */
  here: string;
  home: { title: string; icon: string };
  /** SVG path of the close icon. */
  closeIcon: string;
  /** The close button's name; holds '{{title}}'. */
  close: string;
  /** The button under the tabs that closes them all. */
  closeAll: string;
  /** A tab's menu (close, close others, close the tabs below), opened by right click, long press or Shift+F10. */
  menu: { label: string; close: string; others: string; below: string };
}

// Indentation by depth, as classes (no style attribute: the page's CSP need not allow them).
const INDENT = ['', 'pl-4', 'pl-8', 'pl-12', 'pl-16'];

function icon(path: string, size: number): string {
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor" aria-hidden="true" focusable="false"><path d="${escapeHtml(path)}"></path></svg>`;
}

function itemClass(active: boolean): string {
  return `flex min-w-0 flex-1 items-center gap-3 rounded-md px-3 py-2 text-sm ${active ? 'bg-primary text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
}

function link(to: string, title: string, marker: string, active: boolean, withTitle: boolean, menu = false): string {
  const current = `${active ? ' aria-current="page"' : ''}${menu ? ' aria-keyshortcuts="Shift+F10"' : ''}`;
  const hint = withTitle ? ` title="${escapeHtml(title)}"` : '';
  return `<a href="${escapeHtml(to)}" class="${itemClass(active)}"${current}${hint}>${marker}<span class="max-w-app-label truncate">${escapeHtml(title)}</span></a>`;
}

function item(node: TabItem | TabChild, depth: number, texts: DrawerTexts): string {
  const active = normalizePath(node.to) === texts.here;
  const marker =
    'icon' in node && node.icon
      ? icon(node.icon, 20)
      : '<span aria-hidden="true" class="ml-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-current opacity-60"></span>';
  const label = escapeHtml(texts.close.replace('{{title}}', node.title));
  const close = `<button type="button" class="shrink-0 rounded p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white" aria-label="${label}" title="${label}" data-close="${escapeHtml(node.to)}">${icon(texts.closeIcon, 16)}</button>`;
  const children = node.children.length > 0 ? `<ul>${node.children.map((child) => item(child, depth + 1, texts)).join('')}</ul>` : '';
  const indent = INDENT[Math.min(depth, INDENT.length - 1)];
  // An application tab (depth 0) has its own menu (src/lib/browser/tab-menu.ts): the row says which tab.
  const tab = depth === 0 ? ` data-tab="${escapeHtml(node.to)}"` : '';
  return `<li><div class="group flex items-center gap-1${indent ? ` ${indent}` : ''}"${tab}>${link(node.to, node.title, marker, active, true, depth === 0)}${close}</div>${children}</li>`;
}

/**
 * The items of the drawer's list (the inside of its `<ul>`): home first, then every tab, then 'close all' when a tab is open.
 * @example drawerListHtml([], { here: '/', home: { title: 'Apps', icon: 'M0' }, closeIcon: 'M1', close: 'Close {{title}}' }) // '<li><a href="/" … aria-current="page">…Apps</span></a></li>'
 */
export function drawerListHtml(tabs: readonly TabItem[], texts: DrawerTexts): string {
  const here = normalizePath(texts.here);
  const home = `<li>${link('/', texts.home.title, icon(texts.home.icon, 20), here === '/', false)}</li>`;
  const closeAll =
    tabs.length > 0
      ? `<li class="pt-2"><button type="button" class="flex min-h-[44px] w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800" data-close-all>${icon(texts.closeIcon, 20)}<span>${escapeHtml(texts.closeAll)}</span></button></li>`
      : '';
  return home + tabs.map((tab) => item(tab, 0, { ...texts, here })).join('') + closeAll;
}
