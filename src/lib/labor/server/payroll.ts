import type { Database } from '@/lib/server/db/database';
import { splitOvertime } from '@/lib/labor/hours';
import type { LaborDay } from '@/lib/labor/schemas';
import { loadDays } from './days';
import { plantLabor } from './plant-rules';

/** One line of the payroll export: an approved day, its regular and overtime hours by the plant's rule. */
export interface PayrollLine {
  empId: number;
  name: string;
  workDate: string;
  shift: number;
  regularMinutes: number;
  overtimeMinutes: number;
  lunchMinutes: number;
}

/** The approved days of a plant between two dates, split into regular and overtime per employee. */
export async function payrollLines(db: Database, plant: string, from: string, to: string): Promise<PayrollLine[]> {
  const rule = await plantLabor(db, plant);
  if (!rule) return [];
  const days = await loadDays(db, { plant, status: 'approved', from, to });
  const byEmployee = new Map<number, LaborDay[]>();
  for (const d of days) byEmployee.set(d.empId, [...(byEmployee.get(d.empId) ?? []), d]);
  const lines: PayrollLine[] = [];
  for (const list of byEmployee.values()) {
    const split = splitOvertime(
      list.map((d) => ({ date: d.workDate, paidMinutes: d.hours.paidMinutes })),
      rule,
    );
    for (const d of list) {
      const s = split.find((x) => x.date === d.workDate)!;
      lines.push({
        empId: d.empId,
        name: d.name,
        workDate: d.workDate,
        shift: d.shift,
        regularMinutes: s.regularMinutes,
        overtimeMinutes: s.overtimeMinutes,
        lunchMinutes: d.hours.lunchMinutes + d.hours.autoLunchMinutes,
      });
    }
  }
  return lines.sort((a, b) => a.name.localeCompare(b.name) || a.workDate.localeCompare(b.workDate));
}

const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/** Hours as payroll's file reads them: two decimals after a point, whatever the reader's language. */
const csvHours = (minutes: number): string => (minutes / 60).toFixed(2);

/** The payroll export as CSV: one line per approved day, hours in decimal. */
export function payrollCsv(lines: readonly PayrollLine[]): string {
  const head = 'empID,employee,date,shift,regular_hours,overtime_hours,lunch_deducted_minutes';
  const body = lines.map((l) =>
    [l.empId, l.name, l.workDate, l.shift, csvHours(l.regularMinutes), csvHours(l.overtimeMinutes), l.lunchMinutes].map(cell).join(','),
  );
  return [head, ...body].join('\r\n') + '\r\n';
}
