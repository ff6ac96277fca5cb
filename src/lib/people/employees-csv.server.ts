import type { TFunction } from 'i18next';
import { csvDocument } from '@/lib/http/csv';
import type { EmployeeRow } from './schemas';

const COLUMNS = ['empID', 'name', 'plant', 'department', 'shift', 'supervisor', 'position', 'extension', 'hireDate', 'status'] as const;

/** An employee list as a CSV download, headed in the reader's language, cells made safe for spreadsheets. */
export function employeesCsv(rows: readonly EmployeeRow[], t: TFunction): Response {
  const csv = csvDocument([
    COLUMNS.map((c) => t(`people.fields.${c}`)),
    ...rows.map((r) => COLUMNS.map((c) => (c === 'status' ? t(`people.status.${r.status}`) : r[c]))),
  ]);
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="employees.csv"' },
  });
}
