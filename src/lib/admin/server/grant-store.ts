import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import type { Database } from '@/lib/server/db/database';
import { employees, plants } from '@/lib/server/db/schema/index';
import { appGrants, groupMembers, menuItems, subAppGrants, subApps, userGroups } from '@/lib/server/db/schema/access';
import { recordAudit } from './audit-store';
import { refusal } from './refusals';
import { isUniqueViolation } from './paging';

/** What is granted: an application (menu item) or a sub-application. */
export type GrantTarget = { kind: 'app'; menuId: number } | { kind: 'subApp'; subAppId: string };
/** To whom: one employee or one user group. */
export type Grantee = { kind: 'employee'; empId: number } | { kind: 'group'; groupId: number };
/** Where an employee's right comes from: their own grant, or a group they belong to. */
export type AccessSource = { type: 'direct' } | { type: 'group'; groupId: number; name: string };

type Reader = Pick<Database, 'select'>;

/** The grants table of a target, and the condition selecting the target's rows. */
function tableOf(target: GrantTarget) {
  return target.kind === 'app'
    ? {
        table: appGrants,
        where: eq(appGrants.menuId, target.menuId),
        empId: appGrants.empId,
        groupId: appGrants.groupId,
        grantedAt: appGrants.grantedAt,
      }
    : {
        table: subAppGrants,
        where: eq(subAppGrants.subAppId, target.subAppId),
        empId: subAppGrants.empId,
        groupId: subAppGrants.groupId,
        grantedAt: subAppGrants.grantedAt,
      };
}

/** The target's title for messages and the audit log; `NotFoundError` when it does not exist. */
export async function describeTarget(db: Reader, target: GrantTarget): Promise<{ id: string | number; title: string }> {
  if (target.kind === 'app') {
    const [row] = await db.select({ title: menuItems.title }).from(menuItems).where(eq(menuItems.menuId, target.menuId));
    if (!row)
      throw refusal(NotFoundError, 'no-menu-item', `There is no menu item with menu ID ${target.menuId}.`, { menuId: target.menuId });
    return { id: target.menuId, title: row.title };
  }
  const [row] = await db.select({ subAppId: subApps.subAppId }).from(subApps).where(eq(subApps.subAppId, target.subAppId));
  if (!row) throw refusal(NotFoundError, 'no-sub-app', `There is no sub-application ${target.subAppId}.`, { subAppId: target.subAppId });
  return { id: row.subAppId, title: row.subAppId };
}

/** An employee granted the target directly. */
export interface EmployeeGrantRow {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  plantName: string | null;
  grantedAt: Date;
}

/** The employees holding the target by their own grant, by name. */
export async function listEmployeeGrants(db: Database, target: GrantTarget): Promise<EmployeeGrantRow[]> {
  await describeTarget(db, target);
  const t = tableOf(target);
  return db
    .select({
      empId: employees.empId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      plantId: employees.plantId,
      plantName: plants.plantName,
      grantedAt: t.grantedAt,
    })
    .from(t.table)
    .innerJoin(employees, eq(employees.empId, t.empId))
    .leftJoin(plants, eq(plants.plantId, employees.plantId))
    .where(t.where)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.empId));
}

/** A user group granted the target. */
export interface GroupGrantRow {
  groupId: number;
  name: string;
  memberCount: number;
  grantedAt: Date;
}

/** The user groups holding the target, by name. */
export async function listGroupGrants(db: Database, target: GrantTarget): Promise<GroupGrantRow[]> {
  await describeTarget(db, target);
  const t = tableOf(target);
  const memberCount = db.$count(groupMembers, eq(groupMembers.groupId, userGroups.groupId));
  return db
    .select({ groupId: userGroups.groupId, name: userGroups.name, memberCount, grantedAt: t.grantedAt })
    .from(t.table)
    .innerJoin(userGroups, eq(userGroups.groupId, t.groupId))
    .where(t.where)
    .orderBy(asc(userGroups.name));
}

/** An employee who holds the target, with every way they hold it. */
export interface HolderRow {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  sources: AccessSource[];
}

