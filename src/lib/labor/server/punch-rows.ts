import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import type { Tx } from '@/lib/server/db/database';
import type { Punch } from '@/lib/labor/schemas';
import { laborPunches } from './tables';

const fixer = alias(employees, 'fixer');
const columns = {
  id: laborPunches.id,
  empId: laborPunches.empId,
  plant: laborPunches.plantId,
  kind: laborPunches.kind,
  madeAt: laborPunches.madeAt,
  receivedAt: laborPunches.receivedAt,
  workDate: laborPunches.workDate,
  shift: laborPunches.shift,
  source: laborPunches.source,
  replaces: laborPunches.replacesId,
  note: laborPunches.note,
  by: sql<string | null>`${fixer.firstName} || ' ' || ${fixer.lastName}`,
};

/** A punch row as the API answers it, with whether a later fix replaced it. */
export type PunchRow = Punch & { replaced: boolean };

/** A punch not replaced by a fix. */
export const isEffective: SQL = sql`not exists (select 1 from labor_punches r where r.replaces_id = ${laborPunches.id})`;

/** Punches matching a condition, in the order they were made, each marked when a fix replaced it. */
export async function selectPunches(db: Database | Tx, where: SQL | undefined, limit?: number, newestFirst = false): Promise<PunchRow[]> {
  const q = db
    .select({ ...columns, replaced: sql<boolean>`not ${isEffective}` })
    .from(laborPunches)
    .leftJoin(fixer, eq(fixer.empId, laborPunches.byEmpId))
    .where(where)
    .orderBy(
      newestFirst ? desc(laborPunches.madeAt) : asc(laborPunches.madeAt),
      newestFirst ? desc(laborPunches.id) : asc(laborPunches.id),
    );
  const rows = limit === undefined ? await q : await q.limit(limit);
  return rows.map((r) => ({ ...r, madeAt: r.madeAt.toISOString(), receivedAt: r.receivedAt.toISOString(), replaced: Boolean(r.replaced) }));
}

/** The employee's last punch (fixes applied) made at or before an instant. */
export async function lastPunchBefore(db: Database | Tx, empId: number, at: Date): Promise<PunchRow | undefined> {
  const [row] = await selectPunches(db, and(eq(laborPunches.empId, empId), lte(laborPunches.madeAt, at), isEffective), 1, true);
  return row;
}

/** The punch recorded under a key, if any. */
export async function punchByKey(db: Database | Tx, key: string): Promise<PunchRow | undefined> {
  const [row] = await selectPunches(db, eq(laborPunches.key, key), 1);
  return row;
}

/** Every punch of some employees' days. */
export async function punchesOfDays(db: Database | Tx, days: readonly { empId: number; workDate: string }[]): Promise<PunchRow[]> {
  if (days.length === 0) return [];
  const emps = [...new Set(days.map((d) => d.empId))];
  const dates = [...new Set(days.map((d) => d.workDate))];
  const wanted = new Set(days.map((d) => `${d.empId} ${d.workDate}`));
  const rows = await selectPunches(db, and(inArray(laborPunches.empId, emps), inArray(laborPunches.workDate, dates)));
  return rows.filter((r) => wanted.has(`${r.empId} ${r.workDate}`));
}

/** The API's view of a punch row. */
export function toPunch({ replaced: _replaced, ...punch }: PunchRow): Punch {
  return punch;
}
