import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { daysAgo, seededRandom } from '@/lib/server/db/seed-random';
import { PLANTS } from '@/lib/plants/plants';
import { addEquipment } from '@/lib/plant-data/equipment.server';
import { openDuePmWorkOrders } from './pm';
import { CYLINDER_MACHINES, FINISHING_MACHINES, GAUGES, MRO, PM_PLAN, SDS } from './seed-data';
import {
  equipmentMeters,
  equipmentTransfers,
  gaugeEvents,
  gauges,
  mroItems,
  pmSchedules,
  pmWorkOrders,
  sdsProducts,
  technicians,
  ventInspections,
} from './tables';

/** The people of each plant the demo uses: technicians with their craft, and who takes gauges from the crib. */
const PEOPLE: Record<string, { techs: [number, 'mechanic' | 'electrician' | 'millwright' | 'controls'][]; gaugeUsers: number[] }> = {
  MfgSys: { techs: [[1003, 'electrician']], gaugeUsers: [1004, 1005] },
  SPIRITLA: { techs: [[2004, 'mechanic']], gaugeUsers: [2002, 2003] },
  BGOHIO: { techs: [[3003, 'millwright']], gaugeUsers: [3002, 3004] },
  REBUILD: {
    techs: [
      [4002, 'mechanic'],
      [4004, 'controls'],
    ],
    gaugeUsers: [4003],
  },
};
/** The gauge of each crib past its calibration date (may not be used), and the one someone holds. */
const OVERDUE_GAUGE = 'G-004';
const HELD_GAUGE = 'G-002';

async function seedEquipment(tx: Tx, prefix: string, plantId: string, now: Date): Promise<void> {
  const machines = plantId === 'REBUILD' ? [...FINISHING_MACHINES, ...CYLINDER_MACHINES] : CYLINDER_MACHINES;
  await addEquipment(
    tx,
    machines.map(([suffix, kind, name, cell, workCenter, department, criticality, manufacturer], i) => ({
      equipmentId: `${prefix}-${suffix}`,
      plantId,
      name,
      kind,
      cell,
      workCenter,
      department,
      criticality,
      manufacturer,
      serialNumber: `${prefix}${String(10_431 + i * 97).padStart(6, '0')}`,
    })),
  );
  const r = seededRandom(plantId.length * 101);
  for (const [suffix, task, intervalKind, intervalValue, since] of PM_PLAN) {
    const equipmentId = `${prefix}-${suffix}`;
    if (intervalKind === 'days') {
      await tx.insert(pmSchedules).values({ equipmentId, task, intervalKind, intervalValue, lastDoneOn: daysAgo(now, since) });
      continue;
    }
    const meter = r.int(8_000, 40_000);
    await tx
      .insert(equipmentMeters)
      .values({ equipmentId, hours: intervalKind === 'hours' ? meter : 0, cycles: intervalKind === 'cycles' ? meter : 0, readAt: now })
      .onConflictDoNothing();
    await tx
      .insert(pmSchedules)
      .values({ equipmentId, task, intervalKind, intervalValue, lastDoneOn: daysAgo(now, r.int(10, 60)), lastDoneMeter: meter - since });
  }
}

async function seedPmHistory(tx: Tx, plantId: string, now: Date): Promise<void> {
  const schedules = await tx.select().from(pmSchedules);
  for (const s of schedules.filter((row) => row.intervalKind === 'days' && row.equipmentId.startsWith(prefixOf(plantId)))) {
    // The last three times each schedule came due, done a day or two after.
    for (let k = 1; k <= 3; k++) {
      const dueOn = daysAgo(new Date(`${s.lastDoneOn}T12:00:00Z`), (k - 1) * s.intervalValue);
      const openedAt = new Date(Date.parse(`${dueOn}T06:00:00Z`) - 86_400_000);
      if (openedAt > now) continue;
      const closedAt = new Date(Math.min(now.getTime(), openedAt.getTime() + (1 + (k % 2)) * 86_400_000));
      await tx.insert(pmWorkOrders).values({ scheduleId: s.id, plantId, dueKey: dueOn, dueOn, openedAt, closedAt });
    }
  }
}

const prefixOf = (plantId: string) => `${PLANTS.find((p) => p.id === plantId)!.prefix}-`;

