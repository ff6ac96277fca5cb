import type { Listen } from '@/lib/server/db/listen';
import { createPlantHub, type PlantHub } from '@/lib/server/db/plant-hub';
import { BOARDS_CHANNEL, DEVICES_CHANNEL, type BoardEvent } from '@/lib/devices/server/device-events';

/** The hub of the boards' streams. */
export type BoardHub = PlantHub<BoardEvent>;

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
