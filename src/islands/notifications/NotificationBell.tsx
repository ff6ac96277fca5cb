import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Notification } from '@/lib/api/types';
import { notificationDateLabel, notificationDateTitle, shortDescription } from '@/lib/notifications/format';
import { notificationText } from '@/lib/notify/text';
import {
  $notifications,
  loadNotifications,
  markAllNotificationsRead,
  openNotification,
  startNotifications,
} from '@/lib/stores/notifications';
import { useDisclosure } from '@/lib/browser/use-disclosure';
import { SvgIcon } from '@/islands/shell/SvgIcon';

/** Props of `NotificationBell`: the user, the unread list the server loaded, and texts ('{{count}}', '{{time}}' filled in here). */
export interface NotificationBellProps {
  username: string;
  initialUnread: Notification[];
  lang: string;
  icons: { bell: string; bellUnread: string; markAll: string };
  labels: {
    title: string;
    buttonNone: string;
    buttonOne: string;
    buttonOther: string;
    list: string;
    markAll: string;
    empty: string;
    loading: string;
    unread: string;
    today: string;
    yesterday: string;
  };
}

type Labels = NotificationBellProps['labels'];

// Building an Intl.PluralRules costs far more than asking it (every page's top bar asked a new one).
const pluralRules = new Map<string, Intl.PluralRules>();

function buttonName(labels: Labels, lang: string, count: number): string {
  if (count === 0) return labels.buttonNone;
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    if (pluralRules.size < 20) pluralRules.set(lang, rules);
  }
  const form = rules.select(count) === 'one' ? labels.buttonOne : labels.buttonOther;
  return form.replace('{{count}}', String(count));
}

