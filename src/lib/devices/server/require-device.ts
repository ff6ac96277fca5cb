import type { Context } from 'hono';
import type { DeviceUse } from '@/lib/devices/schemas';
import type { ApiEnv } from '@/lib/server/api/api-env';
import type { Database } from '@/lib/server/db/database';
import { NotAllowedError } from '@/lib/server/errors';
import { DEVICE_ACCOUNT_PREFIX } from './device-grants';
import { findDevice, touchDevice } from './store';

/** The device calling, as a feature's route sees it. */
export interface DeviceCaller {
  deviceId: string;
  name: string;
  /** The one plant the device was approved for: its calls read and write this plant only. */
  plant: string;
  use: DeviceUse;
  /** A board's info board playlist (null: the plant's day by hour). */
  playlistId: number | null;
}

/**
 * API paths a device's token may call (prefixes of the request path); every other call answers 403
 * to a device, whatever it would answer a person. A feature built for devices adds its prefix here.
 */
export const DEVICE_API_PATHS: readonly string[] = ['/v1/Devices/Me', '/v1/Boards/', '/v1/Labor/Kiosk/'];

/** Whether the token's subject is a device (`device:<id>`), not a person. */
export function isDeviceSubject(sub: string): boolean {
  return sub.startsWith(DEVICE_ACCOUNT_PREFIX);
}

/** Whether a device may call this path at all (see `DEVICE_API_PATHS`). */
export function deviceMayCall(path: string): boolean {
  return DEVICE_API_PATHS.some((prefix) => path === prefix || path.startsWith(prefix));
}

/**
 * The calling device when it is approved (for `use`, when given) and not revoked (read on every call, so a revoke
 * stops it at once); else 403 with code 'not-a-device', 'device-revoked' or 'wrong-device-use'. Call it
 * before any transaction (it notes the device as seen).
 * @example const { deviceId, plant } = await requireDevice(c, db, 'kiosk')
 */
export async function requireDevice(c: Context<ApiEnv>, db: Database, use?: DeviceUse): Promise<DeviceCaller> {
  const sub = c.get('claims').sub;
  if (!isDeviceSubject(sub)) throw new NotAllowedError('Only a registered device may do this.', { code: 'not-a-device' });
  const row = await findDevice(db, sub.slice(DEVICE_ACCOUNT_PREFIX.length));
  if (!row || row.revokedAt)
    throw new NotAllowedError('This device was revoked; an administrator must approve it again.', { code: 'device-revoked' });
  if (use && row.use !== use)
    throw new NotAllowedError(`This device is registered as a ${row.use}, not a ${use}.`, { code: 'wrong-device-use' });
  await touchDevice(db, row.id, c.req.header('x-device-version') ?? null);
  return { deviceId: row.id, name: row.name, plant: row.plantId, use: row.use, playlistId: row.playlistId };
}
