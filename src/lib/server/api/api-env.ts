import type { Context } from 'hono';
import { findEmployeeByEmail, type EmployeeAccount } from '@/lib/server/db/accounts';
import { hasSubApp } from '@/lib/auth/permissions';
import { accessForEmployee, ADMIN_SUB_APP_ID, grantedPlants, type Access } from '@/lib/server/db/access';
import type { Database } from '@/lib/server/db/database';
import { GenerationCache, readGenerations, type GenerationSource, type Generations } from '@/lib/server/db/generations';
import type { AccessClaims } from './bearer';
import { NotAllowedError } from '@/lib/server/errors';
import type { NotificationRow } from '@/lib/server/notify/notify';
import type { JobDetail } from '@/lib/materials/schemas';
import type { Employee, MenuItem, Plant } from '@/lib/api/types';

/** Hono environment of the API: the verified caller of the request. */
export interface ApiEnv {
  Variables: {
    claims: AccessClaims;
    caller: Caller;
    /** The cache counters a replayable read saw before reading (see replay.ts). */
    replayStamp: Generations;
    /** When a write was made on the device (its Made-At header), null when sent as it was made (src/lib/outbox/server). */
    madeAt: Date | null;
  };
}

/** The signed-in caller: their token, their employee record (when the directory knows them), access and administrator right. */
export interface Caller {
  claims: AccessClaims;
  /** The cache counters, read once per request on first use (see src/lib/server/db/generations.ts). */
  generations(): Promise<Generations>;
  employee(): Promise<EmployeeAccount | null>;
  /** The caller's access collection (spec §3); empty when the directory does not know them. */
  access(): Promise<Access>;
  isAdmin(): Promise<boolean>;
  /** The plants the caller works at (their own and those granted them), or 'every' for administrators. */
  workPlants(): Promise<ReadonlySet<string> | 'every'>;
}

/** The API's exact caches of what every call reads (one set per database: see `GenerationCache`). */
export interface ApiCaches {
  /** Directory records by company e-mail (null: not in the directory). */
  employees: GenerationCache<string, EmployeeAccount | null>;
  /** Access collections by employee id. */
  access: GenerationCache<number, Access>;
  /** The plants granted to an employee besides their own, by employee id. */
  plantGrants: GenerationCache<number, string[]>;
  /** The menu (GET /v1/Apps/MenuItems), under the key 'all'. */
  menuItems: GenerationCache<'all', MenuItem[]>;
  /** The plants (GET /v1/Plant), under the key 'all'. */
  plants: GenerationCache<'all', Plant[]>;
  /** Notification lists by their query (recipient, read state, order, limit). */
  notifications: GenerationCache<string, NotificationRow[]>;
  /** Jobs' answers (GET /v1/Jobs/{jobNum}) by job number (null: no such job); topic 'materials'. */
  jobs: GenerationCache<string, JobDetail | null>;
}

/** Empty caches for one API (one database). */
export function createApiCaches(): ApiCaches {
  return {
    employees: new GenerationCache('access'),
    access: new GenerationCache('access'),
    plantGrants: new GenerationCache('access'),
    menuItems: new GenerationCache('access', 1),
    plants: new GenerationCache('access', 1),
    notifications: new GenerationCache('notifications'),
    jobs: new GenerationCache('materials', 2_000),
  };
}

/**
 * Builds the caller of a request; the employee and their access are read once, on first use, and
 * shared by every check of the request (`requireApp`, `requireSubApp`, `isAdmin`). They come from
 * `caches` while the 'access' counter read by this request is unchanged, so a grant or a revoke
 * (any change of the directory, groups, grants or the catalogue) takes effect on the next request.
 */
export function createCaller(
  db: Database,
  claims: AccessClaims,
  caches: ApiCaches = createApiCaches(),
  source: GenerationSource = () => readGenerations(db),
): Caller {
  let generations: Promise<Generations> | undefined;
  let employee: Promise<EmployeeAccount | null> | undefined;
  let access: Promise<Access> | undefined;
  const caller: Caller = {
    claims,
    generations: () => (generations ??= source()),
    employee: () =>
      (employee ??= caller
        .generations()
        .then((gens) => caches.employees.through(claims.uniqueName, gens, () => findEmployeeByEmail(db, claims.uniqueName)))),
    access: () =>
      (access ??= Promise.all([caller.generations(), caller.employee()]).then(([gens, e]) =>
        e ? caches.access.through(e.empId, gens, () => accessForEmployee(db, e.empId)) : {},
      )),
    isAdmin: () => caller.access().then((a) => hasSubApp(a, ADMIN_SUB_APP_ID)),
    workPlants: async () => {
      if (await caller.isAdmin()) return 'every';
      const [gens, e] = await Promise.all([caller.generations(), caller.employee()]);
      if (!e) return new Set<string>();
      const granted = await caches.plantGrants.through(e.empId, gens, () => grantedPlants(db, e.empId));
      return new Set(e.plantId ? [e.plantId, ...granted] : granted);
    },
  };
  return caller;
}

/** A directory record as the API answers it (spec §3 Employee). */
export function employeeJson(account: EmployeeAccount): Employee {
  return { empID: account.empId, firstName: account.firstName, lastName: account.lastName, plant: account.plantId };
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
