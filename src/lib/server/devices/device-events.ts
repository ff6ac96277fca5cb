import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';

/** The LISTEN/NOTIFY channel on which a device's revoke is announced: `{ plant, kind: 'revoked', deviceId }`. */
export const DEVICES_CHANNEL = 'apps_devices';

/** Announces that a device was revoked, so whatever stream it holds ends at once (heard when the transaction commits). */
export async function announceDeviceRevoked(tx: Database, plant: string, deviceId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${DEVICES_CHANNEL}, ${JSON.stringify({ plant, kind: 'revoked', deviceId })})`);
}
