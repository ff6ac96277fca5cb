import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { buildHours, currentShift, shiftHours, SHIFT_HOURS, type HourRecord } from '@/lib/boards/day-by-hour';
import type { DayByHour } from '@/lib/boards/schemas';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import { plants } from '@/lib/server/db/schema/plants';
import { plantZone } from '@/lib/plants/plant-time';
import { dbhHours, dbhReasons, dbhResources } from './tables';

const HOUR_MS = 3_600_000;

/** A plant's day by hour for the shift running at `now`; `kind` keeps one kind of resource (the welding board). */
export async function readDayByHour(db: Database, plant: string, now = new Date(), kind?: string): Promise<DayByHour> {
  const zone = plantZone(plant);
  const shift = currentShift(now, zone);
  const hours = shiftHours(shift.start);
  const end = new Date(shift.start.getTime() + SHIFT_HOURS * HOUR_MS);
  const resources = await db
    .select()
    .from(dbhResources)
    .where(kind ? and(eq(dbhResources.plantId, plant), eq(dbhResources.kind, kind as 'weld')) : eq(dbhResources.plantId, plant))
    .orderBy(asc(dbhResources.sort), asc(dbhResources.id));
  const ids = resources.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select({
          resourceId: dbhHours.resourceId,
          hourStart: dbhHours.hourStart,
          quantity: dbhHours.quantity,
          goal: dbhHours.goal,
          reason: dbhReasons.text,
        })
        .from(dbhHours)
        .leftJoin(dbhReasons, eq(dbhReasons.id, dbhHours.reasonId))
        .where(and(inArray(dbhHours.resourceId, ids), gte(dbhHours.hourStart, shift.start), lt(dbhHours.hourStart, end)))
    : [];
  const byResource = new Map<number, Map<string, HourRecord>>();
  for (const row of rows) {
    const map = byResource.get(row.resourceId) ?? new Map<string, HourRecord>();
    map.set(row.hourStart.toISOString(), { quantity: row.quantity, goal: row.goal, reason: row.reason });
    byResource.set(row.resourceId, map);
  }
  const label = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  const [named] = await db.select({ name: plants.plantName }).from(plants).where(eq(plants.plantId, plant));
  return {
    plant,
    plantName: named?.name ?? plant,
    shift: { number: shift.number, start: shift.start.toISOString(), end: end.toISOString() },
    resources: resources.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      kind: r.kind,
      hours: buildHours(hours, r.hourlyGoal, byResource.get(r.id) ?? new Map(), now, (d) => label.format(d)),
    })),
    asOf: now.toISOString(),
  };
}

/** A plant's reasons for a missed hour. */
export function listReasons(db: Database, plant: string): Promise<{ id: number; text: string }[]> {
  return db
    .select({ id: dbhReasons.id, text: dbhReasons.text })
    .from(dbhReasons)
    .where(eq(dbhReasons.plantId, plant))
    .orderBy(asc(dbhReasons.text));
}

/** A resource with its plant, or null. */
export async function findResource(db: Database, id: number) {
  const [row] = await db.select().from(dbhResources).where(eq(dbhResources.id, id)).limit(1);
  return row ?? null;
}

/** What a supervisor enters for one hour of one resource. */
export interface CountInput {
  resourceId: number;
  hour: Date;
  quantity: number;
  reasonId: number | null;
}

/** Sets an hour's quantity claimed and reason (the hour's row is made on first entry). */
export async function setCount(tx: Tx, input: CountInput, plant: string, by: string): Promise<void> {
  if (input.reasonId !== null) {
    const [reason] = await tx
      .select()
      .from(dbhReasons)
      .where(and(eq(dbhReasons.id, input.reasonId), eq(dbhReasons.plantId, plant)));
    if (!reason) throw InputError.field('reasonId', 'unknown-reason', `Reason ${input.reasonId} is not one of this plant's reasons.`);
  }
  await tx
    .insert(dbhHours)
    .values({ resourceId: input.resourceId, hourStart: input.hour, quantity: input.quantity, reasonId: input.reasonId, updatedBy: by })
    .onConflictDoUpdate({
      target: [dbhHours.resourceId, dbhHours.hourStart],
      set: { quantity: input.quantity, reasonId: input.reasonId, updatedBy: by, updatedAt: new Date() },
    });
}
