import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import type { Tx } from '@/lib/server/idempotency/idempotency';
import type { Asset, AssetEvent, AssetKind, ChecklistItem } from '@/lib/checklist/schemas';
import { checklistAnswers, checklistAssets, checklistClearances, checklistInspections, checklistItems } from './tables';

const byName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Assets of some kinds (and a plant), each with its last checklist. */
export async function listAssets(db: Database | Tx, kinds: readonly string[], plant?: string): Promise<Asset[]> {
  const assets = await db
    .select()
    .from(checklistAssets)
    .where(and(inArray(checklistAssets.kind, kinds as AssetKind[]), plant ? eq(checklistAssets.plantId, plant) : undefined))
    .orderBy(asc(checklistAssets.plantId), asc(checklistAssets.assetNumber));
  if (assets.length === 0) return [];
  const last = await db
    .selectDistinctOn([checklistInspections.assetNumber], {
      assetNumber: checklistInspections.assetNumber,
      shiftDate: checklistInspections.shiftDate,
      shift: checklistInspections.shift,
      notOk: checklistInspections.notOk,
      by: byName,
    })
    .from(checklistInspections)
    .innerJoin(employees, eq(employees.empId, checklistInspections.empId))
    .where(
      inArray(
        checklistInspections.assetNumber,
        assets.map((a) => a.assetNumber),
      ),
    )
    .orderBy(checklistInspections.assetNumber, desc(checklistInspections.shiftDate), desc(checklistInspections.shift));
  const lastOf = new Map(last.map(({ assetNumber, ...rest }) => [assetNumber, rest]));
  return assets.map(({ plantId, outOfServiceSince, ...a }) => ({
    ...a,
    plant: plantId,
    outOfServiceSince: outOfServiceSince?.toISOString() ?? null,
    lastInspection: lastOf.get(a.assetNumber) ?? null,
  }));
}

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
