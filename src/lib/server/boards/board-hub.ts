import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Listen } from '@/lib/server/db/listen';
import { createPlantHub, type PlantHub } from '@/lib/server/db/plant-hub';
import { DEVICES_CHANNEL } from '@/lib/server/devices/device-events';

/** The LISTEN/NOTIFY channel on which a board's data changes and device revokes are announced. */
export const BOARDS_CHANNEL = 'apps_boards';

/** A change a plant's boards must show: new counts ('data'), or a device revoked ('revoked', its id). */
export interface BoardEvent {
  plant: string;
  kind: 'data' | 'revoked';
  deviceId?: string;
}

/** The hub of the boards' streams. */
export type BoardHub = PlantHub<BoardEvent>;

/** Announces a change to a plant's boards; heard when (and only if) the transaction commits. */
export async function announceBoardChange(tx: Database, event: BoardEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${BOARDS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Starts the boards' hub on `BOARDS_CHANNEL` and the devices' channel (a revoked board stops at once). */
export function createBoardHub({ listen }: { listen: Listen }): Promise<BoardHub> {
  return createPlantHub(listen, [BOARDS_CHANNEL, DEVICES_CHANNEL], (payload) => {
    try {
      const value = JSON.parse(payload) as Partial<BoardEvent> | null;
      if (typeof value?.plant === 'string' && (value.kind === 'data' || value.kind === 'revoked')) return value as BoardEvent;
    } catch {
      // Falls through.
    }
    return null;
  });
}
