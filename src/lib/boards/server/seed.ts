import { currentShift, shiftHours } from '@/lib/boards/day-by-hour';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { plantZone } from '@/lib/plants/plant-time';
import { PLANT_IDS } from '@/lib/plants/plants';
import { dbhHours, dbhReasons, dbhResources } from './tables';

const RESOURCES = [
  { code: 'WELD-1', name: 'Robot weld cell 1', kind: 'weld', hourlyGoal: 24 },
  { code: 'WELD-2', name: 'Robot weld cell 2', kind: 'weld', hourlyGoal: 22 },
  { code: 'MACH-1', name: 'CNC lathe cell', kind: 'machining', hourlyGoal: 18 },
  { code: 'ASSY-1', name: 'Cylinder assembly', kind: 'assembly', hourlyGoal: 30 },
] as const;
const REASONS = ['Changeover', 'Machine down', 'Material shortage', 'Quality hold', 'Short staffed'];
// Each resource's hours this shift against its goal, in turn (a miss names a reason).
const PATTERN = [1, 1.05, 0.75, 1, 0.9, 1.1, 1, 0.8];

/** Seeds each plant's day by hour (resources, reasons, a week of the current shift's hours up to now) when its tables are empty. */
export async function seedBoardsIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, dbhResources))) return false;
  const resources = await tx
    .insert(dbhResources)
    .values(PLANT_IDS.flatMap((plantId) => RESOURCES.map((r, sort) => ({ ...r, plantId, sort }))))
    .returning();
  const reasons = await tx
    .insert(dbhReasons)
    .values(PLANT_IDS.flatMap((plantId) => REASONS.map((text) => ({ plantId, text }))))
    .returning();
  const hours = resources.flatMap((resource, r) => {
    const plantReasons = reasons.filter((x) => x.plantId === resource.plantId);
    const start = currentShift(now, plantZone(resource.plantId)).start;
    // The same shift on each of the six days before, then this shift's hours already over (nothing is dated
    // after now): the manager's week has a week to show at any hour, even in a shift's first hour.
    const days = [6, 5, 4, 3, 2, 1].flatMap((d) => shiftHours(new Date(start.getTime() - d * 86_400_000)));
    const done = [...days, ...shiftHours(start)].filter((h) => h.getTime() + 3_600_000 <= now.getTime());
    return done.map((hourStart, i) => {
      const factor = PATTERN[(i + r) % PATTERN.length] ?? 1;
      const quantity = Math.round(resource.hourlyGoal * factor);
      const reason = quantity < resource.hourlyGoal ? plantReasons[(i + r) % plantReasons.length] : undefined;
      return { resourceId: resource.id, hourStart, quantity, reasonId: reason?.id ?? null, updatedBy: 'seed', updatedAt: now };
    });
  });
  if (hours.length) await tx.insert(dbhHours).values(hours);
  return true;
}
