import type { Listen, Unlisten } from './listen';

/** An announcement about one plant, heard on a LISTEN/NOTIFY channel. */
export interface PlantEvent {
  plant: string;
}

/** One open stream of a plant, as a hub sees it. */
export interface PlantHubSubscriber<E extends PlantEvent> {
  /** Something of the subscriber's plant changed. */
  change(event: E): void;
  /** Announcements may have been missed (the database connection came back): reload. */
  resync(): void;
  /** The hub is closing: end the stream. */
  close(): void;
}

/** Delivers a channel's announcements to the open streams of their plant (any instance sharing the database). */
export interface PlantHub<E extends PlantEvent> {
  /** Adds a subscriber for a plant ('' for every plant); returns the function that removes it. */
  subscribe(plant: string, subscriber: PlantHubSubscriber<E>): () => void;
  /** How many subscribers are open. */
  readonly size: number;
  /** Stops listening and closes every subscriber. */
  close(): Promise<void>;
}

/**
 * Starts a hub on `channels` through the database's LISTEN: each payload `parse` accepts goes to the
 * subscribers of its plant (the live material queue, the wall boards).
 */
export async function createPlantHub<E extends PlantEvent>(
  listen: Listen,
  channels: string | readonly string[],
  parse: (payload: string) => E | null,
): Promise<PlantHub<E>> {
  const subscribers = new Map<PlantHubSubscriber<E>, string>();
  let closed = false;
  const handlers = {
    onNotify(payload: string) {
      const event = parse(payload);
      if (!event) return;
      for (const [subscriber, plant] of subscribers) if (plant === '' || plant === event.plant) subscriber.change(event);
    },
    onReconnect() {
      for (const subscriber of subscribers.keys()) subscriber.resync();
    },
  };
  const unlistens: Unlisten[] = [];
  for (const channel of typeof channels === 'string' ? [channels] : channels) unlistens.push(await listen(channel, handlers));
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
      await Promise.all(unlistens.map((unlisten) => unlisten()));
    },
  };
}
