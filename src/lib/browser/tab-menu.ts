/**
 * A drawer tab's own menu: close it, close the other tabs, close the tabs below it. It opens by right
 * click, by a long press on a touch screen (a gloved thumb has no right button) and by Shift+F10 or the
 * context-menu key on the focused tab; arrows move in it, Escape closes it and gives the focus back.
 */
import type { DrawerTexts } from '@/lib/shell/drawer-html';
import type { CloseMany } from '@/lib/stores/tab-tree';

/** How long a finger rests on a tab before its menu opens (the platforms' long press). */
const LONG_PRESS_MS = 500;
/** A finger that moves further is scrolling the drawer, not pressing. */
const MOVE_TOLERANCE = 10;

type Action = 'close' | CloseMany;

const ITEM =
  'flex min-h-[44px] w-full items-center rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-100 dark:hover:bg-slate-700 dark:focus:bg-slate-700';

/** The menu's element: its three entries, hidden until a tab asks for it. */
function buildMenu(texts: DrawerTexts): HTMLDivElement {
  const menu = document.createElement('div');
  menu.setAttribute('role', 'menu');
  menu.hidden = true;
  menu.dataset['tabMenu'] = '';
  menu.className = 'fixed z-50 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800';
  const entries: [Action, string][] = [
    ['close', texts.menu.close],
    ['others', texts.menu.others],
    ['right', texts.menu.below],
  ];
  for (const [action, label] of entries) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('role', 'menuitem');
    button.tabIndex = -1;
    button.className = ITEM;
    button.dataset['action'] = action;
    button.textContent = label;
    menu.append(button);
  }
  return menu;
}

/** Starts the menu on the drawer's list; `run` does what was chosen for the tab at `to`. */
export function startTabMenu(nav: HTMLElement, texts: DrawerTexts, run: (action: Action, to: string) => void): void {
  const menu = buildMenu(texts);
  nav.append(menu);
  let target: { to: string; link: HTMLElement | null } | null = null;
  const items = (): HTMLButtonElement[] => [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];

  const hide = (refocus: boolean): void => {
    if (menu.hidden) return;
    menu.hidden = true;
    if (refocus) target?.link?.focus();
    target = null;
  };
  const show = (row: HTMLElement, x: number, y: number): void => {
    const to = row.dataset['tab'] ?? '';
    const link = row.querySelector<HTMLElement>('a');
    target = { to, link };
    menu.setAttribute('aria-label', texts.menu.label.replace('{{title}}', link?.textContent ?? to));
    menu.hidden = false;
    // Inside the window, whatever the point it was asked at.
    const left = Math.min(x, window.innerWidth - menu.offsetWidth - 4);
    const top = Math.min(y, window.innerHeight - menu.offsetHeight - 4);
    menu.style.left = `${Math.max(4, left)}px`;
    menu.style.top = `${Math.max(4, top)}px`;
    items()[0]?.focus();
  };
  const rowOf = (node: EventTarget | null): HTMLElement | null =>
    node instanceof Element ? node.closest<HTMLElement>('[data-tab]') : null;

  nav.addEventListener('contextmenu', (event) => {
    const row = rowOf(event.target);
    if (!row) return;
    event.preventDefault();
    show(row, event.clientX, event.clientY);
  });
  nav.addEventListener('keydown', (event) => {
    const row = rowOf(event.target);
    if (!row || menu.contains(event.target as Node)) return;
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const box = row.getBoundingClientRect();
      show(row, box.left + 16, box.bottom);
    }
  });
  startLongPress(nav, rowOf, show);

  menu.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-action]')?.dataset['action'] as Action | undefined;
    const to = target?.to;
    if (!action || to === undefined) return;
    hide(false);
    run(action, to);
  });
  menu.addEventListener('keydown', (event) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      hide(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(at + step + list.length) % list.length]?.focus();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!menu.contains(event.target as Node)) hide(false);
  });
}

/** A finger held still on a tab for LONG_PRESS_MS opens its menu; the tap that ends it then opens nothing. */
function startLongPress(
  nav: HTMLElement,
  rowOf: (node: EventTarget | null) => HTMLElement | null,
  show: (row: HTMLElement, x: number, y: number) => void,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start = { x: 0, y: 0 };
  let pressed = false;
  const cancel = (): void => clearTimeout(timer);
  nav.addEventListener('pointerdown', (event) => {
    const row = rowOf(event.target);
    pressed = false;
    if (!row || event.pointerType !== 'touch') return;
    start = { x: event.clientX, y: event.clientY };
    timer = setTimeout(() => {
      pressed = true;
      show(row, start.x, start.y);
    }, LONG_PRESS_MS);
  });
  nav.addEventListener('pointermove', (event) => {
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE) cancel();
  });
  nav.addEventListener('pointerup', cancel);
  nav.addEventListener('pointercancel', cancel);
  nav.addEventListener(
    'click',
    (event) => {
      if (!pressed) return;
      pressed = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}
