import { randomBytes } from 'node:crypto';
import type { FieldDef, RecordTypeDef } from '@/lib/records/engine/definition';
import type { ChildRow, FieldValue, RecordValues } from '@/lib/records/engine/validation';

/** A change of one field (or child table), as the history keeps it: text before and after. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** Employee names by id, so the history of a child row reads 'Maria Nguyen', not 2001. */
export type NameOf = (empId: number) => string | undefined;

function showCell(field: FieldDef, value: unknown, nameOf: NameOf): string {
  if (field.kind === 'employee' && typeof value === 'number') return nameOf(value) ?? show(value);
  if (field.kind === 'checkbox') return value === true ? '✓' : '';
  return show(value);
}

function showRows(child: { fields: readonly FieldDef[] }, rows: readonly ChildRow[] | undefined, nameOf: NameOf): string {
  return (rows ?? [])
    .map((row) =>
      child.fields
        .map((f) => showCell(f, row[f.name], nameOf))
        .filter(Boolean)
        .join(' · '),
    )
    .join('\n');
}

/** The fields and child tables that differ, before and after, in the definition's order. */
export function changesBetween(
  def: Pick<RecordTypeDef, 'fields' | 'children'>,
  custom: readonly FieldDef[],
  before: RecordValues,
  after: RecordValues,
  nameOf: NameOf = () => undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  // An unset checkbox is unticked: a form that sends 'false' for one never ticked changes nothing.
  const valueOf = (f: FieldDef, values: RecordValues) => (f.kind === 'checkbox' ? show(values[f.name] === true) : show(values[f.name]));
  for (const f of [...def.fields, ...custom]) {
    const was = valueOf(f, before);
    const now = valueOf(f, after);
    if (was !== now) changes.push({ field: f.name, before: was, after: now });
  }
  for (const child of def.children ?? []) {
    const was = showRows(child, before[child.name] as ChildRow[] | undefined, nameOf);
    const now = showRows(child, after[child.name] as ChildRow[] | undefined, nameOf);
    if (was !== now) changes.push({ field: child.name, before: was, after: now });
  }
  return changes;
}

/** Child rows with an id each: a row sent without one is new and gets its own. */
export function withRowIds(rows: readonly Record<string, unknown>[]): ChildRow[] {
  return rows.map((row) => ({
    ...(row as ChildRow),
    id: typeof row['id'] === 'string' ? row['id'] : randomBytes(6).toString('base64url'),
  }));
}

/** The rows of a table that were not there before (by id): whom `notifyField` should tell. */
export function newRows(before: readonly ChildRow[] | undefined, after: readonly ChildRow[]): ChildRow[] {
  const had = new Set((before ?? []).map((r) => r.id));
  return after.filter((r) => !had.has(r.id));
}

/** A record's typed columns from its values: title, search text, assignee and the people its child rows name. */
export function derivedColumns(
  def: RecordTypeDef,
  custom: readonly FieldDef[],
  fields: Record<string, FieldValue>,
  children: Record<string, ChildRow[]>,
) {
  const searchable = [...def.fields, ...custom].filter((f) => f.search || f.name === def.titleField);
  const people = new Set<number>();
  for (const child of def.children ?? [])
    for (const row of children[child.name] ?? [])
      for (const f of child.fields) if (f.kind === 'employee' && typeof row[f.name] === 'number') people.add(row[f.name] as number);
  const assignee = def.assigneeField ? fields[def.assigneeField] : null;
  return {
    title: show(fields[def.titleField]).slice(0, 200),
    search: searchable
      .map((f) => show(fields[f.name]))
      .join(' ')
      .toLowerCase(),
    assigneeId: typeof assignee === 'number' ? assignee : null,
    people: [...people],
  };
}

/** Splits posted values into the record's fields and its child tables. */
export function splitValues(def: Pick<RecordTypeDef, 'children'>, values: RecordValues) {
  const tables = new Set((def.children ?? []).map((c) => c.name));
  const fields: Record<string, FieldValue> = {};
  const children: Record<string, ChildRow[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (tables.has(key)) children[key] = withRowIds((value ?? []) as Record<string, unknown>[]);
    else fields[key] = value as FieldValue;
  }
  return { fields, children };
}
