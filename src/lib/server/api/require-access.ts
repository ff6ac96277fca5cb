import type { Context, MiddlewareHandler } from 'hono';
import { hasApp, hasSubApp } from '@/lib/auth/permissions';
import type { EmployeeAccount } from '@/lib/server/db/accounts';
import { NotAllowedError } from '@/lib/server/errors';
import type { ApiEnv } from './api-env';

/**
 * The caller, when their access (read once per request) grants the application, by its key or menu
 * link ('/weldleakrepair' or 'weldleakrepair'); else 403 with code 'no-application'. Call it before
 * any transaction: PGlite has one connection, so a query outside an open transaction would wait forever.
 * @example const actor = await requireApp(c, '/weldleakrepair')
 */
export async function requireApp(c: Context<ApiEnv>, app: string): Promise<EmployeeAccount> {
  const key = app.split('/').find((segment) => segment !== '') ?? app;
  const caller = c.get('caller');
  const employee = await caller.employee();
  if (!employee || !hasApp(await caller.access(), key)) {
    throw new NotAllowedError(`Only employees with the application ${app} may do this.`, { code: 'no-application' });
  }
  return employee;
}

/**
 * The caller, when their access (read once per request) grants the sub-application; else 403
 * (code 'not-allowed') with the message given, or one naming the sub-application.
 * @example await requireSubApp(c, 'weldleakrepair_Admin')
 */
export async function requireSubApp(c: Context<ApiEnv>, subAppId: string, message?: string): Promise<EmployeeAccount> {
  const caller = c.get('caller');
  const employee = await caller.employee();
  if (!employee || !hasSubApp(await caller.access(), subAppId)) {
    throw new NotAllowedError(message ?? `Only holders of ${subAppId} may do this.`);
  }
  return employee;
}

/** Hono middleware for a feature's routes: every call needs the sub-application (see `requireSubApp`). */
export function subAppRequired(subAppId: string, message?: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await requireSubApp(c, subAppId, message);
    await next();
  };
}

/** Hono middleware for a feature's routes: every call needs the application (see `requireApp`). */
export function appRequired(app: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await requireApp(c, app);
    await next();
  };
}
