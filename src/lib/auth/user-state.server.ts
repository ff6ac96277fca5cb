import type { AppsApi } from '@/lib/api/client.server';
import { ApiError } from '@/lib/api/errors';
import type { Access, Employee, Notification } from '@/lib/api/types';
import { TtlCache } from '@/lib/server/ttl-cache';
import { ADMIN_SUB_APP, hasSubApp } from './permissions';
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

/** What a page reads of its user: the user state, and the unread notifications when it asked for them (null: not asked, or failed). */
export interface PageUser {
  user: UserState;
  unread: Notification[] | null;
}

/**
 * Loads the user state with the user's own access token (a 401 is thrown: see `isSignedOut`); with
 * `unread`, their unread notifications too. When the API is this portal's own (`api.me`), that is one
 * call, answered from the API's exact caches (one round trip per page, access changes still
 * seen on the next page); against a company API host it is the calls of spec §7. A failed load is
 * only logged (spec §8): the user then sees no applications and the bell asks for itself.
 */
export async function loadUserState(
  api: AppsApi,
  claims: string | undefined,
  uniqueName: string,
  options: { unread?: boolean } = {},
): Promise<PageUser> {
  const tokenData = decodeTokenData(claims);
  const username = tokenData.unique_name || uniqueName;
  if (api.me) {
    try {
      const me = await api.me({ unread: options.unread === true });
      if (me.employee) logAdministratorOnce(username, me.employee.empID, me.access);
      return { user: { employee: me.employee, username, access: me.access, tokenData }, unread: me.unread ?? null };
    } catch (error) {
      if (isSignedOut(error)) throw error;
      console.error('[user] user state load failed:', describe(error));
      return { user: { employee: null, username, access: {}, tokenData }, unread: null };
    }
  }
  const unread = options.unread ? api.notifications({ username, unread: true }).catch(() => null) : Promise.resolve(null);
  const [user, list] = await Promise.all([specCalls(api, username, tokenData), unread]);
  return { user, unread: list };
}

/** What a kept user state was read under: the counters of the topics it shows, and how long its token counts. */
export interface UserStateBasis {
  /** The access token the state was loaded with (the key). */
  accessToken: string;
  /** The 'access' and 'notifications' counters read before it was loaded (the page memo's stamp). */
  access: string;
  notifications: string;
  /** When the access token expires (ms since 1970). */
  expiresAt: number;
  /** Whether the token's sign-in is still alive (logout ends it at once). */
  signInAlive: () => Promise<boolean>;
}

// At most a minute, as the directory records of a company API host are kept.
const keptStates = new TtlCache<string, { access: string; notifications: string; loaded: PageUser }>({
  ttlMs: 60_000,
  maxEntries: 5_000,
});

/**
 * The user state of a page, kept by access token (and whether it holds the unread notifications) while
 * nothing it shows may have changed: the 'access' counter (grants, revokes, directory records) and the
 * 'notifications' counter are the ones it was read under, its token has not expired, and the sign-in
 * is still alive. So a grant, a revoke, a new or read notification or a logout applies on the next
 * page, as with the page memo, whose pages rest on the same counters; and the person's next page takes
 * the state instead of asking the API again (a call in this process, yet 3 to 4 % of a fresh page's
 * CPU: the request, the routing, the JSON both ways). A state that failed to load in part is not kept.
 */
export async function keptUserState(basis: UserStateBasis, unread: boolean, load: () => Promise<PageUser>): Promise<PageUser> {
  const key = `${unread ? 'u' : '-'}${basis.accessToken}`;
  const kept = keptStates.get(key);
  if (
    kept &&
    kept.access === basis.access &&
    kept.notifications === basis.notifications &&
    Date.now() < basis.expiresAt &&
    (await basis.signInAlive().catch(() => false))
  ) {
    return kept.loaded;
  }
  const loaded = await load();
  const whole = loaded.user.employee !== null && (!unread || loaded.unread !== null);
  if (whole && Date.now() < basis.expiresAt) keptStates.set(key, { access: basis.access, notifications: basis.notifications, loaded });
  return loaded;
}

/** The user state from the calls of spec §7 (a company API host without this portal's /v1/Security/Me). */
async function specCalls(api: AppsApi, username: string, tokenData: TokenData): Promise<UserState> {
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

/** The administrator flag is only logged (spec §7), once in ten minutes per user; here read from the access already at hand. */
function logAdministratorOnce(username: string, empID: number, access: Access): void {
  if (adminAsked.get(empID)) return;
  adminAsked.set(empID, true);
  console.log(`[user] ${username} ${ADMIN_SUB_APP}: ${hasSubApp(access, ADMIN_SUB_APP)}`);
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
