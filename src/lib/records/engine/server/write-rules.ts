import type { FieldDef, RecordTypeDef } from '@/lib/records/engine/definition';
import type { FieldValue, RecordValues } from '@/lib/records/engine/validation';
import { InputError, NotAllowedError } from '@/lib/server/errors';
import { allows, type RecordCaller } from './rights';
import { checkRules, computedValues, type RecordRules } from './rules';
import type { StoredRecord } from './store';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A new record's default of a field, from the person opening it or their plant (none when the field has none). */
function defaultOf(field: FieldDef, caller: RecordCaller, now: Date): FieldValue | undefined {
  switch (field.default) {
    case 'me':
      return field.kind === 'employee' ? caller.empId : caller.name;
    case 'myPlant':
      return caller.plant;
    case 'now':
      return now.toISOString();
    case 'today':
      return now.toISOString().slice(0, 10);
    default:
      return undefined;
  }
}

/** The values with the defaults of the fields they leave out (a new record only). */
export function withDefaults(def: RecordTypeDef, caller: RecordCaller, values: RecordValues, now = new Date()): RecordValues {
  const out: RecordValues = { ...values };
  for (const field of def.fields) {
    if (field.name in out && out[field.name] !== null) continue;
    const value = defaultOf(field, caller, now);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/**
 * Refuses what the caller may not write, before anything is: a computed field given a value (400), a field
 * whose `editBy` does not name them given or changed (403 naming the field), and the anonymous choice changed
 * once the record is open (400: the owner is gone for good, or was kept).
 */
export function checkWritableFields(def: RecordTypeDef, caller: RecordCaller, values: RecordValues, record: StoredRecord | null): void {
  for (const field of def.fields) {
    if (!(field.name in values)) continue;
    const given = values[field.name];
    const changed = record ? !same(record.fields[field.name], given) : given !== null && given !== false;
    if (!changed) continue;
    if (field.computed)
      throw InputError.field(field.name, 'computed-field', `${field.name} is computed from the other fields; it cannot be given.`);
    if (field.editBy && !allows(field.editBy, caller, record ?? undefined))
      throw new NotAllowedError(`You may not write ${field.name}.`, {
        code: 'field-not-allowed',
        fields: [{ field: field.name, code: 'field-not-allowed', message: 'is not yours to write' }],
      });
    if (record && field.name === def.anonymousField)
      throw InputError.field(field.name, 'anonymous-fixed', 'Whether it was sent anonymously is decided when it is sent.');
  }
}

/** The fields as stored: the computed ones set from the others, then the type's checks across fields (400 naming each field). */
export function settledFields(
  rules: RecordRules | undefined,
  fields: Record<string, FieldValue>,
  children: Readonly<Record<string, unknown>>,
): Record<string, FieldValue> {
  const all = { ...fields, ...computedValues(rules, { ...fields, ...(children as RecordValues) }) };
  checkRules(rules, { ...all, ...(children as RecordValues) });
  return all;
}

/** Whether a record is opened anonymously: its type allows it and the submitter ticked it. */
export const isAnonymous = (def: RecordTypeDef, values: RecordValues): boolean =>
  def.anonymousField !== undefined && values[def.anonymousField] === true;
