import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbhDay, ReasonCount } from '@/lib/boards/schemas';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import { dbhHours, dbhReasons, dbhResources } from './tables';
import { plantZone } from '@/lib/plants/plant-time';

const WEEK_MS = 7 * 86_400_000;

/** Each resource's last seven days at a plant: the goal and quantity claimed over the hours entered, by local day. */
export function weekByResource(db: Database, plant: string, now: Date): Promise<DbhDay[]> {
  // The zone comes from the plants' fixed list; written as a literal so the grouping and the selection are one expression.
  const zone = sql.raw(`'${plantZone(plant).replace(/[^A-Za-z_/]/g, '')}'`);
  const day = sql<string>`to_char(${dbhHours.hourStart} at time zone ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({
      resourceId: dbhResources.id,
      code: dbhResources.code,
      day,
      goal: sql<number>`sum(coalesce(${dbhHours.goal}, ${dbhResources.hourlyGoal}))::int`,
      actual: sql<number>`sum(${dbhHours.quantity})::int`,
      hours: sql<number>`count(*)::int`,
    })
    .from(dbhHours)
    .innerJoin(dbhResources, eq(dbhResources.id, dbhHours.resourceId))
    .where(
      and(
        eq(dbhResources.plantId, plant),
        gte(dbhHours.hourStart, new Date(now.getTime() - WEEK_MS)),
        sql`${dbhHours.hourStart} <= ${now}`,
      ),
    )
    .groupBy(dbhResources.id, dbhResources.code, dbhResources.sort, day)
    .orderBy(asc(dbhResources.sort), asc(dbhResources.id), day);
}

/** How often each reason was given per resource at a plant in the last seven days, most often first. */
export function reasonCounts(db: Database, plant: string, now: Date): Promise<ReasonCount[]> {
  return db
    .select({ resourceId: dbhResources.id, code: dbhResources.code, reason: dbhReasons.text, count: sql<number>`count(*)::int` })
    .from(dbhHours)
    .innerJoin(dbhResources, eq(dbhResources.id, dbhHours.resourceId))
    .innerJoin(dbhReasons, eq(dbhReasons.id, dbhHours.reasonId))
    .where(and(eq(dbhResources.plantId, plant), isNotNull(dbhHours.reasonId), gte(dbhHours.hourStart, new Date(now.getTime() - WEEK_MS))))
    .groupBy(dbhResources.id, dbhResources.code, dbhResources.sort, dbhReasons.text)
    .orderBy(asc(dbhResources.sort), asc(dbhResources.id), sql`count(*) desc`, asc(dbhReasons.text));
}

/** Sets an hour's own goal for a resource (the hour's row is made on first entry, with nothing claimed yet). */
export async function setGoal(tx: Tx, input: { resourceId: number; hour: Date; goal: number }, by: string): Promise<void> {
  await tx
    .insert(dbhHours)
    .values({ resourceId: input.resourceId, hourStart: input.hour, quantity: 0, goal: input.goal, updatedBy: by })
    .onConflictDoUpdate({
      target: [dbhHours.resourceId, dbhHours.hourStart],
      set: { goal: input.goal, updatedBy: by, updatedAt: new Date() },
    });
}

/** Adds a reason for a missed hour to a plant's list; a text the plant already has is refused by its field. */
export async function addReason(tx: Tx, plant: string, text: string): Promise<{ id: number; text: string }> {
  await refuseTaken(tx, plant, text, null);
  const [row] = await tx.insert(dbhReasons).values({ plantId: plant, text }).returning({ id: dbhReasons.id, text: dbhReasons.text });
  if (!row) throw new Error('the reason was not written');
  return row;
}

/** Renames a reason (the hours that gave it show the new text); null when there is no such reason. */
export async function renameReason(tx: Tx, id: number, text: string): Promise<{ id: number; text: string; plant: string } | null> {
  const [found] = await tx.select().from(dbhReasons).where(eq(dbhReasons.id, id));
  if (!found) return null;
  await refuseTaken(tx, found.plantId, text, id);
  const [row] = await tx
    .update(dbhReasons)
    .set({ text })
    .where(eq(dbhReasons.id, id))
    .returning({ id: dbhReasons.id, text: dbhReasons.text, plant: dbhReasons.plantId });
  return row ?? null;
}

async function refuseTaken(tx: Tx, plant: string, text: string, except: number | null): Promise<void> {
  const [same] = await tx
    .select({ id: dbhReasons.id })
    .from(dbhReasons)
    .where(and(eq(dbhReasons.plantId, plant), sql`lower(${dbhReasons.text}) = lower(${text})`));
  if (same && same.id !== except) throw InputError.field('text', 'reason-taken', `The plant already has the reason '${text}'.`);
}
