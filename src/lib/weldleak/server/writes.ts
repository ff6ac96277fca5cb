import { eq } from 'drizzle-orm';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import type { RecordActor } from '@/lib/server/api/actor';
import { missingRepairFields } from '@/lib/weldleak/rules';
import type { WeldLeakEntry, WeldLeakInput } from '@/lib/weldleak/schemas';
import { findWeldLeak } from './store';
import { weldLeakChanges, weldLeakEntries } from './tables';

/** The typed fields of an entry, in the order the history lists them. */
const FIELDS = [
  'plant',
  'date',
  'type',
  'cylinderNumber',
  'cell',
  'jobNumber',
  'shift',
  'robotOperator',
  'quantity',
  'location',
  'leakLocation',
  'defectType',
  'feature',
  'orientation',
  'repairInitials',
  'repairMinutes',
  'correctiveAction',
  'comments',
] as const satisfies readonly (keyof WeldLeakInput)[];

const show = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function columnsOf(input: WeldLeakInput) {
  const { plant, date, ...rest } = input;
  return { plantId: plant, entryDate: date, ...rest };
}

/** The fields that differ between an entry and its new values, before and after. */
export function diffEntry(before: Partial<WeldLeakInput>, after: WeldLeakInput): { field: string; before: string; after: string }[] {
  return FIELDS.filter((f) => show(before[f]) !== show(after[f])).map((f) => ({
    field: f,
    before: show(before[f]),
    after: show(after[f]),
  }));
}

/** Stores a new incomplete entry and its 'create' history line; the job has been checked. */
export async function createWeldLeak(tx: Tx, input: WeldLeakInput, actor: RecordActor): Promise<WeldLeakEntry> {
  const [row] = await tx
    .insert(weldLeakEntries)
    .values({ ...columnsOf(input), createdBy: actor.empId })
    .returning({ id: weldLeakEntries.id });
  const id = row!.id;
  await tx.insert(weldLeakChanges).values({ entryId: id, action: 'create', empId: actor.empId, changes: diffEntry({}, input) });
  return (await findWeldLeak(tx, id))!;
}

/** Who may change an entry: anyone with the application while it is incomplete; only weldleakrepair_Admin once closed. */
function requireChangeable(entry: WeldLeakEntry, mayChangeClosed: boolean): void {
  if (entry.status === 'complete' && !mayChangeClosed) {
    throw new NotAllowedError(`Entry ${entry.id} is closed; only weldleakrepair_Admin may change it.`, { code: 'entry-closed' });
  }
}

/** Options of the writes on an existing entry. */
export interface EntryChangeOptions {
  id: number;
  actor: RecordActor;
  /** The caller holds weldleakrepair_Admin. */
  mayChangeClosed: boolean;
}

async function lockedEntry(tx: Tx, id: number): Promise<WeldLeakEntry> {
  await tx.select({ id: weldLeakEntries.id }).from(weldLeakEntries).where(eq(weldLeakEntries.id, id)).for('update');
  const entry = await findWeldLeak(tx, id);
  if (!entry) throw new NotFoundError(`There is no weld leak entry ${id}.`);
  return entry;
}

/** 'Save Changes': stores the new values and one 'edit' history line with every changed field. */
export async function updateWeldLeak(
  tx: Tx,
  input: WeldLeakInput,
  { id, actor, mayChangeClosed }: EntryChangeOptions,
): Promise<WeldLeakEntry> {
  const entry = await lockedEntry(tx, id);
  requireChangeable(entry, mayChangeClosed);
  const changes = diffEntry(entry, input);
  if (changes.length === 0) return entry;
  if (entry.status === 'complete') {
    const missing = missingRepairFields({ ...input, repairMinutes: input.repairMinutes });
    if (missing.length > 0) throw repairFieldsError(missing, 'A closed entry keeps its repair fields filled');
  }
  await tx.update(weldLeakEntries).set(columnsOf(input)).where(eq(weldLeakEntries.id, id));
  await tx.insert(weldLeakChanges).values({ entryId: id, action: 'edit', empId: actor.empId, changes });
  return (await findWeldLeak(tx, id))!;
}

function repairFieldsError(missing: string[], why: string): InputError {
  return new InputError(`${why}: ${missing.join(', ')}.`, {
    code: 'repair-fields-required',
    fields: missing.map((field) => ({ field, code: 'required-to-close', message: 'must be filled to close the entry' })),
  });
}

/** 'Close Entry': only with the repair fields filled; the entry becomes complete. */
export async function closeWeldLeak(tx: Tx, { id, actor }: Omit<EntryChangeOptions, 'mayChangeClosed'>): Promise<WeldLeakEntry> {
  const entry = await lockedEntry(tx, id);
  if (entry.status === 'complete') throw new ConflictError(`Entry ${id} is already closed.`, { code: 'already-closed' });
  const missing = missingRepairFields(entry);
  if (missing.length > 0) throw repairFieldsError(missing, 'Fill the repair fields before closing the entry');
  const closedAt = new Date();
  await tx.update(weldLeakEntries).set({ status: 'complete', closedBy: actor.empId, closedAt }).where(eq(weldLeakEntries.id, id));
  await tx
    .insert(weldLeakChanges)
    .values({ entryId: id, action: 'close', empId: actor.empId, changes: [{ field: 'status', before: 'incomplete', after: 'complete' }] });
  return (await findWeldLeak(tx, id))!;
}
