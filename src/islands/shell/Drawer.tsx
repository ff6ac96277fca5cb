import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $drawerOpen, closeDrawer, initDrawer, isWide, itemChosen } from '@/lib/stores/drawer';
import { $tabs, closeItem, dropCachedPages, initTabs } from '@/lib/stores/tabs';
import { normalizePath, type TabChild, type TabItem } from '@/lib/stores/tab-tree';
import { SvgIcon } from './SvgIcon';

/** Props of `Drawer`. */
export interface DrawerProps {
  /** The tabs the server rendered (cookie paths plus the page shown). */
  initialTabs: TabItem[];
  currentPath: string;
  home: { title: string; icon: string };
  closeIcon: string;
  /** Translated texts; `close` holds '{{title}}'. */
  labels: { nav: string; close: string };
}

const itemClass = (active: boolean): string =>
  `flex min-w-0 flex-1 items-center gap-3 rounded-md px-3 py-2 text-sm ${
    active ? 'bg-primary text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
  }`;

function chosen(): void {
  itemChosen(window.innerWidth);
}

function close(to: string): void {
  const { navigateTo, dropped } = closeItem(to, window.location.pathname);
  // The user leaves the closed page first; its cached state goes after (spec §4).
  if (navigateTo) window.location.assign(navigateTo);
  dropCachedPages(dropped);
}

interface ItemProps {
  item: TabItem | TabChild;
  icon?: string;
  depth: number;
  here: string;
  props: DrawerProps;
}

function Item({ item, icon, depth, here, props }: ItemProps) {
  const active = normalizePath(item.to) === here;
  const label = props.labels.close.replace('{{title}}', item.title);
  return (
    <li>
      <div className="group flex items-center gap-1" style={{ paddingLeft: `${depth * 16}px` }}>
        <a href={item.to} className={itemClass(active)} aria-current={active ? 'page' : undefined} onClick={chosen} title={item.title}>
          {icon ? <SvgIcon path={icon} /> : <span aria-hidden="true" className="ml-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-current opacity-60" />}
          <span className="max-w-app-label truncate">{item.title}</span>
        </a>
        <button
          type="button"
          className="shrink-0 rounded p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
          aria-label={label}
          title={label}
          onClick={() => close(item.to)}
        >
          <SvgIcon path={props.closeIcon} size={16} />
        </button>
      </div>
      {item.children.length > 0 && (
        <ul>
          {item.children.map((child) => (
            <Item key={child.to} item={child} depth={depth + 1} here={here} props={props} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The left drawer: the fixed 'Apps' home item, then the open tabs with their children, each closable (spec §2.1). */
export function Drawer(props: DrawerProps) {
  const tabs = useStore($tabs);
  const open = useStore($drawerOpen);
  const here = normalizePath(props.currentPath);
  const [ready, setReady] = useState(false);
  // Until the store holds them, show what the server rendered (hydration matches, no flash).
  const shown = ready ? tabs : props.initialTabs;

  useEffect(() => {
    initTabs(props.initialTabs);
    initDrawer(window.innerWidth);
    setReady(true);
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && $drawerOpen.get() && !isWide(window.innerWidth)) {
        closeDrawer();
        document.getElementById('drawer-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [props.initialTabs]);

  useEffect(() => {
    if (open !== null) document.documentElement.dataset['drawer'] = open ? 'open' : 'closed';
  }, [open]);

  return (
    <nav aria-label={props.labels.nav} className="h-full overflow-y-auto p-2">
      <ul className="space-y-0.5">
        <li>
          <a href="/" className={itemClass(here === '/')} aria-current={here === '/' ? 'page' : undefined} onClick={chosen}>
            <SvgIcon path={props.home.icon} />
            <span className="max-w-app-label truncate">{props.home.title}</span>
          </a>
        </li>
        {shown.map((tab) => (
          <Item key={tab.to} item={tab} icon={tab.icon} depth={0} here={here} props={props} />
        ))}
      </ul>
    </nav>
  );
}