/** Moves focus between the list's links with the arrow keys, Home and End. */
function onListKey(event: KeyboardEvent<HTMLUListElement>): void {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const target =
    event.key === 'ArrowDown'
      ? links[Math.min(index + 1, links.length - 1)]
      : event.key === 'ArrowUp'
        ? links[Math.max(index - 1, 0)]
        : event.key === 'Home'
          ? links[0]
          : event.key === 'End'
            ? links.at(-1)
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

interface ItemProps {
  notification: Notification;
  lang: string;
  labels: Labels;
  tipId: string;
}

/** One notification, 50 px high; a long description is cut and shown whole in a tooltip on hover and focus. */
function Item({ notification, lang, labels, tipId }: ItemProps) {
  const [tip, setTip] = useState<{ top: number; left: number } | null>(null);
  // In the reader's language when it was stored as a message; else as it was given.
  const said = (notification.message && notificationText(notification.message, lang)) || notification.description;
  const short = shortDescription(said);
  const show = (event: { currentTarget: HTMLElement }): void => {
    if (!short) return;
    const box = event.currentTarget.getBoundingClientRect();
    setTip({ top: box.bottom + 4, left: Math.max(8, Math.min(box.left + 12, window.innerWidth - 328)) });
  };
  const hide = (): void => setTip(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    // A plain click marks it read and then navigates; a new-tab click only marks it read and lets the browser open it.
    if (plain) event.preventDefault();
    void openNotification(notification, plain ? undefined : () => {});
  };
  const unread = notification.unread;
  return (
    <li className="h-[50px]" data-testid="notification-item" data-unread={unread}>
      <a
        href={notification.action}
        onClick={onClick}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        title={short ? said : undefined}
        aria-describedby={short ? tipId : undefined}
        className="flex h-full items-center gap-2.5 px-3 outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary dark:hover:bg-slate-700/60 dark:focus-visible:bg-slate-700/60 dark:focus-visible:ring-primary-light"
      >
        <span
          aria-hidden="true"
          className={`h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-primary dark:bg-primary-light' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1 leading-tight">
          <span
            className={`block truncate text-sm ${unread ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`}
            data-testid="notification-description"
          >
            {unread && <span className="sr-only">{labels.unread}: </span>}
            {short ?? said}
          </span>
          <time
            dateTime={notification.date}
            title={notificationDateTitle(notification.date, lang)}
            className="block text-xs text-slate-500 dark:text-slate-400"
          >
            {notificationDateLabel(notification.date, lang, new Date(), labels)}
          </time>
        </span>
      </a>
      {short && (
        <span
          id={tipId}
          role="tooltip"
          hidden={!tip}
          style={tip ? { top: tip.top, left: tip.left } : undefined}
          className="pointer-events-none fixed z-[60] w-max max-w-[20rem] rounded bg-slate-900 px-2.5 py-1.5 text-xs leading-snug text-white shadow-lg ring-1 ring-white/10 dark:bg-slate-100 dark:text-slate-900"
          data-testid="notification-tooltip"
        >
          {said}
        </span>
      )}
    </li>
  );
}

/**
 * The top bar's notification bell (spec §2.1, §4, §7): the unread count (announced to screen
 * readers), and a list of unread then read notifications that opens one (marking it read) or marks all
 * read. New notifications arrive pushed by the server while the page is open.
 */
export function NotificationBell({ username, initialUnread, lang, icons, labels }: NotificationBellProps) {
  const { open, rootRef, buttonProps, panelProps } = useDisclosure();
  const state = useStore($notifications);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  // Set once hydrated, so a test (or a script) knows the button answers clicks now.
  const [hydrated, setHydrated] = useState(false);
  // Until the store has taken the server's list (and on the server itself), the props are the truth.
  const mine = state.username === username;
  const unread = mine ? state.unread : initialUnread;
  const items = mine ? [...state.unread, ...state.read] : initialUnread;
  const count = unread.length;
  const name = buttonName(labels, lang, count);

  useEffect(() => {
    setHydrated(true);
    return startNotifications(username, initialUnread);
  }, [username, initialUnread]);
  useEffect(() => {
    if (!open) return;
    void loadNotifications();
    const list = listRef.current;
    (list?.querySelector<HTMLElement>('a[href]') ?? list)?.focus();
  }, [open]);

  return (
    <div ref={rootRef} className="relative" data-hydrated={hydrated}>
      <button
        {...buttonProps}
        aria-label={name}
        title={labels.title}
        className="relative rounded-full p-2 hover:bg-white/15"
        data-testid="notification-bell"
      >
        <SvgIcon path={count > 0 ? icons.bellUnread : icons.bell} size={22} />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute right-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] font-bold leading-none text-white ring-2 ring-primary"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <span className="sr-only" aria-live="polite" aria-atomic="true" data-testid="notification-live">
        {name}
      </span>
      <div
        {...panelProps}
        role="region"
        aria-label={labels.title}
        data-testid="notification-panel"
        className="fixed inset-x-2 top-14 z-50 overflow-hidden rounded-lg bg-white text-slate-900 shadow-xl ring-1 ring-black/10 sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[22rem] dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
          <h2 className="text-sm font-semibold">{labels.title}</h2>
          <button
            type="button"
            onClick={() => void markAllNotificationsRead()}
            disabled={count === 0}
            className="flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-primary hover:bg-slate-100 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent dark:text-blue-300 dark:hover:bg-slate-700 dark:disabled:text-slate-500"
            data-testid="notification-mark-all"
          >
            <SvgIcon path={icons.markAll} size={16} />
            {labels.markAll}
          </button>
        </div>
        {open && (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={labels.list}
            aria-busy={state.loading}
            onKeyDown={onListKey}
            className="h-[400px] overflow-y-auto overscroll-contain outline-none"
            data-testid="notification-list"
          >
            {items.map((notification) => (
              <Item key={notification.id} notification={notification} lang={lang} labels={labels} tipId={`${id}-tip-${notification.id}`} />
            ))}
            {items.length === 0 && (
              <li className="flex h-full items-center justify-center px-4 text-sm text-slate-500 dark:text-slate-400">
                {state.loading ? labels.loading : labels.empty}
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