/** Everyone who holds the target, directly or through a group, by name (security details). */
export async function listHolders(db: Database, target: GrantTarget): Promise<HolderRow[]> {
  const direct = await listEmployeeGrants(db, target);
  const t = tableOf(target);
  const viaGroups = await db
    .select({
      empId: employees.empId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      plantId: employees.plantId,
      groupId: userGroups.groupId,
      name: userGroups.name,
    })
    .from(t.table)
    .innerJoin(userGroups, eq(userGroups.groupId, t.groupId))
    .innerJoin(groupMembers, eq(groupMembers.groupId, userGroups.groupId))
    .innerJoin(employees, eq(employees.empId, groupMembers.empId))
    .where(t.where)
    .orderBy(asc(userGroups.name));
  const holders = new Map<number, HolderRow>();
  for (const row of direct) {
    holders.set(row.empId, {
      empId: row.empId,
      firstName: row.firstName,
      lastName: row.lastName,
      plantId: row.plantId,
      sources: [{ type: 'direct' }],
    });
  }
  for (const row of viaGroups) {
    const holder = holders.get(row.empId) ?? {
      empId: row.empId,
      firstName: row.firstName,
      lastName: row.lastName,
      plantId: row.plantId,
      sources: [],
    };
    holder.sources.push({ type: 'group', groupId: row.groupId, name: row.name });
    holders.set(row.empId, holder);
  }
  return [...holders.values()].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.empId - b.empId,
  );
}

/** Options of `grantAccess` and `revokeAccess`. */
export interface GrantOptions {
  actorEmpId: number | null;
  target: GrantTarget;
  grantee: Grantee;
}

/** The grantee's name for messages and the audit log; `InputError` when it does not exist. */
async function describeGrantee(db: Reader, grantee: Grantee): Promise<string> {
  if (grantee.kind === 'employee') {
    const [row] = await db.select().from(employees).where(eq(employees.empId, grantee.empId));
    if (!row)
      throw refusal(
        InputError,
        'no-employee',
        `empID: there is no employee with the ID ${grantee.empId}.`,
        { empId: grantee.empId },
        'empID',
      );
    return `${row.firstName} ${row.lastName} (${grantee.empId})`;
  }
  const [row] = await db.select().from(userGroups).where(eq(userGroups.groupId, grantee.groupId));
  if (!row)
    throw refusal(InputError, 'no-group', `groupId: there is no user group ${grantee.groupId}.`, { groupId: grantee.groupId }, 'groupId');
  return `group ${row.name}`;
}

/** Values of a message about a grantee: the employee ('Maria Nguyen (2001)') or the group's name. */
function granteeValues(grantee: Grantee, name: string, what: string) {
  return grantee.kind === 'employee' ? { who: name, what } : { group: name.replace(/^group /, ''), what };
}

/** The grantee already holds the target. */
function alreadyGranted(grantee: Grantee, name: string, title: string): ConflictError {
  const [code, field] =
    grantee.kind === 'employee' ? (['already-granted', 'empID'] as const) : (['group-already-granted', 'groupId'] as const);
  return refusal(ConflictError, code, `${name} already has ${title}.`, granteeValues(grantee, name, title), field);
}

/** The grantee does not hold the target. */
function noGrant(grantee: Grantee, name: string, title: string): NotFoundError {
  const code = grantee.kind === 'employee' ? 'no-grant' : 'group-no-grant';
  return refusal(NotFoundError, code, `${name} has no grant of ${title} to revoke.`, granteeValues(grantee, name, title));
}

function granteeCondition(target: GrantTarget, grantee: Grantee): SQL | undefined {
  const t = tableOf(target);
  return and(t.where, grantee.kind === 'employee' ? eq(t.empId, grantee.empId) : eq(t.groupId, grantee.groupId));
}

function auditRecord(target: GrantTarget, targetTitle: string, grantee: Grantee, granteeName: string) {
  return { ...target, title: targetTitle, ...grantee, grantee: granteeName };
}

/** Grants an application or sub-application to an employee or group, with its audit row, in one transaction. */
export async function grantAccess(db: Database, { actorEmpId, target, grantee }: GrantOptions): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { id, title } = await describeTarget(tx, target);
      const name = await describeGrantee(tx, grantee);
      const t = tableOf(target);
      const [existing] = await tx.select({ id: t.table.id }).from(t.table).where(granteeCondition(target, grantee));
      if (existing) throw alreadyGranted(grantee, name, title);
      const who = grantee.kind === 'employee' ? { empId: grantee.empId } : { groupId: grantee.groupId };
      if (target.kind === 'app') await tx.insert(appGrants).values({ menuId: target.menuId, ...who });
      else await tx.insert(subAppGrants).values({ subAppId: target.subAppId, ...who });
      await recordAudit(tx, {
        actorEmpId,
        action: 'grant',
        entity: target.kind === 'app' ? 'app_grant' : 'sub_app_grant',
        entityId: id,
        before: null,
        after: auditRecord(target, title, grantee, name),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refusal(ConflictError, 'granted-meanwhile', 'This grant was just given by another change; reload to see it.', {});
    throw error;
  }
}

