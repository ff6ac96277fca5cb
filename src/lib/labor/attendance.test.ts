import { describe, expect, it } from 'vitest';
import { attendanceGrid } from './attendance';
import type { Absence, LaborDay } from './schemas';

const day = (empId: number, workDate: string, paidMinutes: number, extra: Partial<LaborDay> = {}): LaborDay => ({
  empId,
  name: 'x',
  plant: 'MfgSys',
  workDate,
  shift: 1,
  status: 'open',
  tardyMinutes: 0,
  punches: [],
  replaced: [],
  hours: { workedMinutes: paidMinutes, lunchMinutes: 0, autoLunchMinutes: 0, paidMinutes, flags: [] },
  inProgress: false,
  sentLate: [],
  approvedBy: null,
  approvedAt: null,
  ...extra,
});
const absence = (empId: number, kind: Absence['kind'], fromDate: string, toDate = fromDate): Absence => ({
  id: 1,
  empId,
  name: 'x',
  plant: 'MfgSys',
  kind,
  fromDate,
  toDate,
  shift: null,
  minutes: null,
  reason: 'r',
  note: null,
  madeAt: '2026-11-01T00:00:00Z',
});

describe('the attendance grid', () => {
  it('puts each day of each employee in its cell with the week total, marks and all', () => {
    const week = ['2026-11-22', '2026-11-23', '2026-11-24'];
    const [ana, bo] = attendanceGrid(
      [
        { empId: 1, name: 'Ana', department: 'Weld' },
        { empId: 2, name: 'Bo', department: 'Paint' },
      ],
      [
        day(1, '2026-11-23', 480, { tardyMinutes: 7 }),
        day(1, '2026-11-24', 450, {
          hours: { workedMinutes: 0, lunchMinutes: 0, autoLunchMinutes: 0, paidMinutes: 450, flags: ['missing-out'] },
        }),
      ],
      [absence(2, 'absence', '2026-11-22', '2026-11-23'), absence(2, 'call-off', '2026-11-24'), absence(1, 'absence', '2026-11-30')],
      week,
    );
    expect(ana?.cells.map((c) => c.paidMinutes)).toEqual([null, 480, 450]);
    expect(ana?.cells.map((c) => [c.tardy, c.missing, c.absent])).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
    ]);
    expect(ana?.totalMinutes).toBe(930);
    expect(bo?.cells.map((c) => [c.absent, c.calledOff])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(bo?.totalMinutes).toBe(0);
  });
});
