import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Listen } from '@/lib/server/db/listen';
import { createPlantHub, type PlantHub, type PlantHubSubscriber } from '@/lib/server/db/plant-hub';

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
export type MoveHubSubscriber = PlantHubSubscriber<MoveRequestEvent>;

/** Delivers move-request changes to the open queue streams of their plant (any instance sharing the database). */
export type MoveRequestHub = PlantHub<MoveRequestEvent>;

/** Starts a hub listening on `MOVE_REQUESTS_CHANNEL` through the database's LISTEN. */
export function createMoveRequestHub({ listen }: { listen: Listen }): Promise<MoveRequestHub> {
  return createPlantHub(listen, MOVE_REQUESTS_CHANNEL, parseEvent);
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
