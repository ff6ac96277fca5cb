import { eq } from 'drizzle-orm';
import { say } from '@/lib/records/engine/definition';
import { missingRequired, type RecordValues } from '@/lib/records/engine/validation';
import { ConflictError, NotAllowedError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { createNotification } from '@/lib/server/notify/notify';
import { allows, recipientsOf } from './rights';
import { rulesOf } from './registry';
import { runEffects } from './rules';
import { recordHistory, records } from './tables';
import { changesBetween, derivedColumns, splitValues } from './values';
import { checkWritableFields, settledFields } from './write-rules';
import { checkReferences, lockedRecord, namesIn, recordPath, requiredError, type WriteContext } from './writes';

/** What a transition is sent: the state (or transition) it goes to, a note, the version it was made on, and the fields it asks for. */
export interface TransitionInput {
  to: string;
  note?: string | undefined;
  version?: number | undefined;
  /** Fields filled in the transition's own dialog (its `requires`), saved with it in the same step. */
  fields?: RecordValues | undefined;
}

/**
 * Moves a record to another state: the transition must leave its state, the caller must be one it names
 * (and not the owner when it says `notOwner`), the fields it brings are written under the same rights as an
 * edit, its required fields filled; the change, its history lines, its effects and the bell are one transaction.
 */
export async function transitionRecord(tx: Tx, ctx: WriteContext, id: number, input: TransitionInput) {
  const { def, custom, caller } = ctx;
  const record = await lockedRecord(tx, ctx, id, input.version);
  const transition = def.transitions.find((t) => (t.to === input.to || t.name === input.to) && t.from.includes(record.state));
  if (!transition)
    throw new ConflictError(`${say(def.title, 'en')} ${id} cannot go from ${record.state} to ${input.to}.`, {
      code: 'transition-not-possible',
      extra: { values: { from: record.state, to: input.to } },
    });
  if (!allows(transition.by, caller, record))
    throw new NotAllowedError(`You may not ${say(transition.label, 'en').toLowerCase()} ${say(def.title, 'en')} ${id}.`, {
      code: 'transition-not-allowed',
    });
  if (transition.notOwner && record.ownerId === caller.empId)
    throw new NotAllowedError(`${say(def.title, 'en')} ${id} is yours: '${say(transition.label, 'en')}' is someone else's to make.`, {
      code: 'own-record',
    });
  const given = input.fields ?? {};
  checkWritableFields(def, caller, given, record);
  const split = splitValues(def, given);
  const rules = rulesOf(def.type);
  const children = { ...record.children, ...split.children };
  const fields = settledFields(rules, { ...record.fields, ...split.fields }, children);
  const values = { ...fields, ...children };
  const missing = (transition.requires ?? []).filter(
    (f) =>
      missingRequired({ fields: [...def.fields, ...custom].filter((d) => d.name === f).map((d) => ({ ...d, required: true })) }, values)
        .length > 0,
  );
  if (missing.length > 0) throw requiredError(missing, 'required-for-transition', `Fill these before '${say(transition.label, 'en')}'`);
  if (Object.keys(given).length > 0) await checkReferences(tx, ctx, given, record.plant);
  const changes = changesBetween(
    def,
    custom,
    { ...record.fields, ...record.children },
    values,
    await namesIn(tx, record.children, children),
  );
  const [row] = await tx
    .update(records)
    .set({
      state: transition.to,
      fields,
      children,
      ...derivedColumns(def, custom, fields, children),
      version: record.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(records.id, id))
    .returning({ version: records.version });
  await tx.insert(recordHistory).values({
    recordId: id,
    action: 'transition',
    empId: caller.empId,
    fromState: record.state,
    toState: transition.to,
    note: input.note ?? null,
    changes: [{ field: 'state', before: record.state, after: transition.to }, ...changes],
  });
  await runEffects(rules, {
    tx,
    def,
    caller,
    record: { id, plant: record.plant, state: transition.to, fields },
    transition: transition.name,
  });
  const state = def.states.find((s) => s.name === transition.to)!;
  for (const username of await recipientsOf(tx, transition.notify ?? [], record)) {
    if (username === caller.email) continue;
    const message = { key: 'recordState', values: { type: def.title, id, title: record.title, state: state.label, who: caller.name } };
    await createNotification(tx as never, { username, message, action: recordPath(def, id) });
  }
  return { id, version: row!.version, state: transition.to };
}
