import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/server/db/database';
import { employees, plants } from '@/lib/server/db/schema/index';
import type { Page } from '@/lib/paging/paging';
import type { Tx } from '@/lib/server/idempotency/idempotency';
import { paretoOf } from '@/lib/weldleak/rules';
import type { ParetoBar, WeldLeakChange, WeldLeakEntry } from '@/lib/weldleak/schemas';
import { weldLeakChanges, weldLeakEntries } from './tables';

/** Which entries a list shows: plant ('All' or a plant id), a date window, only incomplete ones. */
export interface WeldLeakFilter {
  plant: string;
  from: string;
  to: string;
  incompleteOnly: boolean;
}

const creator = alias(employees, 'creator');
const closer = alias(employees, 'closer');

const entryColumns = {
  id: weldLeakEntries.id,
  plant: weldLeakEntries.plantId,
  plantName: plants.plantName,
  date: weldLeakEntries.entryDate,
  type: weldLeakEntries.type,
  cylinderNumber: weldLeakEntries.cylinderNumber,
  cell: weldLeakEntries.cell,
  status: weldLeakEntries.status,
  jobNumber: weldLeakEntries.jobNumber,
  shift: weldLeakEntries.shift,
  robotOperator: weldLeakEntries.robotOperator,
  quantity: weldLeakEntries.quantity,
  location: weldLeakEntries.location,
  leakLocation: weldLeakEntries.leakLocation,
  defectType: weldLeakEntries.defectType,
  feature: weldLeakEntries.feature,
  orientation: weldLeakEntries.orientation,
  repairInitials: weldLeakEntries.repairInitials,
  repairMinutes: weldLeakEntries.repairMinutes,
  correctiveAction: weldLeakEntries.correctiveAction,
  comments: weldLeakEntries.comments,
  createdBy: sql<string>`${creator.firstName} || ' ' || ${creator.lastName}`,
  createdAt: weldLeakEntries.createdAt,
  closedBy: sql<string | null>`${closer.firstName} || ' ' || ${closer.lastName}`,
  closedAt: weldLeakEntries.closedAt,
};

type EntryRow = { [K in keyof typeof entryColumns]: unknown };

function toEntry(row: EntryRow): WeldLeakEntry {
  const r = row as Record<string, unknown>;
  return {
    ...(r as unknown as WeldLeakEntry),
    createdAt: (r['createdAt'] as Date).toISOString(),
    closedAt: r['closedAt'] ? (r['closedAt'] as Date).toISOString() : null,
  };
}

function whereOf(filter: WeldLeakFilter): SQL | undefined {
  return and(
    filter.plant === 'All' ? undefined : eq(weldLeakEntries.plantId, filter.plant),
    gte(weldLeakEntries.entryDate, filter.from),
    lte(weldLeakEntries.entryDate, filter.to),
    filter.incompleteOnly ? eq(weldLeakEntries.status, 'incomplete') : undefined,
  );
}

function selectEntries(db: Database | Tx) {
  return db
    .select(entryColumns)
    .from(weldLeakEntries)
    .innerJoin(plants, eq(plants.plantId, weldLeakEntries.plantId))
    .innerJoin(creator, eq(creator.empId, weldLeakEntries.createdBy))
    .leftJoin(closer, eq(closer.empId, weldLeakEntries.closedBy));
}

/** One page of entries, newest first (by date, then by entry number). */
export async function listWeldLeaks(db: Database, filter: WeldLeakFilter, page: number, pageSize: number): Promise<Page<WeldLeakEntry>> {
  const where = whereOf(filter);
  // Sent together: the database answers both in one wait of the page instead of two.
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weldLeakEntries).where(where),
    selectEntries(db)
      .where(where)
      .orderBy(desc(weldLeakEntries.entryDate), desc(weldLeakEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: rows.map(toEntry), total: total?.n ?? 0, page, pageSize };
}

/** The Pareto of defect types and of leak locations over every entry of the filter (quantities summed). */
export async function weldLeakPareto(
  db: Database,
  filter: WeldLeakFilter,
): Promise<{ total: number; defectTypes: ParetoBar[]; leakLocations: ParetoBar[] }> {
  const where = whereOf(filter);
  const by = async (column: typeof weldLeakEntries.defectType | typeof weldLeakEntries.leakLocation) =>
    paretoOf(
      (
        await db
          .select({ key: column, count: sql<number>`sum(${weldLeakEntries.quantity})::int` })
          .from(weldLeakEntries)
          .where(where)
          .groupBy(column)
      ).map((r) => ({ key: r.key, count: Number(r.count) })),
    );
  const [defectTypes, leakLocations] = await Promise.all([by(weldLeakEntries.defectType), by(weldLeakEntries.leakLocation)]);
  return { total: defectTypes.reduce((s, b) => s + b.count, 0), defectTypes, leakLocations };
}

/** One entry, or null. */
export async function findWeldLeak(db: Database | Tx, id: number): Promise<WeldLeakEntry | null> {
  const [row] = await selectEntries(db).where(eq(weldLeakEntries.id, id));
  return row ? toEntry(row) : null;
}

/** Every kept change of an entry, oldest first. */
export async function weldLeakHistory(db: Database, id: number): Promise<WeldLeakChange[]> {
  const rows = await db
    .select({
      id: weldLeakChanges.id,
      action: weldLeakChanges.action,
      by: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      at: weldLeakChanges.at,
      changes: weldLeakChanges.changes,
    })
    .from(weldLeakChanges)
    .innerJoin(employees, eq(employees.empId, weldLeakChanges.empId))
    .where(eq(weldLeakChanges.entryId, id))
    .orderBy(asc(weldLeakChanges.at), asc(weldLeakChanges.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
