import { eq } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError, UnprocessableError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import { equipment } from '@/lib/plant-data/equipment-tables';
import { plantName } from '@/lib/plants/plants';
import { GAUGE_CALIBRATION_OVERDUE, GAUGE_HELD, GAUGE_NOT_HELD } from '@/lib/maintenance/constants';
import type { Equipment, EquipmentTransferInput, Gauge } from '@/lib/maintenance/schemas';
import { calibrationOverdue, findEquipment, findGauge } from './store';
import { equipmentTransfers, gaugeEvents, gauges } from './tables';

/** Who does a write at the crib or the maintenance desk, and when. */
export interface MaintenanceActor {
  empId: number;
  now?: Date;
}

async function lockedGauge(tx: Tx, gaugeId: string, now: Date): Promise<Gauge & { plantId: string }> {
  await tx.select({ id: gauges.gaugeId }).from(gauges).where(eq(gauges.gaugeId, gaugeId)).for('update');
  const gauge = await findGauge(tx, gaugeId, now);
  if (!gauge) throw new NotFoundError(`There is no gauge ${gaugeId}.`, { code: 'gauge-not-found' });
  return { ...gauge, plantId: gauge.plant };
}

async function employeeName(tx: Tx, empId: number): Promise<string> {
  const [row] = await tx.select({ first: employees.firstName, last: employees.lastName }).from(employees).where(eq(employees.empId, empId));
  if (!row) throw InputError.field('empID', 'employee-not-found', `There is no employee with badge ${empId}.`);
  return `${row.first} ${row.last}`;
}

/**
 * Checks a gauge out of the crib to `empId`: refused while someone holds it (409 'gauge-held') and once
 * its calibration date has passed at its plant (422 'calibration-overdue'), writing nothing.
 */
export async function checkoutGauge(
  tx: Tx,
  gaugeId: string,
  empId: number,
  { empId: byEmpId, now = new Date() }: MaintenanceActor,
): Promise<Gauge> {
  const gauge = await lockedGauge(tx, gaugeId, now);
  await employeeName(tx, empId);
  if (gauge.holderEmpID !== null) {
    throw new ConflictError(`Gauge ${gaugeId} is checked out to ${gauge.holderName}; it must be returned first.`, {
      code: GAUGE_HELD,
      extra: { values: { gauge: gaugeId, holder: gauge.holderName ?? '' } },
    });
  }
  if (calibrationOverdue(gauge, now)) {
    throw new UnprocessableError(
      `Gauge ${gaugeId} was due for calibration on ${gauge.calibrationDue}: it may not be used until it is calibrated.`,
      { code: GAUGE_CALIBRATION_OVERDUE, extra: { values: { gauge: gaugeId, due: gauge.calibrationDue } } },
    );
  }
  await tx.update(gauges).set({ holderEmpId: empId, checkedOutAt: now }).where(eq(gauges.gaugeId, gaugeId));
  await tx.insert(gaugeEvents).values({ gaugeId, action: 'checkout', empId, byEmpId, at: now });
  return (await findGauge(tx, gaugeId, now))!;
}

/** Brings a gauge back to the crib; one nobody holds is refused (409 'gauge-not-held'). */
export async function returnGauge(tx: Tx, gaugeId: string, { empId: byEmpId, now = new Date() }: MaintenanceActor): Promise<Gauge> {
  const gauge = await lockedGauge(tx, gaugeId, now);
  if (gauge.holderEmpID === null) {
    throw new ConflictError(`Gauge ${gaugeId} is not checked out.`, { code: GAUGE_NOT_HELD, extra: { values: { gauge: gaugeId } } });
  }
  await tx.update(gauges).set({ holderEmpId: null, checkedOutAt: null }).where(eq(gauges.gaugeId, gaugeId));
  await tx.insert(gaugeEvents).values({ gaugeId, action: 'return', empId: gauge.holderEmpID, byEmpId, at: now });
  return (await findGauge(tx, gaugeId, now))!;
}

/**
 * Moves equipment to another plant or department and keeps the move in its history; a move to where it
 * already is is refused (422 'same-place').
 */
export async function transferEquipment(
  tx: Tx,
  equipmentId: string,
  input: EquipmentTransferInput,
  { empId, now = new Date() }: MaintenanceActor,
): Promise<Equipment> {
  await tx.select({ id: equipment.equipmentId }).from(equipment).where(eq(equipment.equipmentId, equipmentId)).for('update');
  const before = await findEquipment(tx, equipmentId);
  if (!before) throw new NotFoundError(`There is no equipment ${equipmentId}.`, { code: 'equipment-not-found' });
  if (before.plant === input.plant && before.department === input.department && before.workCenter === input.workCenter) {
    throw new UnprocessableError(`${equipmentId} is already in ${input.department} at ${plantName(input.plant)}.`, { code: 'same-place' });
  }
  await tx
    .update(equipment)
    .set({ plantId: input.plant, department: input.department, workCenter: input.workCenter })
    .where(eq(equipment.equipmentId, equipmentId));
  await tx.insert(equipmentTransfers).values({
    equipmentId,
    fromPlantId: before.plant,
    fromDepartment: before.department,
    toPlantId: input.plant,
    toDepartment: input.department,
    note: input.note,
    empId,
    at: now,
  });
  return (await findEquipment(tx, equipmentId))!;
}
