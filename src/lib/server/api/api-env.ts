import type { Context } from 'hono';
import { findEmployeeByEmail, type EmployeeAccount } from '../db/accounts';
import { ADMIN_SUB_APP_ID, isAuthorizedSubApp } from '../db/access';
import type { Database } from '../db/database';
import type { AccessClaims } from './bearer';
import { NotAllowedError } from '../errors';

/** Hono environment of the API: the verified caller of the request. */
export interface ApiEnv {
  Variables: {
    claims: AccessClaims;
    caller: Caller;
  };
}

/** The signed-in caller: their token, their employee record (when the directory knows them) and administrator right. */
export interface Caller {
  claims: AccessClaims;
  employee(): Promise<EmployeeAccount | null>;
  isAdmin(): Promise<boolean>;
}

/** Builds the caller of a request; the employee and the administrator right are looked up once, on first use. */
export function createCaller(db: Database, claims: AccessClaims): Caller {
  let employee: Promise<EmployeeAccount | null> | undefined;
  let admin: Promise<boolean> | undefined;
  const caller: Caller = {
    claims,
    employee: () => (employee ??= findEmployeeByEmail(db, claims.uniqueName)),
    isAdmin: () =>
      (admin ??= caller.employee().then((e) => (e ? isAuthorizedSubApp(db, e.empId, ADMIN_SUB_APP_ID) : false))),
  };
  return caller;
}

/** Lets the call through when it concerns the caller's own employee id, or the caller is an administrator; else 403. */
export async function requireSelfOrAdmin(c: Context<ApiEnv>, empId: number): Promise<void> {
  const caller = c.get('caller');
  if ((await caller.employee())?.empId === empId || (await caller.isAdmin())) return;
  throw new NotAllowedError(`Only employee ${empId} or an administrator (Apps_Security) may ask this.`);
}

/** Lets the call through when it concerns the caller's own notifications, or the caller is an administrator; else 403. */
export async function requireOwnUsernameOrAdmin(c: Context<ApiEnv>, username: string): Promise<void> {
  (await ownUsernameOrAdminGuard(c))(username);
}

/**
 * The check of `requireOwnUsernameOrAdmin` with the administrator right looked up in advance, so it
 * can run inside a transaction without a query of its own (PGlite has one connection: a query
 * outside the transaction would wait for it forever).
 */
export async function ownUsernameOrAdminGuard(c: Context<ApiEnv>): Promise<(username: string) => void> {
  const caller = c.get('caller');
  const admin = await caller.isAdmin();
  return (username) => {
    if (admin || caller.claims.uniqueName === username.toLowerCase()) return;
    throw new NotAllowedError(`Only ${username} or an administrator (Apps_Security) may read or change these notifications.`);
  };
}
