import { z } from 'zod';
import { numberField, type NumberFieldOptions } from '@/lib/forms/number-field';
import type { ChildTableDef, FieldDef, RecordTypeDef } from './definition';
import { DAY_PATTERN } from '@/lib/forms/date-field';

/** A stored value of one field (attachments are their ids). */
export type FieldValue = string | number | boolean | number[] | null;

/** One child row: its own id and its fields. */
export type ChildRow = { id: string } & Record<string, FieldValue>;

/** A record's values as the API receives and answers them: fields, and child tables by name. */
export type RecordValues = Record<string, FieldValue | ChildRow[]>;

const coded = (code: string, values?: Record<string, string | number>) => ({ params: { code, ...(values ? { values } : {}) } });

/** A text that stores '' as no value. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

function textRule(field: FieldDef, fallbackMax: number) {
  const max = field.maxLength ?? fallbackMax;
  return z.preprocess(
    (v) => (typeof v === 'string' ? emptyToNull(v.trim()) : v),
    z
      .string()
      .max(max, { message: `must be at most ${max} characters` })
      .nullable(),
  );
}

/**
 * A number field's rule as the kit's number field checks it, on the server and in the browser alike:
 * a typo is 'not-a-number' with its bounds and unit, never 'required'; empty is no value.
 * @example numberRuleOf({ name: 'quantity', kind: 'number', label, min: 1, max: 100 }).whole // true
 */
export function numberRuleOf(field: FieldDef): NumberFieldOptions & { optional: true } {
  const whole = field.decimals === 0 || field.decimals === undefined;
  const min = field.min ?? -1_000_000_000;
  const max = field.max ?? 1_000_000_000;
  const what = whole ? 'a whole number' : 'a number';
  return {
    min,
    max,
    unit: field.unit ?? '',
    whole,
    decimals: field.decimals,
    optional: true,
    message: `must be ${what} from ${min} to ${max}`,
  };
}

/** The zod rule of one field's value (null when empty; `required` is checked apart, so a draft may be partial). */
export function fieldRule(field: FieldDef): z.ZodType<FieldValue> {
  switch (field.kind) {
    case 'text':
    case 'part':
    case 'job':
    case 'bin':
    case 'plant':
      return textRule(field, field.kind === 'text' ? 200 : 40) as z.ZodType<FieldValue>;
    // A reference is the key of what it names (a work center's code, a record's number), checked by its lookup on save.
    case 'vendor':
    case 'customer':
    case 'equipment':
    case 'workCenter':
    case 'department':
    case 'shift':
    case 'gauge':
    case 'document':
    case 'record':
      return textRule(field, 60) as z.ZodType<FieldValue>;
    case 'longText':
      return textRule(field, 4000) as z.ZodType<FieldValue>;
    case 'number':
      return numberField(numberRuleOf(field)) as z.ZodType<FieldValue>;
    case 'date':
      return z.preprocess(
        emptyToNull,
        z
          .string()
          .regex(DAY_PATTERN, { message: 'must be a date such as 2026-11-20', ...coded('invalid-date') })
          .nullable(),
      ) as z.ZodType<FieldValue>;
    case 'dateTime':
      return z.preprocess(
        emptyToNull,
        z.iso.datetime({ offset: true, message: 'must be a date and time' }).nullable(),
      ) as z.ZodType<FieldValue>;
    case 'checkbox':
      return z.boolean({ message: 'must be true or false' });
    case 'choice': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z.preprocess(
        emptyToNull,
        z.enum(values, { message: `must be one of ${values.join(', ')}` }).nullable(),
      ) as z.ZodType<FieldValue>;
    }
    case 'employee':
      return z.preprocess(
        emptyToNull,
        z.number().int().positive({ message: 'must be an employee number' }).nullable(),
      ) as z.ZodType<FieldValue>;
    case 'attachment':
      return z.array(z.number().int().positive()).max(20, { message: 'at most 20 files' });
  }
}

function childRule(child: ChildTableDef) {
  const shape: Record<string, z.ZodType> = {
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,24}$/)
      .optional(),
  };
  for (const field of child.fields) shape[field.name] = fieldRule(field).optional();
  return z.array(z.strictObject(shape)).max(200, { message: 'at most 200 rows' });
}

/**
 * The zod schema of a record's values from its definition (custom fields added): every key optional,
 * unknown keys refused, each field by its kind. Used by the API and mirrored by the browser.
 * @example valuesSchema(correctiveAction).parse({ problem: 'Leak at port weld' })
 */
export function valuesSchema(def: Pick<RecordTypeDef, 'fields' | 'children'>, custom: readonly FieldDef[] = []) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of [...def.fields, ...custom]) shape[field.name] = fieldRule(field).optional();
  for (const child of def.children ?? []) shape[child.name] = childRule(child).optional();
  return z.strictObject(shape);
}

/** Whether a value counts as filled for a required field or a transition's requirement. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The required fields (of the record and of each child row) left empty, as field paths. */
export function missingRequired(
  def: Pick<RecordTypeDef, 'fields' | 'children'>,
  values: RecordValues,
  custom: readonly FieldDef[] = [],
): string[] {
  const missing = [...def.fields, ...custom]
    .filter((f) => f.required && f.kind !== 'checkbox' && !isFilled(values[f.name]))
    .map((f) => f.name);
  for (const child of def.children ?? []) {
    const rows = (values[child.name] ?? []) as ChildRow[];
    rows.forEach((row, i) => {
      for (const f of child.fields) if (f.required && !isFilled(row[f.name])) missing.push(`${child.name}.${i}.${f.name}`);
    });
  }
  return missing;
}
