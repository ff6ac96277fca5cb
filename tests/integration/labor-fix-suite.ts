import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { laborPunches } from '@/lib/labor/server/tables';
import { addDays, localTime, zonedInstant } from '@/lib/labor/time';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { laborWorkers } from './helpers/labor-workers';

/** Bowling Green's supervisor (LaborMod_Approval) and its clock: shifts at 06:00, 14:00 and 22:00 (over midnight). */
const TOM = 'bgtwilson@example.com';
const ZONE = 'America/New_York';
const HOUR = 3_600_000;

interface Day {
  empId: number;
  workDate: string;
  shift: number;
  punches: { id: number; kind: string; madeAt: string; workDate: string }[];
  hours: { paidMinutes: number; flags: string[] };
}

/**
 * A supervisor's fix of a missing punch at every hour of the day and past midnight, on the real API and
 * database: the fixed punch stays with the day its shift started, and a time a calendar day off is refused.
 */
export function defineLaborFixSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  /** A fresh Bowling Green employee holding /LaborMod, with no punch yet. */
  const newWorker = laborWorkers(() => h, 9600, 'fix');
  const worker = () => newWorker('BGOHIO');
  const clockIn = async (email: string, at: Date): Promise<Day> => {
    const res = await h.call(
      'POST',
      '/v1/Labor/Punches',
      email,
      { kind: 'in', madeAt: at.toISOString() },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(201);
    return res.json.day as Day;
  };
  const fixOut = (day: Pick<Day, 'empId' | 'workDate'>, at: Date) =>
    h.call('POST', `/v1/Labor/Days/${day.empId}/${day.workDate}/Punches`, TOM, {
      kind: 'out',
      madeAt: at.toISOString(),
      note: 'Forgot to clock out',
    });
  const daysOf = async (empId: number): Promise<Day[]> =>
    (await h.call('GET', `/v1/Labor/Days?plant=BGOHIO&status=open&empId=${empId}`, TOM)).json as Day[];
  const punchesOf = async (empId: number) =>
    (await h.database.db.select({ n: count() }).from(laborPunches).where(eq(laborPunches.empId, empId)))[0]?.n ?? 0;

  beforeAll(async () => {
    // These tests lay down days a week back through the punch API itself, as a plant whose outbox keeps
    // entries for a month (OUTBOX_MAX_AGE_HOURS=720) allows; labor-kiosk-suite checks the default limit.
    h = await openApiHarness(serverUrl, { outboxMaxAgeHours: 720 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a clock in at any hour, its clock out added 3 h later by the supervisor: one day, the clock in’s shift’s, complete', async () => {
    const date = addDays(localTime(new Date(), ZONE).date, -4);
    for (let hour = 0; hour < 24; hour++) {
      const w = await worker();
      const inAt = zonedInstant(date, hour * 60 + 17, ZONE);
      const opened = await clockIn(w.email, inAt);
      // The nearest shift start: before 02:00 it is the night shift begun the evening before.
      expect(opened.workDate, `clock in at ${hour}:17`).toBe(hour < 2 ? addDays(date, -1) : date);
      expect(opened.hours.flags).toEqual(['missing-out']);
      const fixed = await fixOut(opened, new Date(inAt.getTime() + 3 * HOUR));
      expect(fixed.status, `clock out at ${hour + 3}:17`).toBe(201);
      expect(fixed.json).toMatchObject({ workDate: opened.workDate, hours: { paidMinutes: 180, flags: [] } });
      const days = await daysOf(w.empId);
      expect(days.map((d) => [d.workDate, d.punches.length])).toEqual([[opened.workDate, 2]]);
    }
  });

  it('a night shift’s missing clock out, added past midnight, stays with the day it started; a slip of a day is refused and writes nothing', async () => {
    const w = await worker();
    const date = addDays(localTime(new Date(), ZONE).date, -3);
    const day = await clockIn(w.email, zonedInstant(date, 22 * 60 + 5, ZONE));
    expect(day).toMatchObject({ workDate: date, shift: 3 });
    const before = await punchesOf(w.empId);
    for (const [at, why] of [
      [zonedInstant(addDays(date, 2), 6 * 60 + 30, ZONE), 'a day after the shift'],
      [zonedInstant(date, 17 * 60, ZONE), 'hours before the shift'],
    ] as const) {
      const refused = await fixOut(day, at);
      expect(refused.status, why).toBe(400);
      expect(refused.json.error.fields[0]).toMatchObject({ field: 'madeAt', code: 'outside-day' });
    }
    expect(await punchesOf(w.empId)).toBe(before);
    for (const hour of [0, 3, 6]) {
      const out = zonedInstant(addDays(date, 1), hour * 60 + 30, ZONE);
      const current = (await daysOf(w.empId))[0]!;
      const last = current.punches.at(-1)!;
      const fixed = await h.call('POST', `/v1/Labor/Days/${w.empId}/${date}/Punches`, TOM, {
        kind: 'out',
        madeAt: out.toISOString(),
        note: `Left at ${hour}:30`,
        ...(last.kind === 'out' ? { replaces: last.id } : {}),
      });
      expect(fixed.status, `clock out at ${hour}:30 the next morning`).toBe(201);
      // Worked from 22:05; past 6 h the plant's automatic 30 min lunch is deducted (none was punched).
      const worked = (2 + hour) * 60 + 25;
      expect(fixed.json).toMatchObject({
        workDate: date,
        shift: 3,
        hours: { paidMinutes: worked > 360 ? worked - 30 : worked, flags: [] },
      });
    }
    expect((await daysOf(w.empId)).map((d) => d.workDate)).toEqual([date]);
  });
}
