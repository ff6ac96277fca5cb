import { describe, expect, it } from 'vitest';
import { dayHours, dayInProgress, formatHours, payPeriodOf, shiftInProgress, splitOvertime, statusAfter } from './hours';

const rule = { autoLunchMinutes: 30, autoLunchAfterMinutes: 360 };
const t = (hhmm: string, day = '2026-03-02') => `${day}T${hhmm}:00Z`;

describe('dayHours', () => {
  it('counts time between clock in and out less the punched lunch', () => {
    const punches = [
      { kind: 'in' as const, madeAt: t('06:00') },
      { kind: 'lunch-out' as const, madeAt: t('10:00') },
      { kind: 'lunch-in' as const, madeAt: t('10:30') },
      { kind: 'out' as const, madeAt: t('14:30') },
    ];
    expect(dayHours(punches, rule)).toEqual({ workedMinutes: 480, lunchMinutes: 30, autoLunchMinutes: 0, paidMinutes: 480, flags: [] });
  });
  it('deducts the automatic lunch from a long day without one, not from a short day', () => {
    expect(
      dayHours(
        [
          { kind: 'in', madeAt: t('06:00') },
          { kind: 'out', madeAt: t('14:30') },
        ],
        rule,
      ).paidMinutes,
    ).toBe(480);
    expect(
      dayHours(
        [
          { kind: 'in', madeAt: t('06:00') },
          { kind: 'out', madeAt: t('11:00') },
        ],
        rule,
      ).paidMinutes,
    ).toBe(300);
  });
  it('flags a clock in without a clock out and a lunch without its end, whatever the order given', () => {
    expect(dayHours([{ kind: 'in', madeAt: t('06:00') }], rule).flags).toEqual(['missing-out']);
    expect(
      dayHours(
        [
          { kind: 'lunch-out', madeAt: t('10:00') },
          { kind: 'in', madeAt: t('06:00') },
        ],
        rule,
      ).flags,
    ).toEqual(['missing-lunch-end']);
  });
  it('counts a shift over midnight whole', () => {
    const h = dayHours(
      [
        { kind: 'in', madeAt: t('22:30') },
        { kind: 'out', madeAt: t('06:30', '2026-03-03') },
      ],
      rule,
    );
    expect(h.workedMinutes).toBe(480);
  });
});

describe('splitOvertime', () => {
  it('puts time past the daily threshold in overtime', () => {
    expect(splitOvertime([{ date: '2026-03-02', paidMinutes: 600 }], { dailyOtMinutes: 480, weeklyOtMinutes: 2400 })).toEqual([
      { date: '2026-03-02', regularMinutes: 480, overtimeMinutes: 120 },
    ]);
  });
  it('puts time past 40 h a week (Sunday to Saturday) in overtime, and starts again on Sunday', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].map((date) => ({
      date,
      paidMinutes: 540,
    }));
    const split = splitOvertime(days, { dailyOtMinutes: null, weeklyOtMinutes: 2400 });
    expect(split.map((s) => s.overtimeMinutes)).toEqual([0, 0, 0, 0, 300, 540, 0]);
    expect(split.reduce((n, s) => n + s.regularMinutes, 0)).toBe(2400 + 540);
  });
});

describe('pay periods and formats', () => {
  it('finds the two-week period holding a date', () => {
    expect(payPeriodOf('2026-01-20', '2026-01-04', 14)).toEqual({ from: '2026-01-18', to: '2026-01-31' });
    expect(payPeriodOf('2026-01-03', '2026-01-04', 14)).toEqual({ from: '2025-12-21', to: '2026-01-03' });
  });
  it('writes hours with two decimals and reads the status from the last punch', () => {
    expect(formatHours(450, 'en')).toBe('7.50');
    expect(formatHours(450, 'es')).toBe('7,50');
    expect([statusAfter(undefined), statusAfter('in'), statusAfter('lunch-out'), statusAfter('lunch-in'), statusAfter('out')]).toEqual([
      'out',
      'in',
      'lunch',
      'in',
      'out',
    ]);
  });
});

describe('shiftInProgress', () => {
  // Sheldon's seeded shifts: 06:00-14:30, 14:30-23:00, 22:30-06:30 (the night one ends the next morning).
  const sheldon = {
    timeZone: 'America/Chicago',
    shifts: [
      { shift: 1, startMinute: 360, endMinute: 870 },
      { shift: 2, startMinute: 870, endMinute: 1380 },
      { shift: 3, startMinute: 1350, endMinute: 390 },
    ],
  };
  const central = (iso: string) => new Date(`${iso}-06:00`);

  it('is in progress until two hours after the shift ends, on the plant clock', () => {
    const day = { workDate: '2026-11-25', shift: 1 };
    expect(shiftInProgress(day, sheldon, central('2026-11-25T10:00'))).toBe(true);
    expect(shiftInProgress(day, sheldon, central('2026-11-25T16:29'))).toBe(true);
    expect(shiftInProgress(day, sheldon, central('2026-11-25T16:31'))).toBe(false);
    expect(shiftInProgress(day, sheldon, central('2026-11-26T07:00'))).toBe(false);
  });

  it('takes a night shift to the next morning, and an unknown shift as not in progress', () => {
    const night = { workDate: '2026-11-25', shift: 3 };
    expect(shiftInProgress(night, sheldon, central('2026-11-26T03:00'))).toBe(true);
    expect(shiftInProgress(night, sheldon, central('2026-11-26T08:29'))).toBe(true);
    expect(shiftInProgress(night, sheldon, central('2026-11-26T08:31'))).toBe(false);
    expect(shiftInProgress({ workDate: '2026-11-25', shift: 9 }, sheldon, central('2026-11-25T10:00'))).toBe(false);
  });

  it('follows the last punch: a night shift clocked in after the same date’s day shift is in progress', () => {
    const dayShift = { workDate: '2026-11-25', shift: 1 };
    const night = { workDate: '2026-11-25', shift: 3 };
    const missing = { flags: ['missing-out' as const] };
    expect(dayInProgress(missing, [dayShift, dayShift, dayShift, dayShift, night], sheldon, central('2026-11-26T00:30'))).toBe(true);
    expect(dayInProgress(missing, [dayShift], sheldon, central('2026-11-26T00:30'))).toBe(false);
    expect(dayInProgress({ flags: [] }, [night], sheldon, central('2026-11-26T00:30'))).toBe(false);
    expect(dayInProgress(missing, [night], null, central('2026-11-26T00:30'))).toBe(false);
  });
});
