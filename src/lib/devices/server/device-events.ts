import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';

/** The LISTEN/NOTIFY channel on which a device's revoke is announced: `{ plant, kind: 'revoked', deviceId }`. */
export const DEVICES_CHANNEL = 'apps_devices';

/** Announces that a device was revoked, so whatever stream it holds ends at once (heard when the transaction commits). */
export async function announceDeviceRevoked(tx: Database, plant: string, deviceId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${DEVICES_CHANNEL}, ${JSON.stringify({ plant, kind: 'revoked', deviceId })})`);
}

/** The LISTEN/NOTIFY channel on which a plant's board data changes are announced (the boards' streams hear it). */
export const BOARDS_CHANNEL = 'apps_boards';

/** A change a plant's boards must show: new data ('data'), or a device revoked ('revoked', its id). */
export interface BoardEvent {
  plant: string;
  kind: 'data' | 'revoked';
  deviceId?: string;
}

/** Announces a change to a plant's boards, from any feature whose data a board shows; heard when (and only if) the transaction commits. */
export async function announceBoardChange(tx: Pick<Database, 'execute'>, event: BoardEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${BOARDS_CHANNEL}, ${JSON.stringify(event)})`);
}
