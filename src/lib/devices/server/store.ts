import { and, desc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Device, DeviceApproval } from '@/lib/devices/schemas';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { devices } from './tables';

/** A device row as the database holds it. */
export type DeviceRow = typeof devices.$inferSelect;

/** The device with this id, revoked or not; null when there is none. */
export async function findDevice(db: Database | Tx, id: string): Promise<DeviceRow | null> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return row ?? null;
}

/** Every device, the live ones first, newest approval first. */
export async function listDevices(db: Database): Promise<DeviceRow[]> {
  const rows = await db.select().from(devices).orderBy(desc(devices.approvedAt));
  return [...rows.filter((d) => !d.revokedAt), ...rows.filter((d) => d.revokedAt)];
}

/** Records an approved device (its grant is set once the identity provider made it). */
export async function insertDevice(tx: Tx, id: string, approval: DeviceApproval, approvedBy: string): Promise<DeviceRow> {
  const [row] = await tx
    .insert(devices)
    .values({
      id,
      name: approval.name,
      plantId: approval.plant,
      use: approval.use,
      playlistId: approval.use === 'board' ? (approval.playlistId ?? null) : null,
      approvedBy,
    })
    .returning();
  if (!row) throw new Error('insert into devices returned no row');
  return row;
}

/** Sets the grant of an approved device. */
export async function setDeviceGrant(db: Database, id: string, grantId: string): Promise<void> {
  await db.update(devices).set({ grantId }).where(eq(devices.id, id));
}

/** Marks a device revoked (once); answers the row as it now is, null when there is no such device. */
export async function revokeDevice(tx: Tx, id: string): Promise<DeviceRow | null> {
  const [row] = await tx
    .update(devices)
    .set({ revokedAt: new Date() })
    .where(and(eq(devices.id, id), isNull(devices.revokedAt)))
    .returning();
  return row ?? (await findDevice(tx, id));
}

/** Notes that a device was seen (at most once a minute per device unless its version changed, so a board's calls do not each write). */
export async function touchDevice(db: Database, id: string, version: string | null, now = new Date()): Promise<void> {
  const stale = or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, new Date(now.getTime() - 60_000)));
  const moved = version === null ? undefined : or(isNull(devices.version), ne(devices.version, version));
  await db
    .update(devices)
    .set({ lastSeenAt: now, ...(version === null ? {} : { version }) })
    .where(and(eq(devices.id, id), moved ? or(stale, moved) : stale));
}

/** A device as the API answers it. */
export function deviceJson(row: DeviceRow): Device {
  return {
    id: row.id,
    name: row.name,
    plant: row.plantId,
    use: row.use,
    playlistId: row.playlistId,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    version: row.version,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
