import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import type { Database, Tx } from '@/lib/server/db/database';
import { employees, plants } from '@/lib/server/db/schema/index';
import { groupMembers, userGroups } from '@/lib/server/db/schema/access';
import { recordAudit } from './audit-store';
import { refusal } from './refusals';
import { likePattern } from './menu-store';
import { isUniqueViolation, offsetOf, type Page, type PageRequest } from './paging';

/** An employee as the administration lists them. */
export interface EmployeeRow {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  plantName: string | null;
  companyEmail: string;
}

/** Columns the users table sorts by. */
export const EMPLOYEE_SORTS = ['lastName', 'firstName', 'empId', 'plant'] as const;
/** One of `EMPLOYEE_SORTS`. */
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

/** The plant filter's value for employees without a plant. */
export const NO_PLANT = 'none';

/** Options of `searchEmployees`. */
export interface SearchEmployeesOptions extends PageRequest {
  /** An employee id (or its first digits), or part of a name or e-mail, any case. */
  q?: string | undefined;
  /** A plant id, or `NO_PLANT`. */
  plant?: string | undefined;
  sort: EmployeeSort;
  dir: 'asc' | 'desc';
}

const employeeColumns = {
  empId: employees.empId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  plantId: employees.plantId,
  plantName: plants.plantName,
  companyEmail: employees.companyEmail,
};

/** The condition of a free-text employee search: id prefix, or part of a name, full name or e-mail. */
function employeeMatch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const byText = [
    ilike(employees.lastName, pattern),
    ilike(employees.firstName, pattern),
    ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
    ilike(employees.companyEmail, pattern),
  ];
  return /^[0-9]{1,9}$/.test(q) ? or(sql`${employees.empId}::text like ${`${q}%`}`, ...byText) : or(...byText);
}

/** The company directory for the users table: searched, filtered by plant, sorted and paged in the database. */
export async function searchEmployees(db: Database, options: SearchEmployeesOptions): Promise<Page<EmployeeRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (options.q) conditions.push(employeeMatch(options.q));
  if (options.plant === NO_PLANT) conditions.push(isNull(employees.plantId));
  else if (options.plant) conditions.push(eq(employees.plantId, options.plant));
  const where = and(...conditions);
  const direction = options.dir === 'desc' ? desc : asc;
  const order = {
    lastName: [direction(employees.lastName), direction(employees.firstName)],
    firstName: [direction(employees.firstName), direction(employees.lastName)],
    empId: [direction(employees.empId)],
    plant: [direction(plants.plantName), asc(employees.lastName), asc(employees.firstName)],
  }[options.sort];
  const [items, [counted]] = await Promise.all([
    db
      .select(employeeColumns)
      .from(employees)
      .leftJoin(plants, eq(plants.plantId, employees.plantId))
      .where(where)
      .orderBy(...order, asc(employees.empId))
      .limit(options.pageSize)
      .offset(offsetOf(options)),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: options.page, pageSize: options.pageSize };
}

/** One employee; `NotFoundError` when there is none. */
export async function getEmployee(db: Pick<Database, 'select'>, empId: number): Promise<EmployeeRow> {
  const [row] = await db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(plants, eq(plants.plantId, employees.plantId))
    .where(eq(employees.empId, empId))
    .limit(1);
  if (!row) throw refusal(NotFoundError, 'no-employee', `There is no employee with the ID ${empId}.`, { empId });
  return row;
}

/** A user group with its member count. */
export interface GroupRow {
  groupId: number;
  name: string;
  memberCount: number;
}

/** Options of `listGroups`. */
export interface ListGroupsOptions extends PageRequest {
  q?: string | undefined;
  dir: 'asc' | 'desc';
}

/** The user groups by name, filtered and paged in the database. */
export async function listGroups(db: Database, options: ListGroupsOptions): Promise<Page<GroupRow>> {
  const where = options.q ? ilike(userGroups.name, likePattern(options.q)) : undefined;
  const memberCount = db.$count(groupMembers, eq(groupMembers.groupId, userGroups.groupId));
  const [items, [counted]] = await Promise.all([
    db
      .select({ groupId: userGroups.groupId, name: userGroups.name, memberCount })
      .from(userGroups)
      .where(where)
      .orderBy(options.dir === 'desc' ? desc(userGroups.name) : asc(userGroups.name), asc(userGroups.groupId))
      .limit(options.pageSize)
      .offset(offsetOf(options)),
    db.select({ total: count() }).from(userGroups).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: options.page, pageSize: options.pageSize };
}

/** One user group; `NotFoundError` when there is none. */
export async function getGroup(db: Database, groupId: number): Promise<GroupRow> {
  const memberCount = db.$count(groupMembers, eq(groupMembers.groupId, userGroups.groupId));
  const [row] = await db
    .select({ groupId: userGroups.groupId, name: userGroups.name, memberCount })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId));
  if (!row) throw refusal(NotFoundError, 'no-group', `There is no user group ${groupId}.`, { groupId });
  return row;
}

/** The user groups an employee belongs to, by name. */
export async function groupsOfEmployee(db: Database, empId: number): Promise<GroupRow[]> {
  const memberCount = db.$count(groupMembers, eq(groupMembers.groupId, userGroups.groupId));
  return db
    .select({ groupId: userGroups.groupId, name: userGroups.name, memberCount })
    .from(groupMembers)
    .innerJoin(userGroups, eq(userGroups.groupId, groupMembers.groupId))
    .where(eq(groupMembers.empId, empId))
    .orderBy(asc(userGroups.name));
}

