import { createChannelHub, type ChannelSubscriber } from './channel-hub';
import type { Listen } from './listen';

/** An announcement about one plant, heard on a LISTEN/NOTIFY channel. */
export interface PlantEvent {
  plant: string;
}

/** One open stream of a plant, as a hub sees it (a channel hub's subscriber). */
export type PlantHubSubscriber<E extends PlantEvent> = ChannelSubscriber<E>;

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
 * subscribers of its plant (the live material queue, the wall boards). A channel hub whose filter is the plant.
 */
export async function createPlantHub<E extends PlantEvent>(
  listen: Listen,
  channels: string | readonly string[],
  parse: (payload: string) => E | null,
): Promise<PlantHub<E>> {
  const hub = await createChannelHub(listen, channels, parse);
  return {
    subscribe: (plant, subscriber) => hub.subscribe((event) => plant === '' || plant === event.plant, subscriber),
    get size() {
      return hub.size;
    },
    close: () => hub.close(),
  };
}
