import type { AppsApi } from '../api/client.server';
import { ApiError } from '../api/errors';
import type { Access, Employee } from '../api/types';
import { TtlCache } from '../server/ttl-cache';
import { ADMIN_SUB_APP } from './permissions';
import { decodeTokenData, type TokenData } from './tokens';

/** The signed-in user (spec §3 'User state'). */
export interface UserState {
  employee: Employee | null;
  /** The company e-mail from the token's unique_name claim. */
  username: string;
  access: Access;
  tokenData: TokenData;
}

// Directory records change rarely, so a page load may use one up to a minute old; access is read on
// every page load, so a grant or a revoke reaches the employee at once. The administrator question is
// only logged (spec §7), so it is asked once in ten minutes per user rather than on every page.
const employees = new TtlCache<string, Employee>({ ttlMs: 60_000, maxEntries: 5_000 });
const adminAsked = new TtlCache<number, true>({ ttlMs: 600_000, maxEntries: 5_000 });

/**
 * Whether an API call was refused because the session's access token no longer counts (401: signed
 * out elsewhere, or revoked at logout); `loadUserState` lets that through so the session ends.
 */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Loads the user state with the user's own access token (a 401 is thrown: see `isSignedOut`). The employee and access loads, and the
 * administrator question, only log their failures (spec §8): the user then sees no applications.
 */
export async function loadUserState(api: AppsApi, claims: string | undefined, uniqueName: string): Promise<UserState> {
  const tokenData = decodeTokenData(claims);
  const username = tokenData.unique_name || uniqueName;
  const employee =
    employees.get(username) ??
    (await api.employeeByEmail(username).then(
      (found) => {
        employees.set(username, found);
        return found;
      },
      (error: unknown) => {
        if (isSignedOut(error)) throw error;
        console.error('[user] employee load failed:', describe(error));
        return null;
      },
    ));
  if (!employee) return { employee, username, access: {}, tokenData };
  const [access] = await Promise.all([
    api.accessByEmployee(employee.empID).catch((error: unknown) => {
      if (isSignedOut(error)) throw error;
      console.error('[user] access load failed:', describe(error));
      return {} as Access;
    }),
    adminAsked.get(employee.empID) ? undefined : logAdministrator(api, username, employee.empID),
  ]);
  return { employee, username, access, tokenData };
}

async function logAdministrator(api: AppsApi, username: string, empID: number): Promise<void> {
  try {
    const admin = await api.isAuthorizedSubApp(ADMIN_SUB_APP, empID);
    adminAsked.set(empID, true);
    console.log(`[user] ${username} ${ADMIN_SUB_APP}: ${admin}`);
  } catch (error) {
    console.error('[user] admin check failed:', describe(error));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
