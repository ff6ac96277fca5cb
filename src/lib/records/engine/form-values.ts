import type { ChildTableDef, FieldDef, RecordTypeDef } from './definition';
import type { ChildRow, FieldValue, RecordValues } from './validation';

/** A posted form's text values by input name (`subject`, `team.0.member`). */
export type PostedForm = Record<string, string>;

/**
 * A posted text as the field's value: numbers and employees as numbers when they read as one (else the
 * text, which the API refuses with 'must be a number' next to the field), a checkbox as true/false.
 * @example valueOfPosted({ name: 'quantity', kind: 'number', label }, '12') // 12
 */
export function valueOfPosted(field: FieldDef, text: string | undefined): FieldValue | string {
  const raw = (text ?? '').trim();
  switch (field.kind) {
    case 'checkbox':
      return raw === 'on' || raw === 'true';
    case 'number':
    case 'employee': {
      if (raw === '') return null;
      const n = Number(raw.replace(',', '.'));
      return Number.isFinite(n) ? n : raw;
    }
    case 'dateTime':
      return raw === '' ? null : Number.isNaN(Date.parse(raw)) ? raw : new Date(raw).toISOString();
    default:
      return raw === '' ? null : raw;
  }
}

function rowsOf(child: ChildTableDef, posted: PostedForm): ChildRow[] {
  const indexes = new Set<number>();
  for (const key of Object.keys(posted)) {
    const match = key.match(new RegExp(`^${child.name}\\.(\\d+)\\.`));
    if (match) indexes.add(Number(match[1]));
  }
  const rows: ChildRow[] = [];
  for (const i of [...indexes].sort((a, b) => a - b)) {
    if (posted[`${child.name}.${i}.remove`] === 'on') continue;
    const row: Record<string, FieldValue | string> = {};
    let filled = false;
    for (const f of child.fields) {
      const value = valueOfPosted(f, posted[`${child.name}.${i}.${f.name}`]);
      row[f.name] = value;
      if (value !== null && value !== false) filled = true;
    }
    const id = posted[`${child.name}.${i}.id`];
    if (filled) rows.push({ ...(row as ChildRow), ...(id ? { id } : {}) } as ChildRow);
  }
  return rows;
}

/** The record values of a posted form: the fields shown (attachments are uploaded apart) and every child table. */
export function valuesOfPosted(def: RecordTypeDef, custom: readonly FieldDef[], posted: PostedForm): RecordValues {
  const values: Record<string, unknown> = {};
  // A computed field is the server's to set: never sent back.
  for (const f of [...def.fields, ...custom]) if (f.kind !== 'attachment' && !f.computed) values[f.name] = valueOfPosted(f, posted[f.name]);
  for (const child of def.children ?? []) values[child.name] = rowsOf(child, posted);
  return values as RecordValues;
}

/** A field's value as an input's text. */
export function inputText(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'dateTime' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value.slice(0, 16);
  return String(value);
}
