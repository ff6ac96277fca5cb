import { eq, inArray, sql } from 'drizzle-orm';
import { employees } from '@/lib/server/db/schema/employees';
import { say, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';
import { missingRequired, type ChildRow, type RecordValues } from '@/lib/records/engine/validation';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { createNotification } from '@/lib/server/notify/notify';
import { unknownReferences } from './references';
import { allows, editors, requireRecordPlant, type RecordCaller } from './rights';
import { findRecord, type StoredRecord } from './store';
import { recordHistory, records } from './tables';
import { changesBetween, derivedColumns, newRows, splitValues, type NameOf } from './values';
import { rulesOf } from './registry';
import { runEffects } from './rules';
import { checkWritableFields, isAnonymous, settledFields, withDefaults } from './write-rules';

/** What every write is given: the type, its custom fields and the caller. */
export interface WriteContext {
  def: RecordTypeDef;
  custom: readonly FieldDef[];
  caller: RecordCaller;
}

/** The record's own plant, checked like a plant field. */
const PLANT_FIELD: FieldDef = { name: 'plant', kind: 'plant', label: { en: 'Plant', es: 'Planta' } };

export const requiredError = (paths: string[], code: string, why: string) =>
  new InputError(`${why}: ${paths.join(', ')}.`, { code, fields: paths.map((field) => ({ field, code, message: 'must be filled' })) });

export async function checkReferences(tx: Tx, { def, custom }: WriteContext, values: RecordValues, plant: string) {
  const issues = await unknownReferences(tx, [...def.fields, ...custom, PLANT_FIELD], def.children ?? [], values, plant);
  if (issues.length > 0)
    throw new InputError(issues.map((i) => `${i.field}: ${i.message}`).join('; '), { code: 'unknown-reference', fields: issues });
}

/** The names of the employees a record's child rows name before and after a change, for its history line. */
export async function namesIn(tx: Tx, ...values: RecordValues[]): Promise<NameOf> {
  const ids = new Set<number>();
  for (const v of values)
    for (const rows of Object.values(v))
      if (Array.isArray(rows))
        for (const row of rows)
          if (row && typeof row === 'object') for (const x of Object.values(row)) if (typeof x === 'number') ids.add(x);
  if (ids.size === 0) return () => undefined;
  const rows = await tx
    .select({ id: employees.empId, first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(inArray(employees.empId, [...ids]));
  const names = new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`]));
  return (id: number) => names.get(id);
}

/** The record's page, for notifications. */
export const recordPath = (def: RecordTypeDef, id: number) => def.detailPath.replace('{id}', String(id));

async function notifyNewRows(tx: Tx, ctx: WriteContext, record: StoredRecord, before: Record<string, ChildRow[]>) {
  for (const child of ctx.def.children ?? []) {
    if (!child.notifyField || !record.children[child.name]) continue;
    for (const row of newRows(before[child.name], record.children[child.name] ?? [])) {
      const empId = row[child.notifyField];
      if (typeof empId !== 'number' || empId === ctx.caller.empId) continue;
      const [to] = await tx
        .execute<{ email: string }>(sql`select company_email as email from employees where emp_id = ${empId}`)
        .then((r) => (r as unknown as { rows: { email: string }[] }).rows);
      if (!to) continue;
      const message = { key: 'rowForYou', values: { type: ctx.def.title, id: record.id, row: child.label, title: record.title } };
      await createNotification(tx as never, { username: to.email, message, action: recordPath(ctx.def, record.id) });
    }
  }
}

/**
 * Opens a record in the type's first state, with its 'create' history line; owners of new child rows are
 * notified. `madeAt`: when it was made on a device that kept it offline (its created time), else now.
 */
export async function createRecord(
  tx: Tx,
  ctx: WriteContext,
  plant: string,
  values: RecordValues,
  madeAt: Date | null = null,
): Promise<{ id: number; version: number }> {
  const { def, custom, caller } = ctx;
  requireRecordPlant(caller, plant);
  if (def.create && !allows(def.create, caller))
    throw new NotAllowedError(`You may not open a new ${say(def.title, 'en')}.`, { code: 'create-not-allowed' });
  checkWritableFields(def, caller, values, null);
  values = withDefaults(def, caller, values);
  const missing = missingRequired(def, values, custom);
  if (missing.length > 0) throw requiredError(missing, 'required', 'Fill the required fields');
  await checkReferences(tx, ctx, { ...values, plant }, plant);
  const split = splitValues(def, values);
  const { children } = split;
  const rules = rulesOf(def.type);
  const fields = settledFields(rules, split.fields, children);
  // An anonymous submitter is not stored anywhere the record is: not as its owner, not in its history.
  const owner = isAnonymous(def, values) ? null : caller.empId;
  const [row] = await tx
    .insert(records)
    .values({
      type: def.type,
      plantId: plant,
      state: def.initial,
      ownerId: owner,
      fields,
      children,
      ...derivedColumns(def, custom, fields, children),
      ...(madeAt ? { createdAt: madeAt, updatedAt: madeAt } : {}),
    })
    .returning({ id: records.id, version: records.version });
  await tx.insert(recordHistory).values({
    ...(madeAt ? { at: madeAt, arrivedAt: new Date() } : {}),
    recordId: row!.id,
    action: 'create',
    empId: owner,
    toState: def.initial,
    changes: changesBetween(def, custom, {}, { ...fields, ...children }, await namesIn(tx, children)),
  });
  await notifyNewRows(tx, ctx, (await findRecord(tx, def.type, row!.id))!, {});
  await runEffects(rules, { tx, def, caller, record: { id: row!.id, plant, state: def.initial, fields }, transition: null });
  return { id: row!.id, version: row!.version };
}

/** The record, locked for the write: 404 when there is none, 403 at a plant the caller does not work at, 409 when the version is not the stored one. */
export async function lockedRecord(tx: Tx, { def, caller }: WriteContext, id: number, version: number | undefined): Promise<StoredRecord> {
  const record = await findRecord(tx, def.type, id, true);
  if (!record) throw new NotFoundError(`There is no ${say(def.title, 'en')} ${id}.`);
  requireRecordPlant(caller, record.plant);
  if (version !== undefined && version !== record.version)
    throw new ConflictError(
      `${say(def.title, 'en')} ${id} was changed by someone else (version ${record.version}, yours ${version}); nothing was saved. Reload it to see their change.`,
      {
        code: 'stale-version',
        extra: { version: record.version, values: { version: record.version } },
      },
    );
  return record;
}

/** Saves changed values of an open record (the version must be the stored one), with one 'edit' history line. */
export async function updateRecord(
  tx: Tx,
  ctx: WriteContext,
  id: number,
  version: number | undefined,
  values: RecordValues,
  plant?: string,
) {
  const { def, custom, caller } = ctx;
  const record = await lockedRecord(tx, ctx, id, version);
  requireRecordPlant(caller, plant);
  if (def.states.find((s) => s.name === record.state)?.final)
    throw new NotAllowedError(`${say(def.title, 'en')} ${id} is ${record.state}; it is not changed any more.`, { code: 'record-final' });
  if (!allows(editors(def), caller, record))
    throw new NotAllowedError(`You may not change ${say(def.title, 'en')} ${id}.`, { code: 'edit-not-allowed' });
  checkWritableFields(def, caller, values, record);
  const { fields, children } = splitValues(def, values);
  const rules = rulesOf(def.type);
  const afterChildren = { ...record.children, ...children };
  const after = { fields: settledFields(rules, { ...record.fields, ...fields }, afterChildren), children: afterChildren };
  const missing = missingRequired(def, { ...after.fields, ...after.children }, custom);
  if (missing.length > 0) throw requiredError(missing, 'required', 'Fill the required fields');
  const newPlant = plant ?? record.plant;
  await checkReferences(tx, ctx, { ...values, ...(plant ? { plant } : {}) }, newPlant);
  const changes = changesBetween(
    def,
    custom,
    { ...record.fields, ...record.children },
    { ...after.fields, ...after.children },
    await namesIn(tx, record.children, after.children),
  );
  if (newPlant !== record.plant) changes.unshift({ field: 'plant', before: record.plant, after: newPlant });
  if (changes.length === 0) return { id, version: record.version };
  const [row] = await tx
    .update(records)
    .set({
      ...after,
      plantId: newPlant,
      ...derivedColumns(def, custom, after.fields, after.children),
      version: record.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(records.id, id))
    .returning({ version: records.version });
  await tx.insert(recordHistory).values({ recordId: id, action: 'edit', empId: caller.empId, changes });
  await notifyNewRows(tx, ctx, (await findRecord(tx, def.type, id))!, record.children);
  await runEffects(rules, {
    tx,
    def,
    caller,
    record: { id, plant: newPlant, state: record.state, fields: after.fields },
    transition: null,
  });
  return { id, version: row!.version };
}
