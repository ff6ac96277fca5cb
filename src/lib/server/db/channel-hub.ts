import type { Database } from './database';
import type { Listen, Unlisten } from './listen';

/** One open stream, as a hub sees it. */
export interface ChannelSubscriber<E> {
  /** An announcement the subscriber's filter kept. */
  change(event: E): void;
  /** Announcements may have been missed (the database connection came back): reload. */
  resync(): void;
  /** The hub is closing: end the stream. */
  close(): void;
}

/** Delivers a LISTEN/NOTIFY channel's announcements to the open streams whose filter keeps them. */
export interface ChannelHub<E> {
  /** Adds a subscriber; returns the function that removes it. */
  subscribe(keep: (event: E) => boolean, subscriber: ChannelSubscriber<E>): () => void;
  readonly size: number;
  close(): Promise<void>;
}

/** Starts a hub on one channel or several; `parse` turns a payload into an event, or null to ignore it. */
export async function createChannelHub<E>(
  listen: Listen,
  channels: string | readonly string[],
  parse: (payload: string) => E | null,
): Promise<ChannelHub<E>> {
  const subscribers = new Map<ChannelSubscriber<E>, (event: E) => boolean>();
  let closed = false;
  const handlers = {
    onNotify(payload: string) {
      const event = parse(payload);
      if (event === null) return;
      for (const [subscriber, keep] of subscribers) if (keep(event)) subscriber.change(event);
    },
    onReconnect() {
      for (const subscriber of subscribers.keys()) subscriber.resync();
    },
  };
  const unlistens: Unlisten[] = [];
  for (const channel of typeof channels === 'string' ? [channels] : channels) unlistens.push(await listen(channel, handlers));
  return {
    subscribe(keep, subscriber) {
      if (closed) {
        subscriber.close();
        return () => {};
      }
      subscribers.set(subscriber, keep);
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
      await Promise.all(unlistens.map((unlisten) => unlisten()));
    },
  };
}

const registry = new WeakMap<object, { listen: Listen; closers: (() => Promise<void>)[] }>();

/** Notes a database's LISTEN, so a feature can open its hub on first use (`hubOnDemand`); the database's close runs the closers. */
export function registerListen(db: Database, listen: Listen): { closeHubs(): Promise<void> } {
  const entry = { listen, closers: [] as (() => Promise<void>)[] };
  registry.set(db, entry);
  return { closeHubs: async () => void (await Promise.all(entry.closers.splice(0).map((close) => close()))) };
}

const hubs = new WeakMap<object, Map<string, Promise<ChannelHub<unknown>> | null>>();

/**
 * A feature's hub on a channel of this database, opened on the first stream that needs it and closed
 * with the database; null when the database was not opened by `openDatabase` (no LISTEN known).
 */
export function hubOnDemand<E>(db: Database, channel: string, parse: (payload: string) => E | null): Promise<ChannelHub<E>> | null {
  const entry = registry.get(db);
  if (!entry) return null;
  let byChannel = hubs.get(db);
  if (!byChannel) hubs.set(db, (byChannel = new Map()));
  let hub = byChannel.get(channel) as Promise<ChannelHub<E>> | undefined;
  if (!hub) {
    hub = createChannelHub(entry.listen, channel, parse);
    byChannel.set(channel, hub as Promise<ChannelHub<unknown>>);
    const opened = hub;
    entry.closers.push(async () => (await opened).close());
    // A failed LISTEN is tried again by the next stream.
    hub.catch(() => byChannel.delete(channel));
  }
  return hub;
}
