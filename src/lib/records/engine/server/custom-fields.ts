import { and, eq } from 'drizzle-orm';
import { FIELD_KINDS, RESERVED_NAMES, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';
import type { Database } from '@/lib/server/db/database';
import { keptRead } from '@/lib/server/db/generations';
import { auditLog } from '@/lib/server/db/schema/access';
import { ConflictError, InputError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { recordCustomFields } from './tables';

/** A custom field as stored and answered: the field definition and whether lists offer it as a column. */
export type CustomField = FieldDef & { listColumn: boolean; custom: true };

/** Kinds an administrator may add at runtime (attachments and materials look-ups need a definition). */
export const CUSTOM_KINDS = [
  'text',
  'longText',
  'number',
  'date',
  'checkbox',
  'choice',
  'employee',
] as const satisfies readonly (typeof FIELD_KINDS)[number][];

/** The custom fields of a type, oldest first. */
export async function customFieldsOf(db: Database | Tx, type: string): Promise<CustomField[]> {
  const rows = await db.select().from(recordCustomFields).where(eq(recordCustomFields.type, type)).orderBy(recordCustomFields.id);
  return rows.map((r) => ({
    name: r.name,
    kind: r.kind as FieldDef['kind'],
    label: { en: r.labelEn, es: r.labelEs },
    required: r.required,
    listColumn: r.listColumn,
    custom: true,
    ...(r.options ? { options: r.options } : {}),
    ...(r.kind === 'number' ? { decimals: 4 } : {}),
  }));
}

/** The custom fields of a type as a request outside a transaction reads them: from memory while the 'recordFields' counter stands. */
export const customFieldsRead = keptRead('recordFields', 100, customFieldsOf);

/** What an administrator sends to add a field. */
export interface NewCustomField {
  name: string;
  kind: (typeof CUSTOM_KINDS)[number];
  labelEn: string;
  labelEs: string;
  required: boolean;
  listColumn: boolean;
  options?: { value: string; label: { en: string; es: string } }[] | undefined;
}

/** Adds a field to a type in the caller's transaction and writes its audit row. */
export async function addCustomField(tx: Tx, def: RecordTypeDef, input: NewCustomField, empId: number): Promise<CustomField> {
  if (
    RESERVED_NAMES.includes(input.name) ||
    def.fields.some((f) => f.name === input.name) ||
    def.children?.some((c) => c.name === input.name)
  )
    throw InputError.field('name', 'field-name-taken', `${input.name} is already a field of ${def.type}.`);
  if (input.kind === 'choice' && !input.options?.length) throw InputError.field('options', 'required', 'A choice needs its options.');
  const [taken] = await tx
    .select({ id: recordCustomFields.id })
    .from(recordCustomFields)
    .where(and(eq(recordCustomFields.type, def.type), eq(recordCustomFields.name, input.name)));
  if (taken)
    throw new ConflictError(`${input.name} is already a field of ${def.type}.`, {
      code: 'field-name-taken',
      fields: [{ field: 'name', code: 'field-name-taken', message: 'is already a field' }],
    });
  const values = { type: def.type, ...input, options: input.kind === 'choice' ? (input.options ?? null) : null, createdBy: empId };
  await tx.insert(recordCustomFields).values(values);
  await tx.insert(auditLog).values({
    actorEmpId: empId,
    action: 'create',
    entity: 'record_custom_field',
    entityId: `${def.type}.${input.name}`,
    before: null,
    after: values,
  });
  return (await customFieldsOf(tx, def.type)).find((f) => f.name === input.name)!;
}