/** Revokes a grant with its audit row in one transaction; `NotFoundError` when there is no such grant. */
export async function revokeAccess(db: Database, { actorEmpId, target, grantee }: GrantOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const { id, title } = await describeTarget(tx, target);
    const name = await describeGrantee(tx, grantee);
    const removed =
      target.kind === 'app'
        ? await tx.delete(appGrants).where(granteeCondition(target, grantee)).returning({ id: appGrants.id })
        : await tx.delete(subAppGrants).where(granteeCondition(target, grantee)).returning({ id: subAppGrants.id });
    if (removed.length === 0) throw noGrant(grantee, name, title);
    await recordAudit(tx, {
      actorEmpId,
      action: 'revoke',
      entity: target.kind === 'app' ? 'app_grant' : 'sub_app_grant',
      entityId: id,
      before: auditRecord(target, title, grantee, name),
      after: null,
    });
  });
}

/** An application an employee may use, with where each right comes from. */
export interface SourcedApp {
  menuId: number;
  link: string;
  title: string;
  icon: string;
  sources: AccessSource[];
}

/** A sub-application right an employee holds, with where it comes from. */
export interface SourcedSubApp {
  subAppId: string;
  title: string;
  menuId: number | null;
  sources: AccessSource[];
}

/** An employee's effective access, each right with its sources (own grant, or which groups). */
export async function employeeAccessSources(db: Database, empId: number): Promise<{ apps: SourcedApp[]; subApps: SourcedSubApp[] }> {
  const groups = await db
    .select({ groupId: userGroups.groupId, name: userGroups.name })
    .from(groupMembers)
    .innerJoin(userGroups, eq(userGroups.groupId, groupMembers.groupId))
    .where(eq(groupMembers.empId, empId));
  // The group of every employee has no member rows, yet what it is granted reaches everyone (as in access.ts).
  const everyone = await db
    .select({ groupId: userGroups.groupId, name: userGroups.name })
    .from(userGroups)
    .where(eq(userGroups.everyEmployee, true));
  groups.push(...everyone);
  const groupIds = groups.map((g) => g.groupId);
  const groupName = new Map(groups.map((g) => [g.groupId, g.name]));
  const mine = (
    empCol: typeof appGrants.empId | typeof subAppGrants.empId,
    groupCol: typeof appGrants.groupId | typeof subAppGrants.groupId,
  ) => (groupIds.length > 0 ? [eq(empCol, empId), inArray(groupCol, groupIds)] : [eq(empCol, empId)]);
  const appRows = await db
    .select({
      menuId: menuItems.menuId,
      link: menuItems.link,
      title: menuItems.title,
      icon: menuItems.icon,
      empId: appGrants.empId,
      groupId: appGrants.groupId,
    })
    .from(appGrants)
    .innerJoin(menuItems, eq(menuItems.menuId, appGrants.menuId))
    .where(or(...mine(appGrants.empId, appGrants.groupId)))
    .orderBy(asc(menuItems.title));
  const subRows = await db
    .select({
      subAppId: subApps.subAppId,
      title: subApps.title,
      menuId: subApps.menuId,
      empId: subAppGrants.empId,
      groupId: subAppGrants.groupId,
    })
    .from(subAppGrants)
    .innerJoin(subApps, eq(subApps.subAppId, subAppGrants.subAppId))
    .where(or(...mine(subAppGrants.empId, subAppGrants.groupId)))
    .orderBy(asc(subApps.subAppId));
  const sourceOf = (row: { empId: number | null; groupId: number | null }): AccessSource =>
    row.empId !== null ? { type: 'direct' } : { type: 'group', groupId: row.groupId ?? 0, name: groupName.get(row.groupId ?? 0) ?? '' };
  const apps = new Map<number, SourcedApp>();
  for (const { empId: e, groupId, ...app } of appRows) {
    const entry = apps.get(app.menuId) ?? { ...app, sources: [] };
    entry.sources.push(sourceOf({ empId: e, groupId }));
    apps.set(app.menuId, entry);
  }
  const rights = new Map<string, SourcedSubApp>();
  for (const { empId: e, groupId, ...right } of subRows) {
    const entry = rights.get(right.subAppId) ?? { ...right, sources: [] };
    entry.sources.push(sourceOf({ empId: e, groupId }));
    rights.set(right.subAppId, entry);
  }
  return { apps: [...apps.values()], subApps: [...rights.values()] };
}
