import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { PLANT_IDS } from '@/lib/plants/plants';
import { localToday } from '@/lib/plants/plant-time';
import { equipment } from '@/lib/plant-data/equipment-tables';
import type { PmWorkOrder } from '@/lib/maintenance/schemas';
import { equipmentMeters, pmSchedules, pmWorkOrders } from './tables';

/** The rows of a raw statement's result, as PGlite and node-postgres both answer them. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** The calendar day after `date` (yyyy-mm-dd). */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Opens the work order of every PM schedule due by tomorrow at its plant: a days schedule when its last
 * work plus N days falls on or before tomorrow, an hours or cycles one when its machine's meter has run N
 * since. Each due point (`due_key`) opens once, whatever how often this runs: a second run finds the
 * unique key taken and opens nothing. Answers how many it opened.
 */
export async function openDuePmWorkOrders(db: Database | Tx, now = new Date()): Promise<number> {
  let opened = 0;
  for (const plant of PLANT_IDS) {
    const today = localToday(now, plant).date;
    const tomorrow = nextDay(today);
    const byDays = await db.execute<{ id: number }>(sql`
      insert into maint_pm_work_orders (schedule_id, plant_id, due_key, due_on, opened_at)
      select s.id, e.plant_id, (s.last_done_on + s.interval_value)::text, s.last_done_on + s.interval_value, ${now.toISOString()}::timestamptz
      from maint_pm_schedules s join equipment e on e.equipment_id = s.equipment_id
      where s.active and s.interval_kind = 'days' and e.plant_id = ${plant}
        and s.last_done_on + s.interval_value <= ${tomorrow}::date
      on conflict (schedule_id, due_key) do nothing
      returning id`);
    const byMeter = await db.execute<{ id: number }>(sql`
      insert into maint_pm_work_orders (schedule_id, plant_id, due_key, due_on, opened_at)
      select s.id, e.plant_id, s.interval_kind || ':' || (s.last_done_meter + s.interval_value), ${today}::date, ${now.toISOString()}::timestamptz
      from maint_pm_schedules s
        join equipment e on e.equipment_id = s.equipment_id
        join maint_equipment_meters m on m.equipment_id = s.equipment_id
      where s.active and s.interval_kind in ('hours', 'cycles') and e.plant_id = ${plant}
        and (case s.interval_kind when 'hours' then m.hours else m.cycles end) >= s.last_done_meter + s.interval_value
      on conflict (schedule_id, due_key) do nothing
      returning id`);
    opened += rowsOf(byDays).length + rowsOf(byMeter).length;
  }
  return opened;
}

/** Closes a PM work order: its schedule counts its next interval from today and the machine's meter now. */
export async function closePmWorkOrder(tx: Tx, id: number, now = new Date()): Promise<void> {
  const [order] = await tx
    .update(pmWorkOrders)
    .set({ closedAt: now })
    .where(and(eq(pmWorkOrders.id, id), isNull(pmWorkOrders.closedAt)))
    .returning({ scheduleId: pmWorkOrders.scheduleId });
  if (!order) return;
  const [row] = await tx
    .select({ plant: equipment.plantId, kind: pmSchedules.intervalKind, hours: equipmentMeters.hours, cycles: equipmentMeters.cycles })
    .from(pmSchedules)
    .innerJoin(equipment, eq(equipment.equipmentId, pmSchedules.equipmentId))
    .leftJoin(equipmentMeters, eq(equipmentMeters.equipmentId, pmSchedules.equipmentId))
    .where(eq(pmSchedules.id, order.scheduleId));
  if (!row) return;
  const meter = row.kind === 'hours' ? (row.hours ?? 0) : row.kind === 'cycles' ? (row.cycles ?? 0) : 0;
  await tx
    .update(pmSchedules)
    .set({ lastDoneOn: localToday(now, row.plant).date, lastDoneMeter: meter })
    .where(eq(pmSchedules.id, order.scheduleId));
}

/** The PM work orders of a plant (or All), open (oldest due first) or closed (newest first). */
export async function listPmWorkOrders(
  db: Database | Tx,
  filter: { plant: string; state: 'open' | 'closed' },
  limit = 100,
): Promise<PmWorkOrder[]> {
  const open = filter.state === 'open';
  const order = open ? sql`w.due_on asc, w.id asc` : sql`w.closed_at desc nulls last, w.id desc nulls last`;
  // The page of work orders first, off its index (maint_pm_open_by_due, maint_pm_closed_by_time), then their schedules and machines.
  const rows = await db.execute<Omit<PmWorkOrder, 'openedAt' | 'closedAt'> & { openedAt: string; closedAt: string | null }>(sql`
    with w as (
      select * from maint_pm_work_orders w
      where ${filter.plant === 'All' ? sql`true` : sql`w.plant_id = ${filter.plant}`}
        and ${open ? sql`w.closed_at is null` : sql`w.closed_at is not null`}
      order by ${order}
      limit ${limit}
    )
    select w.id, w.schedule_id as "scheduleId", s.equipment_id as "equipmentId", e.name as "equipmentName", w.plant_id as plant,
      s.task, s.interval_kind as "intervalKind", s.interval_value as "intervalValue", w.due_on::text as "dueOn",
      to_char(w.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "openedAt",
      to_char(w.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "closedAt"
    from w
      join maint_pm_schedules s on s.id = w.schedule_id
      join equipment e on e.equipment_id = s.equipment_id
    order by ${order}`);
  return rowsOf(rows);
}
