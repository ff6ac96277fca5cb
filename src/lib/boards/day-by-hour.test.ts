import { describe, expect, it } from 'vitest';
import { buildHours, currentShift, shiftHours } from './day-by-hour';
import { staleText } from './board-live-text';

describe('day by hour', () => {
  it("finds a plant's shift in its own time zone: 13:30 in Spirit Lake is the first shift, from 06:00", () => {
    const now = new Date('2026-07-01T18:30:00Z'); // 13:30 CDT
    const shift = currentShift(now, 'America/Chicago');
    expect(shift.number).toBe(1);
    expect(shift.start.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(currentShift(new Date('2026-07-01T04:30:00Z'), 'America/Chicago')).toMatchObject({ number: 3 }); // 23:30
  });

  it('counts running totals, turns a finished hour green or red, and leaves hours to come blank', () => {
    const now = new Date('2026-07-01T13:30:00Z');
    const hours = shiftHours(new Date('2026-07-01T11:00:00Z'));
    const records = new Map([
      [hours[0]!.toISOString(), { quantity: 10, goal: null, reason: null }],
      [hours[1]!.toISOString(), { quantity: 7, goal: null, reason: 'Changeover' }],
      [hours[2]!.toISOString(), { quantity: 3, goal: 12, reason: null }],
    ]);
    const rows = buildHours(hours, 10, records, now, (d) => d.toISOString().slice(11, 16));
    expect(rows.slice(0, 4).map((r) => [r.goal, r.actual, r.cumGoal, r.cumActual, r.met])).toEqual([
      [10, 10, 10, 10, true],
      [10, 7, 20, 17, false],
      [12, 3, 32, 20, null],
      [10, null, 42, null, null],
    ]);
    expect(rows[1]?.reason).toBe('Changeover');
  });

  it('colours the running hour and the running total by pace: ahead of pace is green, not red', () => {
    const now = new Date('2026-07-01T13:30:00Z'); // half of the third hour gone
    const hours = shiftHours(new Date('2026-07-01T11:00:00Z'));
    const records = (third: number) =>
      new Map([
        [hours[0]!.toISOString(), { quantity: 10, goal: null, reason: null }],
        [hours[1]!.toISOString(), { quantity: 7, goal: null, reason: null }],
        [hours[2]!.toISOString(), { quantity: third, goal: 12, reason: null }],
      ]);
    const label = (d: Date) => d.toISOString().slice(11, 16);
    // 10 + 7 + 10 = 27 by 13:30, the pace 10 + 10 + 6 = 26: ahead, green, though short of the hour's 32.
    const ahead = buildHours(hours, 10, records(10), now, label);
    expect(ahead.slice(0, 4).map((r) => [r.cumActual, r.met, r.onPace])).toEqual([
      [10, true, true],
      [17, false, false],
      [27, true, true],
      [null, null, null],
    ]);
    // 10 + 7 + 3 = 20 against 26: behind, red total; the hour itself is not red before it is over.
    const behind = buildHours(hours, 10, records(3), now, label);
    expect([behind[2]!.met, behind[2]!.onPace]).toEqual([null, false]);
  });

  it('says how old the data is in whole minutes', () => {
    expect(staleText('Data is {n} min old', 7 * 60_000 + 59_000)).toBe('Data is 7 min old');
  });
});
