import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import type { Tx } from '@/lib/server/db/database';
import { plantName } from '@/lib/plants/plants';
import { localToday } from '@/lib/plants/plant-time';
import { equipment } from '@/lib/plant-data/equipment-tables';
import type { GaugeStatus } from '@/lib/maintenance/constants';
import type { CribBadge, Equipment, EquipmentTransfer, Gauge, GaugeEvent, MroItem } from '@/lib/maintenance/schemas';
import { equipmentTransfers, gaugeEvents, gauges, mroItems } from './tables';

const fullName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
/** A LIKE pattern matching the words anywhere, with the person's % and _ taken literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The equipment of a plant (or All) whose asset number, name, work center, department or cell holds `q`. */
export async function listEquipment(db: Database | Tx, plant: string, q?: string): Promise<Equipment[]> {
  const where: SQL[] = [];
  if (plant !== 'All') where.push(eq(equipment.plantId, plant));
  if (q) {
    const p = like(q);
    where.push(
      or(
        ilike(equipment.equipmentId, p),
        ilike(equipment.name, p),
        ilike(equipment.workCenter, p),
        ilike(equipment.department, p),
        ilike(sql`coalesce(${equipment.cell}, '')`, p),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(equipment)
    .where(and(...where))
    .orderBy(asc(equipment.plantId), asc(equipment.equipmentId));
  return rows.map(({ plantId, createdAt: _created, ...row }) => ({ ...row, plant: plantId, plantName: plantName(plantId) }));
}

/** One piece of equipment, or null. */
export async function findEquipment(db: Database | Tx, equipmentId: string): Promise<Equipment | null> {
  const [row] = await db.select().from(equipment).where(eq(equipment.equipmentId, equipmentId));
  if (!row) return null;
  const { plantId, createdAt: _created, ...rest } = row;
  return { ...rest, plant: plantId, plantName: plantName(plantId) };
}

/**
 * A gauge's state in the crib at `now`: held by someone, else past its calibration date at its plant, else available.
 * @example gaugeStatus({ holderEmpId: null, calibrationDue: '2026-01-01', plantId: DEFAULT_PLANT }, new Date('2026-02-01')) // 'calibration-overdue'
 */
export function gaugeStatus(g: { holderEmpId: number | null; calibrationDue: string; plantId: string }, now: Date): GaugeStatus {
  if (g.holderEmpId !== null) return 'checked-out';
  return g.calibrationDue < localToday(now, g.plantId).date ? 'calibration-overdue' : 'available';
}

/** Whether a gauge may not be used at `now`: its calibration date has passed at its plant. */
export function calibrationOverdue(g: { calibrationDue: string; plantId: string }, now: Date): boolean {
  return g.calibrationDue < localToday(now, g.plantId).date;
}

const gaugeColumns = {
  gaugeId: gauges.gaugeId,
  plantId: gauges.plantId,
  description: gauges.description,
  location: gauges.location,
  calibrationIntervalDays: gauges.calibrationIntervalDays,
  lastCalibrated: gauges.lastCalibrated,
  calibrationDue: gauges.calibrationDue,
  holderEmpId: gauges.holderEmpId,
  checkedOutAt: gauges.checkedOutAt,
  holderName: sql<string | null>`case when ${employees.empId} is null then null else ${fullName} end`,
};

interface GaugeRow {
  gaugeId: string;
  plantId: string;
  description: string;
  location: string;
  calibrationIntervalDays: number;
  lastCalibrated: string;
  calibrationDue: string;
  holderEmpId: number | null;
  checkedOutAt: Date | null;
  holderName: string | null;
}

function gaugeOf(row: GaugeRow, now: Date): Gauge {
  const { plantId, holderEmpId, checkedOutAt, ...rest } = row;
  return {
    ...rest,
    plant: plantId,
    holderEmpID: holderEmpId,
    checkedOutAt: iso(checkedOutAt),
    status: gaugeStatus({ holderEmpId, calibrationDue: row.calibrationDue, plantId }, now),
  };
}

/** The gauges of a plant (or All), or those one person holds, by number. */
export async function listGauges(
  db: Database | Tx,
  filter: { plant: string; holder?: number | undefined },
  now = new Date(),
): Promise<Gauge[]> {
  const where: SQL[] = [];
  if (filter.plant !== 'All') where.push(eq(gauges.plantId, filter.plant));
  if (filter.holder !== undefined) where.push(eq(gauges.holderEmpId, filter.holder));
  const rows = await db
    .select(gaugeColumns)
    .from(gauges)
    .leftJoin(employees, eq(employees.empId, gauges.holderEmpId))
    .where(and(...where))
    .orderBy(asc(gauges.gaugeId));
  return rows.map((r) => gaugeOf(r, now));
}

/** One gauge, or null. */
export async function findGauge(db: Database | Tx, gaugeId: string, now = new Date()): Promise<Gauge | null> {
  const [row] = await db
    .select(gaugeColumns)
    .from(gauges)
    .leftJoin(employees, eq(employees.empId, gauges.holderEmpId))
    .where(eq(gauges.gaugeId, gaugeId));
  return row ? gaugeOf(row, now) : null;
}

/** Who a badge is (an employee id), with the gauges they hold; null for a badge nobody has. */
export async function cribBadge(db: Database | Tx, empId: number, now = new Date()): Promise<CribBadge | null> {
  const [who] = await db.select({ name: fullName, plant: employees.plantId }).from(employees).where(eq(employees.empId, empId));
  if (!who) return null;
  return { empID: empId, name: who.name, plant: who.plant, gauges: await listGauges(db, { plant: 'All', holder: empId }, now) };
}

/** The crib's last checkouts and returns of a plant (or All), or of one gauge, newest first. */
export async function gaugeHistory(
  db: Database | Tx,
  filter: { plant: string; gaugeId?: string | undefined },
  limit = 200,
): Promise<GaugeEvent[]> {
  const where: SQL[] = [];
  if (filter.plant !== 'All') where.push(eq(gauges.plantId, filter.plant));
  if (filter.gaugeId) where.push(eq(gaugeEvents.gaugeId, filter.gaugeId));
  const rows = await db
    .select({
      id: gaugeEvents.id,
      gaugeId: gaugeEvents.gaugeId,
      description: gauges.description,
      action: gaugeEvents.action,
      empID: gaugeEvents.empId,
      name: fullName,
      at: gaugeEvents.at,
    })
    .from(gaugeEvents)
    .innerJoin(gauges, eq(gauges.gaugeId, gaugeEvents.gaugeId))
    .innerJoin(employees, eq(employees.empId, gaugeEvents.empId))
    .where(and(...where))
    .orderBy(desc(gaugeEvents.at), desc(gaugeEvents.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The MRO items of a plant (or All), by bin; only those below their minimum when asked. */
export async function listMro(db: Database | Tx, filter: { plant: string; below: boolean; q?: string | undefined }): Promise<MroItem[]> {
  const where: SQL[] = [];
  if (filter.plant !== 'All') where.push(eq(mroItems.plantId, filter.plant));
  if (filter.below) where.push(sql`${mroItems.onHand} < ${mroItems.minimum}`);
  if (filter.q)
    where.push(
      or(ilike(mroItems.itemId, like(filter.q)), ilike(mroItems.description, like(filter.q)), ilike(mroItems.bin, like(filter.q)))!,
    );
  const rows = await db
    .select()
    .from(mroItems)
    .where(and(...where))
    .orderBy(asc(mroItems.plantId), asc(mroItems.bin), asc(mroItems.itemId));
  return rows.map(({ plantId, ...r }) => ({ ...r, plant: plantId, belowMinimum: r.onHand < r.minimum }));
}

/** The moves of equipment of a plant (from or to it, or All), newest first. */
export async function listTransfers(db: Database | Tx, plant: string, limit = 200): Promise<EquipmentTransfer[]> {
  const rows = await db
    .select({
      id: equipmentTransfers.id,
      equipmentId: equipmentTransfers.equipmentId,
      name: equipment.name,
      fromPlant: equipmentTransfers.fromPlantId,
      fromDepartment: equipmentTransfers.fromDepartment,
      toPlant: equipmentTransfers.toPlantId,
      toDepartment: equipmentTransfers.toDepartment,
      note: equipmentTransfers.note,
      by: fullName,
      at: equipmentTransfers.at,
    })
    .from(equipmentTransfers)
    .innerJoin(equipment, eq(equipment.equipmentId, equipmentTransfers.equipmentId))
    .innerJoin(employees, eq(employees.empId, equipmentTransfers.empId))
    .where(plant === 'All' ? undefined : or(eq(equipmentTransfers.fromPlantId, plant), eq(equipmentTransfers.toPlantId, plant)))
    .orderBy(desc(equipmentTransfers.at), desc(equipmentTransfers.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
