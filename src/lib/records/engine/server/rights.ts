import { and, eq, inArray, or } from 'drizzle-orm';
import { hasSubApp } from '@/lib/auth/permissions';
import type { Actor, FieldDef, RecordTypeDef } from '@/lib/records/engine/definition';
import { guardOf, worksAt } from '@/lib/server/api/work-plant';
import type { ChildRow } from '@/lib/records/engine/validation';
import type { Access } from '@/lib/server/db/access';
import { employees } from '@/lib/server/db/schema/employees';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import { employeePlants, groupMembers, subAppGrants } from '@/lib/server/db/schema/access';
import type { Tx } from '@/lib/server/db/database';
import type { StoredRecord } from './store';

/** The caller of a record call: who they are and what they hold (read once per request). */
export interface RecordCaller {
  empId: number;
  name: string;
  email: string;
  plant: string | null;
  access: Access;
  /** The plants the caller works at (their own, those granted them; every plant for administrators): they write there only. */
  workPlants: ReadonlySet<string> | 'every';
}

/**
 * Refuses (403 'other-plant', the kit's guard) a write on a record of a plant the caller does not work at,
 * before anything is written: a new record, a change (its plant and the plant it moves to), a transition,
 * a comment, a file.
 */
export function requireRecordPlant(caller: RecordCaller, ...plants: (string | null | undefined)[]): void {
  const guard = guardOf(caller.workPlants);
  for (const plant of plants) guard(plant);
}

/** Whether the caller works at the record's plant: a screen offers its writes (edit, transitions) only then. */
export const worksAtRecord = (caller: RecordCaller, record: Pick<StoredRecord, 'plant'>): boolean =>
  worksAt(caller.workPlants, record.plant);

/** The employees a record's child rows name in one field (a team's members). */
export function namedIn(record: Pick<StoredRecord, 'children'>, table: string, field: string): number[] {
  const rows = (record.children[table] ?? []) as ChildRow[];
  return rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
}

/**
 * Whether one of the actors is the caller, for this record (none yet: only rights and 'anyone' count). Where
 * the caller may write (the plant) is the guard's (`requireRecordPlant`), asked by every write besides this.
 */
export function allows(actors: readonly Actor[], caller: RecordCaller, record?: StoredRecord): boolean {
  return actors.some((actor) => {
    if (actor === 'anyone') return true;
    if (typeof actor === 'object' && 'subApp' in actor) return hasSubApp(caller.access, actor.subApp);
    if (!record) return false;
    if (actor === 'owner') return record.ownerId === caller.empId;
    if (actor === 'assignee') return record.assigneeId === caller.empId;
    return namedIn(record, actor.team, actor.field).includes(caller.empId);
  });
}

/**
 * Whether someone with the type's application may read this record: anyone, unless the type says who reads
 * every record (`read`); then only those, and whoever it names (its owner, its assignee) for their own.
 */
export function mayReadRecord(def: RecordTypeDef, caller: Pick<RecordCaller, 'empId' | 'access'>, record: StoredRecord): boolean {
  return !def.read || allows(def.read, caller as RecordCaller, record) || record.assigneeId === caller.empId;
}

/** Whether the caller reads every record of the type (else a list shows only those they opened or are assigned). */
export const readsAll = (def: RecordTypeDef, caller: RecordCaller): boolean => !def.read || allows(def.read, caller);

/** Whether the caller may see a field (its `readBy`), on this record. */
export const mayReadField = (field: FieldDef, caller: RecordCaller, record?: StoredRecord): boolean =>
  !field.readBy || allows(field.readBy, caller, record);

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
  const rights: { subApp: string }[] = [];
  for (const actor of actors) {
    if (actor === 'anyone') continue;
    if (actor === 'owner') {
      if (record.ownerId !== null) ids.add(record.ownerId);
    } else if (actor === 'assignee') {
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
          // Only those who may act on this record are told: holders who work at its plant (as the guard has it).
          or(
            eq(employees.plantId, record.plant),
            inArray(
              employees.empId,
              tx.select({ id: employeePlants.empId }).from(employeePlants).where(eq(employeePlants.plantId, record.plant)),
            ),
            holdersOf(tx, ADMIN_SUB_APP_ID),
          ),
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
