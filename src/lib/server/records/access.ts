import type { Context } from 'hono';
import { accessForEmployee, appKeyOfLink, isAuthorizedSubApp } from '../db/access';
import type { Database } from '../db/database';
import type { ApiEnv } from '../api/api-env';
import { NotAllowedError } from '../errors';

/** The caller of a shop-floor record call: their employee id and name. */
export interface RecordActor {
  empId: number;
  name: string;
}

/**
 * The caller, when they hold the application (directly or through a group); else 403. Asked before
 * any transaction: PGlite has one connection, so a query outside an open transaction would wait forever.
 * @example await requireApplication(c, db, '/weldleakrepair')
 */
export async function requireApplication(c: Context<ApiEnv>, db: Database, link: string): Promise<RecordActor> {
  const employee = await c.get('caller').employee();
  const entry = employee ? (await accessForEmployee(db, employee.empId))[appKeyOfLink(link)] : undefined;
  if (!employee || !entry || entry.MenuID === 0) {
    throw new NotAllowedError(`Only employees with the application ${link} may do this.`, { code: 'no-application' });
  }
  return { empId: employee.empId, name: `${employee.firstName} ${employee.lastName}` };
}

/** Whether the caller holds a sub-application right (directly or through a group). */
export async function holdsSubApp(c: Context<ApiEnv>, db: Database, subAppId: string): Promise<boolean> {
  const employee = await c.get('caller').employee();
  return employee ? isAuthorizedSubApp(db, employee.empId, subAppId) : false;
}
