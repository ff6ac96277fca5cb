import { sql, type SQL } from 'drizzle-orm';
import { employees } from '@/lib/server/db/schema/employees';
import type { SourceShape } from '@/lib/reports/source';

/**
 * A named, typed source of report data, registered by the feature that owns the data (`reportSources` on
 * its Feature): its shape, the rows it reads and how each field is read, as SQL fragments built with its
 * own tables, so the reports kit never names another feature's tables.
 */
export interface ReportSource {
  shape: SourceShape;
  /** The rows: `from <from> where <where>` (a table, or a table joined). */
  from: SQL;
  /** What picks this source's rows (a record type): always applied. */
  where?: SQL;
  /** Each field of the shape as a value: numbers numeric, dates date, date-times timestamptz, the rest text. */
  columns: Readonly<Record<string, SQL>>;
  /** Words for a reference's value (an employee's name), as SQL of the value; absent: the value is its own word. */
  labels?: Readonly<Record<string, (value: SQL) => SQL>>;
}

/** An employee's name by their number given as text: the word of an employee reference in a report. */
export const employeeName = (value: SQL): SQL =>
  sql`(select ${employees.firstName} || ' ' || ${employees.lastName} from ${employees} where ${employees.empId}::text = ${value})`;
