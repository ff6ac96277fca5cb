import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { keptRead } from '@/lib/server/db/generations';
import { isoText, prepared, runStatement } from '@/lib/server/db/prepared';
import { employees } from '@/lib/server/db/schema/index';
import type { Tx } from '@/lib/server/db/database';
import type { Asset, AssetEvent, AssetKind, ChecklistItem } from '@/lib/checklist/schemas';
import { checklistAnswers, checklistAssets, checklistClearances, checklistInspections, checklistItems } from './tables';

const byName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

// The assets and each one's last checklist in one statement planned once (see `prepared`): the list is
// the checklist applications' first screen, and two statements built by drizzle, one after the other,
// cost the server more than running them. $1: the kinds (an array literal), $2: the plant or null.
const ASSETS = prepared(
  'checklist_assets_last',
  ['text', 'text'],
  `select a.asset_number as "assetNumber", a.plant_id as plant, a.department, a.kind, a.description,
     a.out_of_service as "outOfService", ${isoText('a.out_of_service_since')} as "outOfServiceSince",
     a.out_of_service_reason as "outOfServiceReason",
     case when l.shift_date is null then null
       else json_build_object('shiftDate', l.shift_date, 'shift', l.shift, 'by', l.by, 'notOk', l.not_ok) end as "lastInspection"
   from checklist_assets a
   left join lateral (
     select i.shift_date, i.shift, i.not_ok, e.first_name || ' ' || e.last_name as by
     from checklist_inspections i join employees e on e.emp_id = i.emp_id
     where i.asset_number = a.asset_number order by i.shift_date desc, i.shift desc limit 1
   ) l on true
   where a.kind = any($1::text[]) and ($2::text is null or a.plant_id = $2)
   order by a.plant_id, a.asset_number`,
);

/** Assets of some kinds (and a plant), each with its last checklist. */
export async function listAssets(db: Database, kinds: readonly AssetKind[], plant?: string): Promise<Asset[]> {
  // The kinds are the schema's own words (letters and spaces), quoted as array elements.
  return runStatement<Asset>(db, ASSETS, [`{${kinds.map((k) => `"${k}"`).join(',')}}`, plant ?? null]);
}

/**
 * `listAssets` as a request reads it: from memory while the 'checklistAssets' counter stands (an asset
 * changed, a checklist recorded, or the name of the person who did it).
 */
export const listAssetsRead = keptRead('checklistAssets', 100, listAssets);

/** One asset, or null. */
export async function findAsset(db: Database | Tx, assetNumber: string): Promise<Asset | null> {
  const [row] = await db.select({ kind: checklistAssets.kind }).from(checklistAssets).where(eq(checklistAssets.assetNumber, assetNumber));
  if (!row) return null;
  return (await listAssets(db, [row.kind])).find((a) => a.assetNumber === assetNumber) ?? null;
}

/** The active items of a kind's checklist, in order. */
export async function activeItems(db: Database | Tx, kind: string): Promise<ChecklistItem[]> {
  return (await db
    .select({
      id: checklistItems.id,
      kind: checklistItems.kind,
      position: checklistItems.position,
      textEn: checklistItems.textEn,
      textEs: checklistItems.textEs,
    })
    .from(checklistItems)
    .where(and(eq(checklistItems.kind, kind), eq(checklistItems.active, true)))
    .orderBy(asc(checklistItems.position))) as ChecklistItem[];
}

/** Every checklist and clearance of an asset, newest first. */
export async function assetHistory(db: Database | Tx, assetNumber: string): Promise<AssetEvent[]> {
  const inspections = await db
    .select({
      id: checklistInspections.id,
      at: checklistInspections.at,
      by: byName,
      shiftDate: checklistInspections.shiftDate,
      shift: checklistInspections.shift,
      notOk: checklistInspections.notOk,
    })
    .from(checklistInspections)
    .innerJoin(employees, eq(employees.empId, checklistInspections.empId))
    .where(eq(checklistInspections.assetNumber, assetNumber));
  const answers =
    inspections.length === 0
      ? []
      : await db
          .select()
          .from(checklistAnswers)
          .where(
            inArray(
              checklistAnswers.inspectionId,
              inspections.map((i) => i.id),
            ),
          );
  const clearances = await db
    .select({ id: checklistClearances.id, at: checklistClearances.at, by: byName, note: checklistClearances.note })
    .from(checklistClearances)
    .innerJoin(employees, eq(employees.empId, checklistClearances.empId))
    .where(eq(checklistClearances.assetNumber, assetNumber));
  const events: (AssetEvent & { time: number })[] = [
    ...inspections.map((i) => ({
      type: 'inspection' as const,
      ...i,
      time: i.at.getTime(),
      at: i.at.toISOString(),
      answers: answers.filter((a) => a.inspectionId === i.id).map(({ inspectionId: _, ...a }) => a),
    })),
    ...clearances.map((c) => ({ type: 'clearance' as const, ...c, time: c.at.getTime(), at: c.at.toISOString() })),
  ];
  return events.sort((a, b) => b.time - a.time).map(({ time: _, ...e }) => e as AssetEvent);
}

/** The company e-mail of every member of the 'Maintenance' user group (the maintenance group the issue names). */
export async function maintenanceRecipients(db: Database | Tx): Promise<string[]> {
  const rows = await db.execute<{ company_email: string }>(sql`
    select distinct e.company_email from employees e
    where e.emp_id in (select m.emp_id from group_members m join user_groups g on g.group_id = m.group_id where g.name = 'Maintenance')
    order by 1`);
  return (
    (rows as unknown as { rows?: { company_email: string }[] }).rows?.map((r) => r.company_email) ??
    (rows as unknown as { company_email: string }[]).map((r) => r.company_email)
  );
}
