import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { keptRead } from '@/lib/server/db/generations';
import { isoText, prepared, preparedByPlant, runPage, runStatement, type PreparedValue } from '@/lib/server/db/prepared';
import { employees } from '@/lib/server/db/schema/index';
import type { Page } from '@/lib/paging/paging';
import type { Tx } from '@/lib/server/db/database';
import { paretoOf } from '@/lib/weldleak/rules';
import type { WeldLeakChange, WeldLeakEntry, WeldLeakPareto } from '@/lib/weldleak/schemas';

/** The Pareto of a filter as the store reads it (the call adds the window it used). */
type Pareto = Omit<WeldLeakPareto, 'from' | 'to'>;
import { weldLeakChanges } from './tables';

/** Which entries a list shows: plant ('All' or a plant id), a date window, only incomplete ones. */
export interface WeldLeakFilter {
  plant: string;
  from: string;
  to: string;
  incompleteOnly: boolean;
}

// An entry as every read answers it (the list, one entry, an entry just written): one select list, so the
// list and the detail cannot answer an entry differently. Timestamps as `toISOString` writes them.
const ENTRY = `select w.id, w.plant_id as plant, p.plant_name as "plantName", w.entry_date as date, w.type, w.cylinder_number as "cylinderNumber",
       w.cell, w.status, w.job_number as "jobNumber", w.shift, w.robot_operator as "robotOperator", w.quantity, w.location,
       w.leak_location as "leakLocation", w.defect_type as "defectType", w.feature, w.orientation, w.repair_initials as "repairInitials",
       w.repair_minutes as "repairMinutes", w.corrective_action as "correctiveAction", w.comments,
       c.first_name || ' ' || c.last_name as "createdBy", ${isoText('w.created_at')} as "createdAt",
       x.first_name || ' ' || x.last_name as "closedBy", ${isoText('w.closed_at')} as "closedAt"
     from weld_leak_entries w join plants p on p.plant_id = w.plant_id join employees c on c.emp_id = w.created_by
       left join employees x on x.emp_id = w.closed_by`;

const ONE = prepared('weldleak_one', ['integer'], `${ENTRY} where w.id = $1`);

// The list's and the Pareto's reads, planned once (see `prepared`): a list page is the portal's most
// visited weld leak screen, and drizzle building four statements cost more of the server than running them.
// One statement per plant filter (one plant, every plant) keeps the plant and date index usable.
const WHERE = (onePlant: boolean, first: number) =>
  `${onePlant ? `w.plant_id = $${first + 3} and ` : ''}w.entry_date >= $${first}::date and w.entry_date <= $${first + 1}::date
   and (not $${first + 2} or w.status = 'incomplete')`;
const WHERE_TYPES = (onePlant: boolean) => ['text', 'text', 'boolean', ...(onePlant ? (['text'] as const) : [])] as const;

const COUNT = preparedByPlant(
  'weldleak_count',
  WHERE_TYPES,
  (onePlant) => `select count(*)::int as n from weld_leak_entries w where ${WHERE(onePlant, 1)}`,
);
const PAGE = preparedByPlant(
  'weldleak_page',
  (onePlant) => ['integer', 'integer', ...WHERE_TYPES(onePlant)],
  (onePlant) =>
    `${ENTRY}
     where ${WHERE(onePlant, 3)}
     order by w.entry_date desc, w.id desc limit $1 offset $2`,
);
// Both Pareto charts in one statement: the quantities summed per defect type and per leak location.
const PARETO = preparedByPlant(
  'weldleak_pareto',
  WHERE_TYPES,
  (onePlant) =>
    `select 'defectType' as axis, w.defect_type as key, sum(w.quantity)::int as count from weld_leak_entries w
       where ${WHERE(onePlant, 1)} group by w.defect_type
     union all
     select 'leakLocation', w.leak_location, sum(w.quantity)::int from weld_leak_entries w
       where ${WHERE(onePlant, 1)} group by w.leak_location`,
);

/** A filter as the values of `WHERE`: from, to, only incomplete ones, and the plant unless it is every plant. */
function whereValues(filter: WeldLeakFilter): { onePlant: 0 | 1; values: PreparedValue[] } {
  const onePlant = filter.plant === 'All' ? 0 : 1;
  return { onePlant, values: [filter.from, filter.to, filter.incompleteOnly, ...(onePlant ? [filter.plant] : [])] };
}

/** One page of entries, newest first (by date, then by entry number). */
export async function listWeldLeaks(db: Database, filter: WeldLeakFilter, page: number, pageSize: number): Promise<Page<WeldLeakEntry>> {
  const { onePlant, values } = whereValues(filter);
  return runPage<WeldLeakEntry>(db, { count: COUNT[onePlant], rows: PAGE[onePlant] }, values, page, pageSize);
}

/** The Pareto of defect types and of leak locations over every entry of the filter (quantities summed). */
export async function weldLeakPareto(db: Database, filter: WeldLeakFilter): Promise<Pareto> {
  const { onePlant, values } = whereValues(filter);
  const rows = await runStatement<{ axis: 'defectType' | 'leakLocation'; key: string; count: number }>(db, PARETO[onePlant], values);
  const on = (axis: string) => paretoOf(rows.filter((r) => r.axis === axis).map((r) => ({ key: r.key, count: Number(r.count) })));
  const defectTypes = on('defectType');
  return { total: defectTypes.reduce((s, b) => s + b.count, 0), defectTypes, leakLocations: on('leakLocation') };
}

// The list's pages and Pareto as requests read them: from memory while the 'weldLeaks' counter stands
// (the feature's topic: any change of an entry, or of a plant's or a person's name the rows show, reaches
// the next request). Every person at a plant opens the same list, and it changes a few times a shift.

/** `listWeldLeaks` as a request reads it (`generations` read before, see `keptRead`). */
export const listWeldLeaksRead = keptRead('weldLeaks', 500, listWeldLeaks);

/** `weldLeakPareto` as a request reads it (`generations` read before). */
export const weldLeakParetoRead = keptRead('weldLeaks', 200, weldLeakPareto);

/** One entry, or null. */
export async function findWeldLeak(db: Database | Tx, id: number): Promise<WeldLeakEntry | null> {
  const [entry] = await runStatement<WeldLeakEntry>(db, ONE, [id]);
  return entry ?? null;
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
