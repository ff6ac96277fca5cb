import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import type { Tx } from '@/lib/server/db/database';
import { dayHours, dayInProgress } from '@/lib/labor/hours';
import type { LaborDay } from '@/lib/labor/schemas';
import { sentLatePunches } from '@/lib/labor/sent-late';
import { plantLabor } from './plant-rules';
import { punchesOfDays, toPunch } from './punch-rows';
import { laborDays } from './tables';

const approver = alias(employees, 'approver');

/** Which days to read. */
export interface DayFilter {
  empId?: number | undefined;
  plant?: string | undefined;
  status?: 'open' | 'approved' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Days with their punches (fixes applied, replaced ones kept apart) and hours by their plant's rule, by date then name. */
export async function loadDays(db: Database | Tx, filter: DayFilter): Promise<LaborDay[]> {
  const where: SQL | undefined = and(
    filter.empId === undefined ? undefined : eq(laborDays.empId, filter.empId),
    filter.plant ? eq(laborDays.plantId, filter.plant) : undefined,
    filter.status ? eq(laborDays.status, filter.status) : undefined,
    filter.from ? gte(laborDays.workDate, filter.from) : undefined,
    filter.to ? lte(laborDays.workDate, filter.to) : undefined,
  );
  const rows = await db
    .select({
      empId: laborDays.empId,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      plant: laborDays.plantId,
      workDate: laborDays.workDate,
      shift: laborDays.shift,
      status: laborDays.status,
      tardyMinutes: laborDays.tardyMinutes,
      approvedBy: sql<string | null>`${approver.firstName} || ' ' || ${approver.lastName}`,
      approvedAt: laborDays.approvedAt,
    })
    .from(laborDays)
    .innerJoin(employees, eq(employees.empId, laborDays.empId))
    .leftJoin(approver, eq(approver.empId, laborDays.approvedBy))
    .where(where)
    .orderBy(asc(laborDays.workDate), asc(employees.lastName), asc(employees.firstName))
    .limit(2000);
  const punches = await punchesOfDays(db, rows);
  // Each day's punches and each plant's rule found once (a plant's month is up to 2,000 days and their punches).
  const punchesByDay = new Map<string, typeof punches>();
  for (const punch of punches) {
    const key = `${punch.empId} ${punch.workDate}`;
    const list = punchesByDay.get(key);
    if (list) list.push(punch);
    else punchesByDay.set(key, [punch]);
  }
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const rules = new Map<string, Awaited<ReturnType<typeof plantLabor>>>();
  for (const plant of new Set(rows.map((row) => row.plant))) rules.set(plant, await plantLabor(db, plant));
  const days: LaborDay[] = [];
  const now = new Date();
  for (const row of rows) {
    const mine = punchesByDay.get(`${row.empId} ${row.workDate}`) ?? [];
    const effective = mine.filter((p) => !p.replaced);
    const rule = rules.get(row.plant) ?? null;
    const hours = dayHours(effective, rule ?? { autoLunchMinutes: 0, autoLunchAfterMinutes: 0 });
    days.push({
      ...row,
      approvedAt: row.approvedAt?.toISOString() ?? null,
      punches: effective.map(toPunch),
      replaced: mine.filter((p) => p.replaced).map(toPunch),
      hours,
      inProgress: dayInProgress(hours, effective, rule, now),
      sentLate: sentLatePunches(effective),
    });
  }
  return days;
}

/** One employee's day, or undefined. */
export async function loadDay(db: Database | Tx, empId: number, workDate: string): Promise<LaborDay | undefined> {
  const [day] = await loadDays(db, { empId, from: workDate, to: workDate });
  return day;
}
