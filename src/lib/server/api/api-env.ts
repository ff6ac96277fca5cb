import type { Context } from 'hono';
import { findEmployeeByEmail, type EmployeeAccount } from '../db/accounts';
import { hasSubApp } from '@/lib/auth/permissions';
import { accessForEmployee, ADMIN_SUB_APP_ID, type Access } from '../db/access';
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

/** The signed-in caller: their token, their employee record (when the directory knows them), access and administrator right. */
export interface Caller {
  claims: AccessClaims;
  employee(): Promise<EmployeeAccount | null>;
  /** The caller's access collection (spec §3); empty when the directory does not know them. */
  access(): Promise<Access>;
  isAdmin(): Promise<boolean>;
}

/**
 * Builds the caller of a request; the employee and their access are read once, on first use, and
 * shared by every check of the request (`requireApp`, `requireSubApp`, `isAdmin`). A request is
 * short, so a revoked right takes effect on the next one.
 */
export function createCaller(db: Database, claims: AccessClaims): Caller {
  let employee: Promise<EmployeeAccount | null> | undefined;
  let access: Promise<Access> | undefined;
  const caller: Caller = {
    claims,
    employee: () => (employee ??= findEmployeeByEmail(db, claims.uniqueName)),
    access: () => (access ??= caller.employee().then((e) => (e ? accessForEmployee(db, e.empId) : {}))),
    isAdmin: () => caller.access().then((a) => hasSubApp(a, ADMIN_SUB_APP_ID)),
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
  // Reading one's own notifications (every page's bell) needs no query for the administrator right.
  if (c.get('caller').claims.uniqueName === username.toLowerCase()) return;
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
