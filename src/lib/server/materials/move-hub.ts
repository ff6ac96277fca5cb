import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Listen, Unlisten } from '@/lib/server/db/listen';

/** The LISTEN/NOTIFY channel on which move-request changes are announced, in their transaction. */
export const MOVE_REQUESTS_CHANNEL = 'apps_move_requests';

/** A move-request change as announced on `MOVE_REQUESTS_CHANNEL` and sent to the browser. */
export interface MoveRequestEvent {
  id: number;
  plant: string;
  status: string;
}

/** Announces a move-request change; it is heard when (and only if) the transaction commits. */
export async function announceMoveRequest(tx: Database, event: MoveRequestEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${MOVE_REQUESTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** One open stream of a plant's queue, as the hub sees it. */
export interface MoveHubSubscriber {
  /** A move request of the subscriber's plant changed. */
  change(event: MoveRequestEvent): void;
  /** Announcements may have been missed (the database connection came back): reload. */
  resync(): void;
  /** The hub is closing: end the stream. */
  close(): void;
}

/** Delivers move-request changes to the open queue streams of their plant (any instance sharing the database). */
export interface MoveRequestHub {
  /** Adds a subscriber for a plant ('' for every plant); returns the function that removes it. */
  subscribe(plant: string, subscriber: MoveHubSubscriber): () => void;
  /** How many subscribers are open. */
  readonly size: number;
  /** Stops listening and closes every subscriber. */
  close(): Promise<void>;
}

/** Starts a hub listening on `MOVE_REQUESTS_CHANNEL` through the database's LISTEN. */
export async function createMoveRequestHub({ listen }: { listen: Listen }): Promise<MoveRequestHub> {
  const subscribers = new Map<MoveHubSubscriber, string>();
  let closed = false;
  const unlisten: Unlisten = await listen(MOVE_REQUESTS_CHANNEL, {
    onNotify(payload) {
      const event = parseEvent(payload);
      if (!event) return;
      for (const [subscriber, plant] of subscribers) if (plant === '' || plant === event.plant) subscriber.change(event);
    },
    onReconnect() {
      for (const subscriber of subscribers.keys()) subscriber.resync();
    },
  });
  return {
    subscribe(plant, subscriber) {
      if (closed) {
        subscriber.close();
        return () => {};
      }
      subscribers.set(subscriber, plant);
      return () => void subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    async close() {
      if (closed) return;
      closed = true;
      const all = [...subscribers.keys()];
      subscribers.clear();
      for (const subscriber of all) subscriber.close();
      await unlisten();
    },
  };
}

function parseEvent(payload: string): MoveRequestEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<MoveRequestEvent> | null;
    if (typeof value?.id === 'number' && typeof value.plant === 'string' && typeof value.status === 'string')
      return { id: value.id, plant: value.plant, status: value.status };
  } catch {
    // Falls through to the warning.
  }
  console.warn(`[materials] ignored a ${MOVE_REQUESTS_CHANNEL} payload that is not a move-request change`);
  return null;
}
