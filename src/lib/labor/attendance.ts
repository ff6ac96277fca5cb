import type { Absence, LaborDay } from './schemas';

/** One employee's day on the attendance grid: paid minutes when they worked, and what else the day holds. */
export interface AttendanceCell {
  date: string;
  paidMinutes: number | null;
  tardy: boolean;
  calledOff: boolean;
  absent: boolean;
  missing: boolean;
}

/** One employee's week on the attendance grid. */
export interface AttendanceRow {
  empId: number;
  name: string;
  department: string;
  cells: AttendanceCell[];
  totalMinutes: number;
}

/**
 * The attendance grid of a week: every employee (in the order given) by day, from their days (paid
 * hours, tardy, missing punches) and their absences (call offs, notices).
 */
export function attendanceGrid(
  people: readonly { empId: number; name: string; department: string }[],
  days: readonly LaborDay[],
  absences: readonly Absence[],
  week: readonly string[],
): AttendanceRow[] {
  const dayOf = new Map(days.map((d) => [`${d.empId} ${d.workDate}`, d]));
  return people.map((p) => {
    const own = absences.filter((a) => a.empId === p.empId);
    const cells = week.map((date) => {
      const day = dayOf.get(`${p.empId} ${date}`);
      const covering = own.filter((a) => a.fromDate <= date && date <= a.toDate);
      return {
        date,
        paidMinutes: day ? day.hours.paidMinutes : null,
        tardy: (day?.tardyMinutes ?? 0) > 0 || covering.some((a) => a.kind === 'tardy'),
        calledOff: covering.some((a) => a.kind === 'call-off'),
        absent: covering.some((a) => a.kind === 'absence'),
        missing: (day?.hours.flags.length ?? 0) > 0,
      };
    });
    return { ...p, cells, totalMinutes: cells.reduce((sum, c) => sum + (c.paidMinutes ?? 0), 0) };
  });
}
