import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from './database';
import { appGrants, employeePlants, groupMembers, menuItems, subAppGrants, subApps, userGroups } from '@/lib/server/db/schema/access';

/** The administrator right (spec §6). */
export const ADMIN_SUB_APP_ID = 'Apps_Security';
/** The right to create notifications for other employees (other applications' accounts hold it). */
export const NOTIFY_SUB_APP_ID = 'Apps_Notify';

/** One entry of the access collection (spec §3). */
export interface AccessEntry {
  MenuID: number;
  /** The sub-applications granted inside this application, or null when none are. */
  SubApps: Record<string, true> | null;
}

/**
 * The access collection (spec §3), keyed by application key: the menu link without its slash
 * ('/Maintenance' -> 'Maintenance', '/Admin/applications' -> 'Admin').
 * Sub-application rights sit under their application's entry when that application is granted too;
 * rights whose application is not granted, or that belong to no application, sit under
 * `OTHER_SUB_APPS_KEY` with MenuID 0, so no application is opened by a sub-application right alone.
 */
export type Access = Record<string, AccessEntry>;

/** Key of the entry holding sub-application rights outside the employee's applications (MenuID 0). */
export const OTHER_SUB_APPS_KEY = '_';

/**
 * The application key of a menu link: its first path segment.
 * @example appKeyOfLink('/Admin/applications') // 'Admin'
 */
export function appKeyOfLink(link: string): string {
  return link.split('/').find((segment) => segment !== '') ?? link;
}

/** What the database says an employee holds, before it is shaped into the access collection. */
export interface GrantedRights {
  apps: { menuId: number; link: string }[];
  subApps: { subAppId: string; menuId: number | null }[];
}

/** Shapes granted rights into the access collection (pure; see `Access` for the rules). */
export function buildAccess({ apps, subApps: rights }: GrantedRights): Access {
  const access: Access = {};
  const keyOfMenu = new Map<number, string>();
  for (const app of [...apps].sort((a, b) => a.menuId - b.menuId)) {
    const key = appKeyOfLink(app.link);
    keyOfMenu.set(app.menuId, key);
    access[key] ??= { MenuID: app.menuId, SubApps: null };
  }
  for (const right of [...rights].sort((a, b) => a.subAppId.localeCompare(b.subAppId))) {
    const key = (right.menuId !== null && keyOfMenu.get(right.menuId)) || OTHER_SUB_APPS_KEY;
    const entry = (access[key] ??= { MenuID: 0, SubApps: null });
    entry.SubApps = { ...entry.SubApps, [right.subAppId]: true };
  }
  return access;
}

/** The groups an employee belongs to (their member rows, and the groups of every employee), as a subquery. */
function groupsOf(db: Database, empId: number) {
  return db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.empId, empId))
    .union(db.select({ groupId: userGroups.groupId }).from(userGroups).where(eq(userGroups.everyEmployee, true)));
}

/** Who a rights query is about: a condition on a grant's employee id, and one on its group id. */
type Holder = {
  emp: (column: typeof appGrants.empId | typeof subAppGrants.empId) => SQL;
  group: (column: typeof appGrants.groupId | typeof subAppGrants.groupId) => SQL;
};

/** The application grants and the sub-application grants of a holder, as two selects to union. */
function rightsSelects(db: Database, holder: Holder) {
  const apps = db
    .selectDistinct({
      kind: sql<string>`'app'`.as('kind'),
      menuId: sql<number | null>`${menuItems.menuId}`.as('menu_id'),
      key: menuItems.link,
    })
    .from(appGrants)
    .innerJoin(menuItems, eq(menuItems.menuId, appGrants.menuId))
    .where(or(holder.emp(appGrants.empId), holder.group(appGrants.groupId)));
  const rights = db
    .selectDistinct({
      kind: sql<string>`'sub'`.as('kind'),
      menuId: sql<number | null>`${subApps.menuId}`.as('menu_id'),
      key: subApps.subAppId,
    })
    .from(subAppGrants)
    .innerJoin(subApps, eq(subApps.subAppId, subAppGrants.subAppId))
    .where(or(holder.emp(subAppGrants.empId), holder.group(subAppGrants.groupId)));
  return { apps, rights };
}

/** Shapes the rows of a rights query ('app' and 'sub' kinds). */
function rightsOfRows(rows: { kind: string; menuId: number | null; key: string }[]): GrantedRights {
  return {
    apps: rows.filter((r) => r.kind === 'app' && r.menuId !== null).map((r) => ({ menuId: Number(r.menuId), link: r.key })),
    subApps: rows.filter((r) => r.kind === 'sub').map((r) => ({ subAppId: r.key, menuId: r.menuId === null ? null : Number(r.menuId) })),
  };
}

/** Reads the rights granted to the employee directly or through any of their groups (one query). */
export async function grantedRights(db: Database, empId: number): Promise<GrantedRights> {
  const { apps, rights } = rightsSelects(db, {
    emp: (column) => eq(column, empId),
    group: (column) => inArray(column, groupsOf(db, empId)),
  });
  return rightsOfRows(await apps.union(rights));
}

/** The access collection of an employee: the union of their own grants and their groups' grants. */
export async function accessForEmployee(db: Database, empId: number): Promise<Access> {
  return buildAccess(await grantedRights(db, empId));
}

/** Whether the employee holds the sub-application right, directly or through a group. */
export async function isAuthorizedSubApp(db: Database, empId: number, subAppId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(subAppGrants)
    .where(and(eq(subAppGrants.subAppId, subAppId), or(eq(subAppGrants.empId, empId), inArray(subAppGrants.groupId, groupsOf(db, empId)))))
    .limit(1);
  return row !== undefined;
}

/** The plants an administrator granted the employee besides their own, by id. */
export async function grantedPlants(db: Database, empId: number): Promise<string[]> {
  const rows = await db.select({ plantId: employeePlants.plantId }).from(employeePlants).where(eq(employeePlants.empId, empId));
  return rows.map((row) => row.plantId).sort();
}