async function seedCrib(tx: Tx, prefix: string, plantId: string, now: Date): Promise<void> {
  const users = PEOPLE[plantId]!.gaugeUsers;
  for (const [i, [suffix, description, location, interval]] of GAUGES.entries()) {
    const gaugeId = `${prefix}-${suffix}`;
    const calibratedAgo = suffix === OVERDUE_GAUGE ? interval + 5 : 10 + ((i * 37) % (interval - 10));
    const lastCalibrated = daysAgo(now, calibratedAgo);
    const calibrationDue = daysAgo(now, calibratedAgo - interval);
    const held = suffix === HELD_GAUGE;
    const checkedOutAt = new Date(now.getTime() - 3 * 3_600_000);
    const holder = users[0]!;
    await tx.insert(gauges).values({
      gaugeId,
      plantId,
      description,
      location,
      calibrationIntervalDays: interval,
      lastCalibrated,
      calibrationDue,
      holderEmpId: held ? holder : null,
      checkedOutAt: held ? checkedOutAt : null,
    });
    // Two weeks of the crib's traffic: taken at the start of a shift, back before its end.
    for (let day = 14; day >= 1; day -= 1 + (i % 3)) {
      const empId = users[(day + i) % users.length]!;
      const out = new Date(Date.parse(`${daysAgo(now, day)}T12:00:00Z`) + i * 600_000);
      const back = new Date(out.getTime() + (2 + (i % 5)) * 3_600_000);
      await tx.insert(gaugeEvents).values([
        { gaugeId, action: 'checkout', empId, byEmpId: empId, at: out },
        { gaugeId, action: 'return', empId, byEmpId: empId, at: back },
      ]);
    }
    if (held) await tx.insert(gaugeEvents).values({ gaugeId, action: 'checkout', empId: holder, byEmpId: holder, at: checkedOutAt });
  }
}

async function seedStores(tx: Tx, prefix: string, plantId: string, now: Date, plantIndex: number): Promise<void> {
  await tx.insert(mroItems).values(
    MRO.map(([suffix, description, bin, uom, onHand, minimum, warning], i) => ({
      itemId: `${prefix}-${suffix}`,
      plantId,
      description,
      bin,
      uom,
      // Each plant's shelves differ a little; some items sit under their minimum everywhere.
      onHand: Math.max(0, onHand + ((i + plantIndex) % 3) - 1),
      minimum,
      warning,
    })),
  );
  await tx.insert(sdsProducts).values(
    SDS.map(([suffix, name, manufacturer, signalWord, hazards], i) => ({
      productId: `${prefix}-${suffix}`,
      plantId,
      name,
      manufacturer,
      signalWord,
      hazards,
      sheetFile: `${suffix.toLowerCase()}-sds.pdf`,
      revisedOn: daysAgo(now, 120 + i * 90),
    })),
  );
}

async function seedVents(tx: Tx, now: Date): Promise<void> {
  const r = seededRandom(77);
  const tanks: ['chrome' | 'cobalt', string, number][] = [
    ['chrome', 'CR-1', 150],
    ['chrome', 'CR-2', 150],
    ['chrome', 'CR-3', 150],
    ['cobalt', 'CO-1', 125],
    ['cobalt', 'CO-2', 125],
  ];
  for (let week = 8; week >= 0; week--) {
    for (const [line, tank, minimum] of tanks) {
      // CR-2's fan belt slipped this week: its reading is under the limit.
      const reading = week === 0 && tank === 'CR-2' ? minimum - 18 : minimum + r.int(5, 60);
      await tx
        .insert(ventInspections)
        .values({ plantId: 'REBUILD', line, tank, reading, minimum, inspectedOn: daysAgo(now, week * 7), empId: 4004 });
    }
  }
}

/** Seeds each plant's machines, PM schedules and their work orders, technicians, gauge crib, MRO stores, data sheets and vent readings. */
export async function seedMaintenance(tx: Tx, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(tx, gauges))) return false;
  for (const [plantIndex, { id: plantId, prefix }] of PLANTS.entries()) {
    await seedEquipment(tx, prefix, plantId, now);
    await seedPmHistory(tx, plantId, now);
    await seedCrib(tx, prefix, plantId, now);
    await seedStores(tx, prefix, plantId, now, plantIndex);
    await tx.insert(technicians).values(PEOPLE[plantId]!.techs.map(([empId, craft]) => ({ empId, plantId, craft })));
  }
  await seedVents(tx, now);
  // Bowling Green lent Spirit Lake its manual weld booth six weeks ago.
  await tx.insert(equipmentTransfers).values({
    equipmentId: 'SL-WC-04',
    fromPlantId: 'BGOHIO',
    fromDepartment: 'Welding',
    toPlantId: 'SPIRITLA',
    toDepartment: 'Welding',
    note: 'Lent for the rod-end backlog',
    empId: 3003,
    at: new Date(now.getTime() - 42 * 86_400_000),
  });
  await openDuePmWorkOrders(tx, now);
  return true;
}