/** A group name already in use (any case). */
function nameUsed(name: string): ConflictError {
  return refusal(ConflictError, 'group-name-used', `A user group named ${name} already exists.`, { name }, 'name');
}

async function assertGroupNameFree(tx: Tx, name: string, exceptGroupId: number | null): Promise<void> {
  const [other] = await tx
    .select()
    .from(userGroups)
    .where(sql`lower(${userGroups.name}) = lower(${name})`);
  if (other && other.groupId !== exceptGroupId) throw nameUsed(other.name);
}

/** Options of `createGroup` and `renameGroup`. */
export interface SaveGroupOptions {
  actorEmpId: number | null;
  name: string;
}

/** Creates a user group with its audit row in one transaction; `ConflictError` for a name in use (any case). */
export async function createGroup(db: Database, { actorEmpId, name }: SaveGroupOptions): Promise<GroupRow> {
  try {
    return await db.transaction(async (tx) => {
      await assertGroupNameFree(tx, name, null);
      const [row] = await tx.insert(userGroups).values({ name }).returning();
      await recordAudit(tx, { actorEmpId, action: 'create', entity: 'user_group', entityId: row!.groupId, before: null, after: row });
      return { ...row!, memberCount: 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameUsed(name);
    throw error;
  }
}

/** Renames a user group with its audit row in one transaction. */
export async function renameGroup(db: Database, options: SaveGroupOptions & { groupId: number }): Promise<GroupRow> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(userGroups).where(eq(userGroups.groupId, options.groupId)).for('update');
      if (!before) throw refusal(NotFoundError, 'no-group', `There is no user group ${options.groupId}.`, { groupId: options.groupId });
      await assertGroupNameFree(tx, options.name, options.groupId);
      const [after] = await tx.update(userGroups).set({ name: options.name }).where(eq(userGroups.groupId, options.groupId)).returning();
      await recordAudit(tx, {
        actorEmpId: options.actorEmpId,
        action: 'update',
        entity: 'user_group',
        entityId: options.groupId,
        before,
        after,
      });
      const [counted] = await tx.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, options.groupId));
      return { ...after!, memberCount: counted?.n ?? 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameUsed(options.name);
    throw error;
  }
}

/** The members of a user group, by name; `NotFoundError` when the group does not exist. */
export async function listGroupMembers(db: Database, groupId: number): Promise<EmployeeRow[]> {
  await getGroup(db, groupId);
  return db
    .select(employeeColumns)
    .from(groupMembers)
    .innerJoin(employees, eq(employees.empId, groupMembers.empId))
    .leftJoin(plants, eq(plants.plantId, employees.plantId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.empId));
}

/** Options of `addGroupMember` and `removeGroupMember`. */
export interface GroupMemberOptions {
  actorEmpId: number | null;
  groupId: number;
  empId: number;
}

/** Puts an employee in a user group with its audit row in one transaction; `ConflictError` when already a member. */
export async function addGroupMember(db: Database, { actorEmpId, groupId, empId }: GroupMemberOptions): Promise<EmployeeRow> {
  try {
    return await db.transaction(async (tx) => {
      const [group] = await tx.select().from(userGroups).where(eq(userGroups.groupId, groupId));
      if (!group) throw refusal(NotFoundError, 'no-group', `There is no user group ${groupId}.`, { groupId });
      const [employee] = await tx
        .select(employeeColumns)
        .from(employees)
        .leftJoin(plants, eq(plants.plantId, employees.plantId))
        .where(eq(employees.empId, empId));
      if (!employee) throw refusal(InputError, 'no-employee', `empID: there is no employee with the ID ${empId}.`, { empId }, 'empID');
      const [existing] = await tx
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.empId, empId)));
      const who = `${employee.firstName} ${employee.lastName} (${empId})`;
      if (existing)
        throw refusal(ConflictError, 'already-member', `${who} is already a member of ${group.name}.`, { who, group: group.name }, 'empID');
      await tx.insert(groupMembers).values({ groupId, empId });
      await recordAudit(tx, {
        actorEmpId,
        action: 'create',
        entity: 'group_member',
        entityId: groupId,
        before: null,
        after: { groupId, group: group.name, empId, employee: who },
      });
      return employee;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refusal(
        ConflictError,
        'already-member',
        `Employee ${empId} is already a member of group ${groupId}.`,
        { who: empId, group: groupId },
        'empID',
      );
    }
    throw error;
  }
}

/** Takes an employee out of a user group with its audit row in one transaction; `NotFoundError` when not a member. */
export async function removeGroupMember(db: Database, { actorEmpId, groupId, empId }: GroupMemberOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(userGroups).where(eq(userGroups.groupId, groupId));
    if (!group) throw refusal(NotFoundError, 'no-group', `There is no user group ${groupId}.`, { groupId });
    const [removed] = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.empId, empId)))
      .returning();
    if (!removed)
      throw refusal(NotFoundError, 'not-member', `Employee ${empId} is not a member of ${group.name}.`, { empId, group: group.name });
    const [employee] = await tx.select().from(employees).where(eq(employees.empId, empId));
    const who = employee ? `${employee.firstName} ${employee.lastName} (${empId})` : String(empId);
    await recordAudit(tx, {
      actorEmpId,
      action: 'delete',
      entity: 'group_member',
      entityId: groupId,
      before: { groupId, group: group.name, empId, employee: who },
      after: null,
    });
  });
}
