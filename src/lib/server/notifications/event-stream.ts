import type { Database } from '../db/database';
import {
  latestNotificationId,
  listUnreadNotificationsAfter,
  toNotificationMessage,
  type NotificationMessage,
} from './store';
import type { NotificationHub } from './hub';

/** A comment line goes out this often, so proxies and the browser see the connection alive. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after the stream ends (`retry:`). */
export const RECONNECT_MS = 2000;
/** At most this many missed notifications are sent on reconnection; the bell reloads its lists when opened anyway. */
export const CATCH_UP_LIMIT = 100;
// setTimeout cannot wait longer than this (about 24.8 days).
const MAX_TIMER_MS = 2_147_483_647;

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

const encoder = new TextEncoder();

/**
 * The server-sent events of one user's new notifications: `event: notification`, `id:` the
 * notification id, `data:` its JSON. It starts with what was missed since `lastEventId` (else with
 * `id:` of the newest notification, so a reconnection knows where it left off), then live
 * notifications from the hub, with a comment heartbeat; nothing polls.
 */
export function notificationEventStream(options: NotificationEventStreamOptions): ReadableStream<Uint8Array> {
  const { db, hub, username } = options;
  let cleanup = (): void => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      let lastId = options.lastEventId ?? 0;
      const sent = new Set<number>();
      // Live messages wait here while the catch-up query runs, so the order stays oldest first.
      let pending: NotificationMessage[] | null = [];

      const write = (text: string): void => {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
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
      const end = (): void => {
        if (ended) return;
        ended = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      };

      const unsubscribe = hub.subscribe(username, {
        notify: (message) => (pending ? pending.push(message) : send(message)),
        resync: () => void catchUp(lastId).catch(logFailure),
        close: end,
      });
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      const expiry =
        options.expiresAt === undefined
          ? undefined
          : setTimeout(end, Math.min(Math.max(options.expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS));
      const onAbort = (): void => end();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        options.signal?.removeEventListener('abort', onAbort);
      };
      if (options.signal?.aborted) return end();

      write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
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
    },
    cancel() {
      cleanup();
    },
  });
}

function logFailure(error: unknown): void {
  console.error('[notifications] stream catch-up failed:', error instanceof Error ? error.message : error);
}
