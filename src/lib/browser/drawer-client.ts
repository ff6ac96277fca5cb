/**
 * The drawer's behaviour without a framework (spec §2.1): the server renders the list as
 * plain HTML (DrawerNav.astro), whose links work before any script; this script, loaded from the head,
 * adds closing a tab, the open/closed state, Escape on narrow windows, the other windows' changes, and
 * the command palette, which it loads on first use. On a plant network the drawer so answers clicks
 * without waiting for React (57 KB gzip), which the top bar's islands still load.
 */
import { drawerListHtml, type DrawerTexts } from '@/lib/shell/drawer-html';
import { $drawerOpen, closeDrawer, initDrawer, isWide, itemChosen } from '@/lib/stores/drawer';
import { $paletteOpen, isPaletteShortcut, openPalette, togglePalette } from '@/lib/stores/palette';
import { $tabs, closeItem, closeTabs, dropCachedPages, initTabs } from '@/lib/stores/tabs';
import type { CloseMany } from '@/lib/stores/tab-tree';
import { startTabMenu } from './tab-menu';
import type { TabItem } from '@/lib/stores/tab-tree';
import type { CommandPaletteProps } from '@/islands/shell/CommandPalette';

let returnFocus: HTMLElement | null = null;
let palette: Promise<void> | null = null;

/** Loads and mounts the palette once; it shows itself while the palette store is open. */
function ensurePalette(props: CommandPaletteProps): void {
  palette ??= import('@/islands/shell/palette-mount').then(({ mountPalette }) => mountPalette(props, () => returnFocus));
}

function startPalette(button: HTMLButtonElement | null): void {
  if (!button) return;
  const props = JSON.parse(button.dataset['palette'] ?? '{}') as CommandPaletteProps;
  button.addEventListener('click', () => {
    returnFocus = button;
    openPalette();
    ensurePalette(props);
  });
  document.addEventListener('keydown', (event) => {
    if (!isPaletteShortcut(event)) return;
    event.preventDefault();
    if (!$paletteOpen.get()) returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    togglePalette();
    ensurePalette(props);
  });
}

function close(to: string, many?: CloseMany): void {
  const here = window.location.pathname;
  const { navigateTo, dropped } = many ? closeTabs(many, to, here) : closeItem(to, here);
  // The user leaves the closed page first; its cached state goes after (spec §4).
  if (navigateTo) window.location.assign(navigateTo);
  dropCachedPages(dropped);
}

function startDrawer(drawer: HTMLElement, nav: HTMLElement): void {
  const list = nav.querySelector('ul');
  const texts = JSON.parse(nav.dataset['texts'] ?? '{}') as DrawerTexts;
  initTabs(JSON.parse(nav.dataset['tabs'] ?? '[]') as TabItem[]);
  initDrawer(window.innerWidth);
  // A closed tab, or a list another window wrote: the list is drawn again from the store.
  $tabs.listen((tabs) => {
    if (list) list.innerHTML = drawerListHtml(tabs, texts);
  });
  $drawerOpen.subscribe((open) => {
    if (open !== null) document.documentElement.dataset['drawer'] = open ? 'open' : 'closed';
  });
  nav.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const closer = target?.closest<HTMLElement>('[data-close]');
    if (closer) close(closer.dataset['close'] ?? '');
    else if (target?.closest('[data-close-all]')) close('', 'all');
    else if (target?.closest('a')) itemChosen(window.innerWidth);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $drawerOpen.get() && !isWide(window.innerWidth)) {
      closeDrawer();
      document.getElementById('drawer-toggle')?.focus();
    }
  });
  startTabMenu(nav, texts, (action, to) => (action === 'close' ? close(to) : close(to, action)));
  startPalette(drawer.querySelector<HTMLButtonElement>('[data-palette]'));
  // Tests and the bench wait for this: every control of the drawer answers from here on.
  drawer.dataset['ready'] = 'true';
}

const drawer = document.getElementById('drawer');
const nav = drawer?.querySelector<HTMLElement>('[data-drawer-nav]');
if (drawer && nav) startDrawer(drawer, nav);
