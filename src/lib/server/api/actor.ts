import type { Context } from 'hono';
import { hasSubApp } from '@/lib/auth/permissions';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';

/** The caller of a shop-floor record call: their employee id and name. */
export interface RecordActor {
  empId: number;
  name: string;
}

/**
 * The caller, when they hold the application (see `requireApp`: access read once per request); else 403. Asked before
 * any transaction: PGlite has one connection, so a query outside an open transaction would wait forever.
 * @example await requireApplication(c, db, '/weldleakrepair')
 */
export async function requireApplication(c: Context<ApiEnv>, _db: Database, link: string): Promise<RecordActor> {
  const employee = await requireApp(c, link);
  return { empId: employee.empId, name: `${employee.firstName} ${employee.lastName}` };
}

/** Whether the caller holds a sub-application right (directly or through a group). */
export async function holdsSubApp(c: Context<ApiEnv>, _db: Database, subAppId: string): Promise<boolean> {
  return hasSubApp(await c.get('caller').access(), subAppId);
}
