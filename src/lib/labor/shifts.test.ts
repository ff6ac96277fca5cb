import { describe, expect, it } from 'vitest';
import { matchShift } from './shifts';
import { localTime, zonedInstant } from './time';

const SHIFTS = [
  { shift: 1, startMinute: 360, endMinute: 870 },
  { shift: 2, startMinute: 870, endMinute: 1380 },
  { shift: 3, startMinute: 1350, endMinute: 390 },
];
const TZ = 'America/Chicago';

describe('plant time', () => {
  it('converts local times both ways, across daylight saving time', () => {
    expect(zonedInstant('2026-01-05', 360, TZ).toISOString()).toBe('2026-01-05T12:00:00.000Z');
    expect(zonedInstant('2026-07-06', 360, TZ).toISOString()).toBe('2026-07-06T11:00:00.000Z');
    expect(localTime(new Date('2026-03-08T08:30:00Z'), TZ)).toEqual({ date: '2026-03-08', minutes: 150 + 60 });
  });
});

describe('matchShift', () => {
  it('gives a clock in the nearest shift start and how late it was', () => {
    expect(matchShift(zonedInstant('2026-03-02', 375, TZ), SHIFTS, TZ)).toMatchObject({
      shift: 1,
      workDate: '2026-03-02',
      tardyMinutes: 15,
    });
    expect(matchShift(zonedInstant('2026-03-02', 350, TZ), SHIFTS, TZ)).toMatchObject({ shift: 1, tardyMinutes: 0 });
  });
  it('puts a third shift entered after midnight on the day it started', () => {
    expect(matchShift(zonedInstant('2026-03-03', 10, TZ), SHIFTS, TZ)).toMatchObject({
      shift: 3,
      workDate: '2026-03-02',
      tardyMinutes: 100,
    });
  });
});
