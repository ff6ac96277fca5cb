import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { say, type RecordTypeDef } from '@/lib/records/engine/definition';
import type { ChildRow } from '@/lib/records/engine/validation';
import { employees } from '@/lib/server/db/schema/employees';
import { NotAllowedError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { createNotification } from '@/lib/server/notify/notify';
import { hasApp } from '@/lib/auth/permissions';
import { accessForEmployee, appKeyOfLink } from '@/lib/server/db/access';
import type { Database } from '@/lib/server/db/database';
import type { AttachmentInfo } from '@/lib/server/attachments/attachments';
import { allows, editors, mayReadRecord, requireRecordPlant, type RecordCaller } from './rights';
import { findRecord, type StoredRecord } from './store';
import { recordComments, recordHistory, records } from './tables';
import { recordPath } from './writes';

/** The names a comment mentions: `@slmnguyen` is the employee whose e-mail starts `slmnguyen@`. */
export function mentionedNames(body: string): string[] {
  return [...new Set([...body.matchAll(/(?:^|[^\w@])@([a-z0-9._-]{2,64})/gi)].map((m) => m[1]!.toLowerCase()))];
}

/** Whether an employee may read a record of this type: its application, and the type's read rule. */
async function mayReadAs(tx: Tx, def: RecordTypeDef, empId: number, record: StoredRecord): Promise<boolean> {
  const access = await accessForEmployee(tx as unknown as Database, empId);
  if (!hasApp(access, appKeyOfLink(def.app))) return false;
  return mayReadRecord(def, { empId, access }, record);
}

/** Adds a comment to a record (any state: a closed record can still be discussed); each mentioned employee is notified. */
export async function addComment(tx: Tx, def: RecordTypeDef, caller: RecordCaller, id: number, body: string) {
  const record = await findRecord(tx, def.type, id);
  if (!record) throw new NotFoundError(`There is no ${say(def.title, 'en')} ${id}.`);
  requireRecordPlant(caller, record.plant);
  const names = mentionedNames(body);
  const mentioned = names.length
    ? await tx
        .select({ empId: employees.empId, email: employees.companyEmail })
        .from(employees)
        .where(inArray(sql`split_part(${employees.companyEmail}, '@', 1)`, names))
    : [];
  const [row] = await tx
    .insert(recordComments)
    .values({ recordId: id, empId: caller.empId, body, mentions: mentioned.map((m) => m.empId) })
    .returning({ id: recordComments.id, at: recordComments.at });
  for (const m of mentioned) {
    if (m.empId === caller.empId) continue;
    // The comment's text goes only to someone who may read the record; anyone else named is told nothing.
    if (!(await mayReadAs(tx, def, m.empId, record))) continue;
    const message = { key: 'mentioned', values: { who: caller.name, type: def.title, id, body } };
    await createNotification(tx as never, { username: m.email, message, action: recordPath(def, id) });
  }
  return { id: row!.id, by: caller.name, empId: caller.empId, at: row!.at.toISOString(), body, mentions: mentioned.map((m) => m.empId) };
}

/**
 * Stores a file for a record the caller may change, and adds it to the attachment field named (with a
 * history line); refused before anything is stored when the caller may not.
 */
export async function attachToRecord(
  tx: Tx,
  def: RecordTypeDef,
  caller: RecordCaller,
  id: number,
  field: string | undefined,
  store: (owner: string) => Promise<AttachmentInfo>,
): Promise<AttachmentInfo> {
  const record = await findRecord(tx, def.type, id, true);
  if (!record) throw new NotFoundError(`There is no ${say(def.title, 'en')} ${id}.`);
  requireRecordPlant(caller, record.plant);
  const final = def.states.find((s) => s.name === record.state)?.final ?? false;
  if (final || !allows(editors(def), caller, record))
    throw new NotAllowedError(`You may not add files to ${say(def.title, 'en')} ${id}.`, { code: 'edit-not-allowed' });
  const info = await store(`record:${id}`);
  const before = Array.isArray(record.fields[field ?? '']) ? (record.fields[field!] as number[]) : [];
  const fields = field ? { ...record.fields, [field]: [...before, info.id] } : record.fields;
  await tx
    .update(records)
    .set({ fields, version: record.version + 1, updatedAt: new Date() })
    .where(eq(records.id, id));
  await tx.insert(recordHistory).values({
    recordId: id,
    action: 'attach',
    empId: caller.empId,
    changes: [{ field: field ?? 'attachments', before: '', after: info.fileName }],
  });
  return info;
}

/**
 * The caller acknowledges a record (a quality alert): their reader row is marked (added when they were not
 * listed), with a history line. Not plant-guarded: a reader at another plant signs that they read it, and changes nothing else.
 */
export async function acknowledgeRecord(tx: Tx, def: RecordTypeDef, caller: RecordCaller, id: number) {
  const ack = def.acknowledge;
  if (!ack) throw new NotFoundError(`${say(def.title, 'en')} is not acknowledged by its readers.`);
  const record = await findRecord(tx, def.type, id, true);
  if (!record) throw new NotFoundError(`There is no ${say(def.title, 'en')} ${id}.`);
  if (def.states.find((s) => s.name === record.state)?.final)
    throw new NotAllowedError(`${say(def.title, 'en')} ${id} is closed.`, { code: 'record-final' });
  const rows = (record.children[ack.table] ?? []) as ChildRow[];
  const mine = rows.find((r) => r[ack.field] === caller.empId);
  if (mine?.[ack.flag] === true) return { id, version: record.version };
  const next = mine
    ? rows.map((r) => (r === mine ? { ...r, [ack.flag]: true } : r))
    : [...rows, { id: randomBytes(6).toString('base64url'), [ack.field]: caller.empId, [ack.flag]: true } as ChildRow];
  const children = { ...record.children, [ack.table]: next };
  const [row] = await tx
    .update(records)
    .set({ children, version: record.version + 1, updatedAt: new Date() })
    .where(eq(records.id, id))
    .returning({ version: records.version });
  await tx
    .insert(recordHistory)
    .values({ recordId: id, action: 'edit', empId: caller.empId, changes: [{ field: ack.table, before: '', after: `${caller.name} ✓` }] });
  return { id, version: row!.version };
}

/** The employees of a record's reader rows who have not acknowledged it. */
export function notAcknowledged(def: RecordTypeDef, children: Record<string, ChildRow[]>): number[] {
  const ack = def.acknowledge;
  if (!ack) return [];
  return (children[ack.table] ?? [])
    .filter((r) => r[ack.flag] !== true && typeof r[ack.field] === 'number')
    .map((r) => r[ack.field] as number);
}
