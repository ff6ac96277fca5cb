import { sql, type SQL } from 'drizzle-orm';
import { recordSourceShape } from '@/lib/reports/record-source';
import { employeeName, type ReportSource } from '@/lib/reports/server/report-source';
import { records } from './tables';
import { recordTypes } from './registry';
import type { RecordTypeDef } from '@/lib/records/engine/definition';

/** How a report reads a field of a record: the typed columns as they are, the type's own fields out of the JSONB, cast by kind. */
function columnOf(name: string, kind: string): SQL {
  const raw = sql`${records.fields}->>${name}`;
  if (kind === 'number') return sql`(${raw})::numeric`;
  if (kind === 'date') return sql`(${raw})::date`;
  if (kind === 'dateTime') return sql`(${raw})::timestamptz`;
  return raw;
}

/** The records of one type as a report source. */
export function recordReportSource(def: RecordTypeDef): ReportSource {
  const shape = recordSourceShape(def);
  const columns: Record<string, SQL> = {
    plant: sql`${records.plantId}`,
    state: sql`${records.state}`,
    owner: sql`${records.ownerId}::text`,
    createdAt: sql`${records.createdAt}`,
    updatedAt: sql`${records.updatedAt}`,
  };
  const labels: Record<string, (value: SQL) => SQL> = { owner: employeeName };
  for (const f of def.fields) {
    const field = shape.fields[f.name as keyof typeof shape.fields];
    if (!field) continue;
    columns[f.name] = columnOf(f.name, field.kind);
    if (f.kind === 'employee') labels[f.name] = employeeName;
  }
  return { shape, from: sql`${records}`, where: sql`${records.type} = ${def.type}`, columns, labels };
}

/** One report source per record type (reading the `records` table). */
export const recordReportSources = (): ReportSource[] => recordTypes().map(recordReportSource);
