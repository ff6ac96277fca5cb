import { sql } from 'drizzle-orm';
import type { FieldDef } from '@/lib/records/engine/definition';
import type { ChildRow, RecordValues } from '@/lib/records/engine/validation';
import type { FieldIssue } from '@/lib/http/error-body';
import type { Tx } from '@/lib/server/db/database';

/** How each kind that names something is looked up; the materials tables are read by name, not imported. */
const LOOKUPS: Partial<Record<FieldDef['kind'], (value: string | number, plant: string) => ReturnType<typeof sql>>> = {
  employee: (v) => sql`select 1 from employees where emp_id = ${v}`,
  plant: (v) => sql`select 1 from plants where plant_id = ${v}`,
  part: (v) => sql`select 1 from parts where part_num = ${v}`,
  job: (v) => sql`select 1 from jobs where job_num = ${String(v).split('-')[0]}`,
  bin: (v, plant) => sql`select 1 from bins where plant_id = ${plant} and bin_num = ${v}`,
};

const CODES: Partial<Record<FieldDef['kind'], string>> = {
  employee: 'unknown-employee',
  plant: 'unknown-plant',
  part: 'unknown-part',
  job: 'unknown-job',
  bin: 'unknown-bin',
};

async function exists(tx: Tx, field: FieldDef, value: unknown, plant: string): Promise<boolean> {
  const lookup = LOOKUPS[field.kind];
  if (!lookup || value === null || value === undefined || value === '') return true;
  const result = await tx.execute(lookup(value as string | number, plant));
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The values that name an employee, plant, part, job or bin (checked in the record's plant) that the
 * data does not hold, as refused fields; only the values being written are asked.
 */
export async function unknownReferences(
  tx: Tx,
  fields: readonly FieldDef[],
  children: readonly { name: string; fields: readonly FieldDef[] }[],
  values: RecordValues,
  plant: string,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const refuse = (field: FieldDef, path: string, value: unknown) =>
    issues.push({ field: path, code: CODES[field.kind]!, message: `${String(value)} is not known`, values: { value: String(value) } });
  for (const field of fields) {
    if (field.name in values && !(await exists(tx, field, values[field.name], plant))) refuse(field, field.name, values[field.name]);
  }
  for (const child of children) {
    const rows = (values[child.name] ?? []) as ChildRow[];
    for (const [i, row] of rows.entries())
      for (const field of child.fields)
        if (!(await exists(tx, field, row[field.name], plant))) refuse(field, `${child.name}.${i}.${field.name}`, row[field.name]);
  }
  return issues;
}
