import { and, eq, inArray, or } from 'drizzle-orm';
import { hasSubApp } from '@/lib/auth/permissions';
import { EVERY_PLANT_RIGHT, type Actor, type RecordTypeDef } from '@/lib/records/engine/definition';
import type { ChildRow } from '@/lib/records/engine/validation';
import type { Access } from '@/lib/server/db/access';
import { employees } from '@/lib/server/db/schema/employees';
import { groupMembers, subAppGrants } from '@/lib/server/db/schema/access';
import type { Tx } from '@/lib/server/idempotency/idempotency';
import type { StoredRecord } from './store';

/** The caller of a record call: who they are and what they hold (read once per request). */
export interface RecordCaller {
  empId: number;
  name: string;
  email: string;
  /** The caller's own plant (a plant-limited right counts there only). */
  plant: string | null;
  access: Access;
}

/** The employees a record's child rows name in one field (a team's members). */
export function namedIn(record: Pick<StoredRecord, 'children'>, table: string, field: string): number[] {
  const rows = (record.children[table] ?? []) as ChildRow[];
  return rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
}

/** Whether one of the actors is the caller, for this record (none yet: only rights and 'anyone' count). */
export function allows(actors: readonly Actor[], caller: RecordCaller, record?: StoredRecord): boolean {
  return actors.some((actor) => {
    if (actor === 'anyone') return true;
    if (typeof actor === 'object' && 'subApp' in actor)
      return hasSubApp(caller.access, actor.subApp) && (!actor.ownPlant || !record || atPlant(caller, record.plant));
    if (!record) return false;
    if (actor === 'owner') return record.ownerId === caller.empId;
    if (actor === 'assignee') return record.assigneeId === caller.empId;
    return namedIn(record, actor.team, actor.field).includes(caller.empId);
  });
}

/** Whether a plant-limited right of the caller counts on a record of this plant. */
function atPlant(caller: RecordCaller, plant: string): boolean {
  return caller.plant === plant || hasSubApp(caller.access, EVERY_PLANT_RIGHT);
}

/** Who may edit a record of this type (default: anyone with the application). */
export const editors = (def: RecordTypeDef): readonly Actor[] => def.edit ?? ['anyone'];

/** The employees holding a right, directly or by a group, as a condition on `employees`. */
function holdersOf(tx: Tx, subApp: string) {
  const direct = tx.select({ id: subAppGrants.empId }).from(subAppGrants).where(eq(subAppGrants.subAppId, subApp));
  const byGroup = tx
    .select({ id: groupMembers.empId })
    .from(groupMembers)
    .innerJoin(subAppGrants, eq(subAppGrants.groupId, groupMembers.groupId))
    .where(eq(subAppGrants.subAppId, subApp));
  return or(inArray(employees.empId, direct), inArray(employees.empId, byGroup));
}

/** The e-mails of the people the actors name for this record (holders of a right: directly or by a group). */
export async function recipientsOf(tx: Tx, actors: readonly Actor[], record: StoredRecord): Promise<string[]> {
  const ids = new Set<number>();
  const rights: { subApp: string; ownPlant?: boolean }[] = [];
  for (const actor of actors) {
    if (actor === 'anyone') continue;
    if (actor === 'owner') ids.add(record.ownerId);
    else if (actor === 'assignee') {
      if (record.assigneeId) ids.add(record.assigneeId);
    } else if ('subApp' in actor) rights.push(actor);
    else for (const id of namedIn(record, actor.team, actor.field)) ids.add(id);
  }
  for (const right of rights) {
    const holders = await tx
      .select({ empId: employees.empId })
      .from(employees)
      .where(
        and(
          holdersOf(tx, right.subApp),
          // A plant-limited right tells only those who may act on this record: its plant's holders and those of every plant.
          right.ownPlant ? or(eq(employees.plantId, record.plant), holdersOf(tx, EVERY_PLANT_RIGHT)) : undefined,
        ),
      );
    for (const h of holders) ids.add(h.empId);
  }
  if (ids.size === 0) return [];
  const rows = await tx
    .select({ email: employees.companyEmail })
    .from(employees)
    .where(inArray(employees.empId, [...ids]));
  return rows.map((r) => r.email);
}
