import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@/lib/api/types';
import {
  $notifications,
  $unreadCount,
  initNotifications,
  latestKnownId,
  listUrl,
  loadNotifications,
  markAllNotificationsRead,
  NOTIFICATION_POLL_INTERVAL,
  openNotification,
  receiveNotification,
  startNotificationPolling,
} from './notifications';

const USER = 'shjcarter@example.com';
const note = (id: number, unread: boolean, hoursAgo = 10 - id): Notification => ({
  id,
  username: USER,
  date: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  unread,
  description: `Notification ${id}`,
  action: `/ECR/${id}`,
});

/** The calls the store made, answered by `answer` (the browser's fetch stands in for the portal proxy). */
function recordFetch(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    calls.push({ url: input, method: init.method ?? 'GET', ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return answer(input, init);
  });
  return calls;
}
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('notifications store', () => {
  let errors: unknown[][];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    initNotifications(USER, [note(2, true), note(1, true)]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts from the unread list the server rendered, so the count needs no request', () => {
    expect($unreadCount.get()).toBe(2);
    expect(latestKnownId()).toBe(2);
  });

  it('loads with the username in two calls, unread then read, each by date descending', async () => {
    const calls = recordFetch((url) => json(url.includes('unread%20eq%20true') ? [note(2, true)] : [note(3, false), note(1, false)]));
    await loadNotifications();
    expect(calls.map((c) => c.url)).toEqual([listUrl(USER, true), listUrl(USER, false)]);
    expect(decodeURIComponent(calls[0]!.url)).toBe(
      `/api/v1/Notifications?$filter=unread eq true and username eq '${USER}'&$orderby=date desc`,
    );
    expect($notifications.get()).toMatchObject({ loaded: true, loading: false });
    expect($notifications.get().unread.map((n) => n.id)).toEqual([2]);
    expect($notifications.get().read.map((n) => n.id)).toEqual([3, 1]);
  });

  it('only logs a failed load and keeps what it had', async () => {
    recordFetch(() => json({ error: { name: 'X', message: 'down' } }, 502));
    await loadNotifications();
    expect(errors).toHaveLength(1);
    expect($unreadCount.get()).toBe(2);
    expect($notifications.get().loading).toBe(false);
  });

  it('opens one: PATCH with unread false, then its action route; a failed PATCH is only logged', async () => {
    const calls = recordFetch(() => json({ ...note(2, false) }));
    const visited: string[] = [];
    await openNotification(note(2, true), (path) => visited.push(path));
    expect(calls).toEqual([
      { url: '/api/v1/Notifications', method: 'PATCH', body: { ...note(2, true), unread: false, date: expect.any(String) } },
    ]);
    expect(visited).toEqual(['/ECR/2']);
    expect($unreadCount.get()).toBe(1);

    recordFetch(() => json({}, 500));
    await openNotification(note(1, true), (path) => visited.push(path));
    expect(errors).toHaveLength(1);
    expect(visited).toEqual(['/ECR/2', '/ECR/1']);
    await openNotification({ ...note(9, true), action: '//evil.example' }, (path) => visited.push(path));
    expect(visited.at(-1)).toBe('/');
  });

  it('marks all read with POST MarkAll/{username}, then reloads both lists; a failure is only logged', async () => {
    const calls = recordFetch((url) =>
      json(url.includes('MarkAll') ? { updated: 2 } : url.includes('unread%20eq%20true') ? [] : [note(1, false), note(2, false)]),
    );
    await markAllNotificationsRead();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/v1/Notifications/MarkAll/${encodeURIComponent(USER)}`,
      `GET ${listUrl(USER, true)}`,
      `GET ${listUrl(USER, false)}`,
    ]);
    expect($unreadCount.get()).toBe(0);

    const failing = recordFetch(() => json({}, 500));
    await markAllNotificationsRead();
    expect(failing).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('adds a pushed notification once, newest first, and ignores anyone else’s', () => {
    receiveNotification(note(5, true, 0));
    receiveNotification(note(5, true, 0));
    receiveNotification({ ...note(6, true, 0), username: 'someone@example.com' });
    expect($notifications.get().unread.map((n) => n.id)).toEqual([5, 2, 1]);
    expect(latestKnownId()).toBe(5);
  });

  it('has a 60 s poll that is not started by itself', () => {
    vi.useFakeTimers();
    try {
      const calls = recordFetch(() => json([]));
      expect(NOTIFICATION_POLL_INTERVAL).toBe(60_000);
      vi.advanceTimersByTime(120_000);
      expect(calls).toHaveLength(0);
      const stop = startNotificationPolling();
      vi.advanceTimersByTime(60_000);
      expect(calls).toHaveLength(2);
      stop();
      vi.advanceTimersByTime(120_000);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
