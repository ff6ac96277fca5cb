import { atom, computed } from 'nanostores';
import type { Notification } from '@/lib/api/types';
import { clientFetch } from '@/lib/browser/client-fetch';
import { safeLocalPath } from '@/lib/routes/safe-path';
import { connectNotificationStream } from './notification-stream';

/** Notification poll interval: 60000 ms (spec §9). The poll exists but is not started (spec §7); the stream replaces it. */
export const NOTIFICATION_POLL_INTERVAL = 60_000;
/** The islands' way to the notification calls (the portal adds the bearer token). */
export const NOTIFICATIONS_API = '/api/v1/Notifications';

/** The bell's state: the signed-in user's unread and read notifications, newest first. */
export interface NotificationsState {
  username: string;
  unread: Notification[];
  read: Notification[];
  /** The lists are being loaded (the two calls of spec §7). */
  loading: boolean;
  /** Both lists have been loaded at least once (before that only the unread list from the page is known). */
  loaded: boolean;
}

/** The bell's notifications. */
export const $notifications = atom<NotificationsState>({ username: '', unread: [], read: [], loading: false, loaded: false });
/** How many are unread (the badge). */
export const $unreadCount = computed($notifications, (state) => state.unread.length);

const byDateDesc = (a: Notification, b: Notification): number => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

function logFailure(what: string, error: unknown): void {
  // Spec §8: notification load, update and mark-all failures are only logged.
  console.error(`[notifications] ${what} failed:`, error instanceof Error ? error.message : error);
}

async function call<T>(input: string, init?: RequestInit): Promise<T | null> {
  const res = await clientFetch(input, {
    ...init,
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${input}: ${res.status}`);
  return res.status === 204 ? null : ((await res.json()) as T);
}

/**
 * The list call of spec §7 for one read state, newest first.
 * @example listUrl('a@example.com', true) // "/api/v1/Notifications?$filter=unread%20eq%20true%20and%20username%20eq%20'a%40example.com'&$orderby=date%20desc"
 */
export function listUrl(username: string, unread: boolean): string {
  const filter = `unread eq ${unread} and username eq '${username.replaceAll("'", "''")}'`;
  return `${NOTIFICATIONS_API}?$filter=${encodeURIComponent(filter)}&$orderby=${encodeURIComponent('date desc')}`;
}

/** The largest notification id the bell knows, where a reconnecting stream picks up. */
export function latestKnownId(state: NotificationsState = $notifications.get()): number {
  return Math.max(0, ...state.unread.map((n) => n.id), ...state.read.map((n) => n.id));
}

/** Takes the unread list the server rendered the page with (no request at load). */
export function initNotifications(username: string, unread: Notification[]): void {
  $notifications.set({ username, unread: [...unread].sort(byDateDesc), read: [], loading: false, loaded: false });
}

/** Loads both lists with the username: unread, then read, each by date descending (spec §7). */
export async function loadNotifications(): Promise<void> {
  const before = $notifications.get();
  if (!before.username) return;
  $notifications.set({ ...before, loading: true });
  try {
    const unreadCall = call<Notification[]>(listUrl(before.username, true));
    const readCall = call<Notification[]>(listUrl(before.username, false));
    const [unread, read] = await Promise.all([unreadCall, readCall]);
    const now = $notifications.get();
    const loadedIds = new Set([...(unread ?? []), ...(read ?? [])].map((n) => n.id));
    const newest = Math.max(0, ...loadedIds);
    // Pushed while the lists were on their way: newer than anything loaded, so keep them.
    const pushed = now.unread.filter((n) => !loadedIds.has(n.id) && n.id > newest);
    $notifications.set({ ...now, unread: [...pushed, ...(unread ?? [])].sort(byDateDesc), read: read ?? [], loading: false, loaded: true });
  } catch (error) {
    logFailure('loading the notifications', error);
    $notifications.set({ ...$notifications.get(), loading: false });
  }
}

/** A notification that arrived by the stream: added to the unread ones unless the bell has it already. */
export function receiveNotification(notification: Notification): void {
  const state = $notifications.get();
  if (notification.username.toLowerCase() !== state.username.toLowerCase()) return;
  if ([...state.unread, ...state.read].some((n) => n.id === notification.id)) return;
  if (notification.unread) $notifications.set({ ...state, unread: [notification, ...state.unread].sort(byDateDesc) });
  else $notifications.set({ ...state, read: [notification, ...state.read].sort(byDateDesc) });
}

/**
 * Opens a notification (spec §4): `PATCH v1/Notifications` with its unread flag false, then its action
 * route, which opens as a tab on the normal page load. A failed PATCH is only logged; the route still opens.
 */
export async function openNotification(
  notification: Notification,
  navigate: (path: string) => void = (path) => location.assign(path),
): Promise<void> {
  const state = $notifications.get();
  if (notification.unread) {
    const read = { ...notification, unread: false };
    $notifications.set({
      ...state,
      unread: state.unread.filter((n) => n.id !== notification.id),
      read: [read, ...state.read].sort(byDateDesc),
    });
    try {
      await call(NOTIFICATIONS_API, { method: 'PATCH', body: JSON.stringify(read) });
    } catch (error) {
      logFailure('marking the notification read', error);
    }
  }
  navigate(safeLocalPath(notification.action));
}

/** Marks all of the user's notifications read (`POST v1/Notifications/MarkAll/{username}`), then reloads the lists (spec §4). */
export async function markAllNotificationsRead(): Promise<void> {
  const { username } = $notifications.get();
  if (!username) return;
  try {
    await call(`${NOTIFICATIONS_API}/MarkAll/${encodeURIComponent(username)}`, { method: 'POST' });
  } catch (error) {
    logFailure('marking all notifications read', error);
    return;
  }
  await loadNotifications();
}

/** Reloads the lists every 60 s; returns the function that stops it. It exists but is not started (spec §7). */
export function startNotificationPolling(interval: number = NOTIFICATION_POLL_INTERVAL): () => void {
  const timer = setInterval(() => void loadNotifications(), interval);
  return () => clearInterval(timer);
}

/**
 * Starts the bell of a page: the server's unread list, then new notifications pushed by the server
 * (opened after the page has loaded, so it never holds up the load). Returns the function that stops it.
 */
export function startNotifications(username: string, unread: Notification[]): () => void {
  initNotifications(username, unread);
  let stop: (() => void) | null = null;
  let stopped = false;
  const begin = (): void => {
    if (!stopped) stop = connectNotificationStream({ since: () => latestKnownId(), onNotification: receiveNotification });
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', begin);
    stop?.();
  };
}
