import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { departments, employees, positions } from '@/lib/server/db/schema/index';
import type { Department, EmployeeRow, EmployeesQuery } from '@/lib/plant-data/employees-schemas';

/** Who reads the master: their employee id, and whether they are HR (sees everyone's private fields). */
export interface Viewer {
  empId: number;
  hr: boolean;
}

/** Whether the viewer may see `empId`'s private fields (mobile, birthday, hire date): HR, or the person. */
export const seesPrivate = (viewer: Viewer, empId: number): boolean => viewer.hr || viewer.empId === empId;

const likeEscape = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of a list row, in the contract's names (hireDate as stored: the caller hides it). */
const rowColumns = {
  empID: employees.empId,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  plant: employees.plantId,
  department: departments.name,
  shift: employees.shift,
  supervisorEmpID: employees.supervisorEmpId,
  position: positions.title,
  extension: employees.extension,
  hireDate: sql<string | null>`to_char(${employees.hireDate}, 'YYYY-MM-DD')`,
  supervisor: sql<
    string | null
  >`(select b.first_name || ' ' || b.last_name from employees b where b.emp_id = ${employees.supervisorEmpId})`,
  status: employees.status,
};

function listFilter(query: EmployeesQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.plant && query.plant !== 'All') where.push(eq(employees.plantId, query.plant));
  if (query.department)
    where.push(or(eq(departments.code, query.department.toUpperCase()), ilike(departments.name, likeEscape(query.department))));
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${likeEscape(word)}%`;
    const id = /^\d{1,9}$/.test(word) ? Number(word) : null;
    where.push(
      or(
        ilike(employees.firstName, like),
        ilike(employees.lastName, like),
        eq(employees.extension, word),
        id === null ? undefined : eq(employees.empId, id),
      ),
    );
  }
  return and(...where);
}

/**
 * Employees of a plant (or every plant), by department and words of a name, an extension or an id, by
 * last name; the hire date only where the viewer may see it.
 * @example await listEmployees(db, { plant, department: 'Welding' }, { empId: 2001, hr: false })
 */
export async function listEmployees(db: Database | Tx, query: EmployeesQuery, viewer: Viewer): Promise<EmployeeRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(employees)
    .leftJoin(departments, eq(departments.departmentId, employees.departmentId))
    .leftJoin(positions, eq(positions.positionId, employees.positionId))
    .where(listFilter(query))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.empId));
  return rows.map((r) => ({ ...r, hireDate: seesPrivate(viewer, r.empID) ? r.hireDate : null }));
}

/** One employee's list row with their private fields as stored (the caller decides what to show), or null. */
export async function employeeRecord(db: Database | Tx, empId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      email: employees.companyEmail,
      photoGuid: employees.photoGuid,
      hasPhoto: employees.hasPhoto,
      positionId: employees.positionId,
      mobile: employees.mobile,
      textConsentAt: employees.textConsentAt,
      birthMonth: employees.birthMonth,
      birthDay: employees.birthDay,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.departmentId, employees.departmentId))
    .leftJoin(positions, eq(positions.positionId, employees.positionId))
    .where(eq(employees.empId, empId));
  return row ?? null;
}

/** The people who report to an employee, by name. */
export async function reportsOf(db: Database | Tx, empId: number): Promise<{ empID: number; name: string }[]> {
  return db
    .select({ empID: employees.empId, name: rowColumns.name })
    .from(employees)
    .where(eq(employees.supervisorEmpId, empId))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
}

/** A plant's departments with how many people each has, by name. */
export async function departmentsOf(db: Database | Tx, plant: string): Promise<Department[]> {
  const rows = await db
    .select({ code: departments.code, name: departments.name, plant: departments.plantId, people: count(employees.empId) })
    .from(departments)
    .leftJoin(employees, eq(employees.departmentId, departments.departmentId))
    .where(eq(departments.plantId, plant))
    .groupBy(departments.departmentId)
    .orderBy(asc(departments.name));
  return rows as Department[];
}

/** A department of a plant by code or name, or null. */
export async function findDepartment(db: Database | Tx, plant: string, department: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.plantId, plant),
        or(eq(departments.code, department.toUpperCase()), ilike(departments.name, likeEscape(department))),
      ),
    );
  return row ?? null;
}

/** The department name of each of these employees (those without one left out). */
export async function departmentNames(db: Database | Tx, empIds: readonly number[]): Promise<Map<number, string>> {
  if (empIds.length === 0) return new Map();
  const rows = await db
    .select({ empId: employees.empId, name: departments.name })
    .from(employees)
    .innerJoin(departments, eq(departments.departmentId, employees.departmentId))
    .where(inArray(employees.empId, [...empIds]));
  return new Map(rows.map((r) => [r.empId, r.name]));
}
