import type { Context } from 'hono';
import { PLANT_IDS } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import type { Database } from '@/lib/server/db/database';
import { announceBoardChange } from '@/lib/devices/server/device-events';
import { isDeviceSubject, requireDevice } from '@/lib/devices/server/require-device';
import { NotAllowedError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';

/** The plant a read is for: a board's own (whatever it asks; null only for company-wide lists when it asks none), a person's choice. */
export async function readerPlant(
  c: Context<ApiEnv>,
  db: Database,
  asked: string | undefined,
  companyWide: boolean,
): Promise<string | null> {
  if (isDeviceSubject(c.get('claims').sub)) {
    const { plant } = await requireDevice(c, db, 'board');
    return companyWide && !asked ? null : plant;
  }
  if (!(await c.get('caller').employee()))
    throw new NotAllowedError('Only employees and approved boards read the boards.', { code: 'no-employee' });
  return asked ?? null;
}

/** Tells the boards of a plant (every plant for a company-wide change) to fetch their data again. */
export async function announceTo(tx: Tx, plant: string | null): Promise<void> {
  for (const each of plant ? [plant] : PLANT_IDS) await announceBoardChange(tx, { plant: each, kind: 'data' });
}
