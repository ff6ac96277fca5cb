import type { Database } from '@/lib/server/db/database';
import { toNotificationMessage, type NotificationMessage } from '@/lib/server/notify/notify';
import { latestNotificationId, listUnreadNotificationsAfter } from './store';
import type { NotificationHub } from './hub';
import { sseStream } from '@/lib/server/api/sse';

/** At most this many missed notifications are sent on reconnection; the bell reloads its lists when opened anyway. */
export const CATCH_UP_LIMIT = 100;

/** Options of `notificationEventStream`. */
export interface NotificationEventStreamOptions {
  db: Database;
  hub: NotificationHub;
  /** The signed-in user (lower-case e-mail) whose notifications the stream carries. */
  username: string;
  /** The id of the last notification the client has (Last-Event-ID); unread ones after it are sent first. */
  lastEventId?: number | undefined;
  /** When the access token expires (seconds since the epoch): the stream ends then, and the client reconnects with a fresh one. */
  expiresAt?: number | undefined;
  /** Ends the stream when the request goes away. */
  signal?: AbortSignal | undefined;
  heartbeatMs?: number;
}

/**
 * The server-sent events of one user's new notifications: `event: notification`, `id:` the
 * notification id, `data:` its JSON. It starts with what was missed since `lastEventId` (else with
 * `id:` of the newest notification, so a reconnection knows where it left off), then live
 * notifications from the hub, with a comment heartbeat (`sseStream`); nothing polls.
 */
export function notificationEventStream(options: NotificationEventStreamOptions): ReadableStream<Uint8Array> {
  const { db, hub, username } = options;
  return sseStream({
    expiresAt: options.expiresAt,
    signal: options.signal,
    heartbeatMs: options.heartbeatMs,
    open({ write, end }) {
      let lastId = options.lastEventId ?? 0;
      const sent = new Set<number>();
      // Live messages wait here while the catch-up query runs, so the order stays oldest first.
      let pending: NotificationMessage[] | null = [];
      const send = (message: NotificationMessage): void => {
        if (sent.has(message.id)) return;
        sent.add(message.id);
        lastId = Math.max(lastId, message.id);
        write(`id: ${message.id}\nevent: notification\ndata: ${JSON.stringify(message)}\n\n`);
      };
      const catchUp = async (afterId: number): Promise<void> => {
        const rows = await listUnreadNotificationsAfter(db, { username, afterId, limit: CATCH_UP_LIMIT });
        for (const row of rows) send(toNotificationMessage(row));
      };
      const unsubscribe = hub.subscribe(username, {
        notify: (message) => (pending ? pending.push(message) : send(message)),
        resync: () => void catchUp(lastId).catch(logFailure),
        close: end,
      });
      const first =
        options.lastEventId === undefined
          ? latestNotificationId(db, username).then((id) => {
              lastId = Math.max(lastId, id);
              // An id without data sets the browser's Last-Event-ID and dispatches nothing.
              write(`id: ${lastId}\n\n`);
            })
          : catchUp(options.lastEventId);
      first
        .catch((error: unknown) => {
          logFailure(error);
          end();
        })
        .finally(() => {
          const waiting = pending ?? [];
          pending = null;
          for (const message of waiting.sort((a, b) => a.id - b.id)) send(message);
        });
      return unsubscribe;
    },
  });
}

function logFailure(error: unknown): void {
  console.error('[notifications] stream catch-up failed:', error instanceof Error ? error.message : error);
}
