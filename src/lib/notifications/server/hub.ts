import { NOTIFICATIONS_CHANNEL, type NotificationMessage } from '@/lib/server/notify/notify';
import type { Listen, Unlisten } from '@/lib/server/db/listen';

/** One open stream of a user, as the hub sees it. */
export interface HubSubscriber {
  /** A new notification for the subscriber's user. */
  notify(message: NotificationMessage): void;
  /** The hub may have missed announcements (its database connection came back): catch up from the table. */
  resync(): void;
  /** The hub is closing (shutdown): end the stream. */
  close(): void;
}

/**
 * Delivers new notifications to the open streams of their users. It hears them through the
 * database's LISTEN/NOTIFY channel, so a notification created on any instance of the portal that
 * shares the PostgreSQL server reaches the streams held by every other instance.
 */
export interface NotificationHub {
  /** Adds a subscriber for a user (lower-case e-mail); returns the function that removes it. */
  subscribe(username: string, subscriber: HubSubscriber): () => void;
  /** How many subscribers are open. */
  readonly size: number;
  /** Stops listening and closes every subscriber, so shutdown is not held up by open streams. */
  close(): Promise<void>;
}

/** Options of `createNotificationHub`. */
export interface CreateNotificationHubOptions {
  /** The database's LISTEN (`AppDatabase.listen`). */
  listen: Listen;
}

/** Starts a hub listening on `NOTIFICATIONS_CHANNEL`. */
export async function createNotificationHub({ listen }: CreateNotificationHubOptions): Promise<NotificationHub> {
  const byUser = new Map<string, Set<HubSubscriber>>();
  let closed = false;
  const everyone = (): HubSubscriber[] => [...byUser.values()].flatMap((set) => [...set]);

  const unlisten: Unlisten = await listen(NOTIFICATIONS_CHANNEL, {
    onNotify(payload) {
      const message = parseMessage(payload);
      if (!message) return;
      for (const subscriber of byUser.get(message.username) ?? []) subscriber.notify(message);
    },
    onReconnect() {
      for (const subscriber of everyone()) subscriber.resync();
    },
  });

  return {
    subscribe(username, subscriber) {
      if (closed) {
        subscriber.close();
        return () => {};
      }
      const key = username.toLowerCase();
      const set = byUser.get(key) ?? new Set<HubSubscriber>();
      set.add(subscriber);
      byUser.set(key, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(key) === set) byUser.delete(key);
      };
    },
    get size() {
      return everyone().length;
    },
    async close() {
      if (closed) return;
      closed = true;
      const subscribers = everyone();
      byUser.clear();
      for (const subscriber of subscribers) subscriber.close();
      await unlisten();
    },
  };
}

/** A NOTIFY payload as a message, or null (logged) when it is not one of ours. */
function parseMessage(payload: string): NotificationMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<NotificationMessage> | null;
    if (
      typeof value?.id === 'number' &&
      typeof value.username === 'string' &&
      typeof value.date === 'string' &&
      typeof value.unread === 'boolean' &&
      typeof value.description === 'string' &&
      typeof value.action === 'string'
    ) {
      const { id, username, date, unread, description, action, message } = value;
      return { id, username, date, unread, description, action, message: message ?? null };
    }
  } catch {
    // Falls through to the warning.
  }
  console.warn(`[notifications] ignored a ${NOTIFICATIONS_CHANNEL} payload that is not a notification`);
  return null;
}
