import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '@/lib/server/db/schema/access';
import { laborAbsences, laborPunches } from '@/lib/labor/server/tables';
import { notifications } from '@/lib/server/db/schema/notifications';
import { addDays, localTime, zonedInstant } from '@/lib/labor/time';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { laborWorkers } from './helpers/labor-workers';

const TOM = 'bgtwilson@example.com';
const DANA = 'shdkowalski@example.com';
const SAM = 'shnoaccess@example.com';
const MARIA = 'slmnguyen@example.com';
const CHICAGO = 'America/Chicago';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The labor rules on the real API and database: PGlite, or PostgreSQL when `serverUrl` is set. */
export function defineLaborSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  /** A fresh employee of a plant holding /LaborMod, with no punch yet: each test's own worker. */
  const worker = laborWorkers(() => h, 9100);
  const punch = (as: string, kind: string, madeAt?: Date, key: string = randomUUID()) =>
    h.call('POST', '/v1/Labor/Punches', as, { kind, ...(madeAt ? { madeAt: madeAt.toISOString() } : {}) }, { 'idempotency-key': key });
  const punchesOf = async (empId: number) =>
    (await h.database.db.select({ n: count() }).from(laborPunches).where(eq(laborPunches.empId, empId)))[0]?.n ?? 0;
  /** A past local date of the plant (Chicago), `back` days before today. */
  const pastDay = (back: number) => addDays(localTime(new Date(), CHICAGO).date, -back);
  const at = (date: string, hh: number, mm = 0) => zonedInstant(date, hh * 60 + mm, CHICAGO);

  beforeAll(async () => {
    // These tests lay down days a week back through the punch API itself, as a plant whose outbox keeps
    // entries for a month (OUTBOX_MAX_AGE_HOURS=720) allows; labor-kiosk-suite checks the default limit.
    h = await openApiHarness(serverUrl, { outboxMaxAgeHours: 720 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds three shifts per plant, the third over midnight, and two weeks of days', async () => {
    const sheldon = await h.call('GET', '/v1/Labor/Plants/MfgSys', TOM);
    expect(sheldon.status).toBe(200);
    expect(sheldon.json.shifts).toEqual([
      { shift: 1, startMinute: 360, endMinute: 870 },
      { shift: 2, startMinute: 870, endMinute: 1380 },
      { shift: 3, startMinute: 1350, endMinute: 390 },
    ]);
    const days = await h.call('GET', `/v1/Labor/Days?plant=MfgSys&status=open`, TOM);
    expect(days.status).toBe(200);
    expect(days.json.length).toBeGreaterThan(5);
    expect(days.json.some((d: { hours: { flags: string[] } }) => d.hours.flags.length > 0)).toBe(true);
    // A seeded day without its clock out from two or more days ago is missing it, not in progress.
    const old = pastDay(1);
    const forgotten = days.json.filter(
      (d: { workDate: string; hours: { flags: string[] } }) => d.workDate < old && d.hours.flags.length > 0,
    );
    expect(forgotten.length).toBeGreaterThan(0);
    expect(forgotten.every((d: { inProgress: boolean }) => !d.inProgress)).toBe(true);
  });

  it('records a day: clock in, lunch, back, clock out; hours less the lunch', async () => {
    const w = await worker();
    const now = Date.now();
    const first = await punch(w.email, 'in', new Date(now - 9 * HOUR));
    expect(first.status).toBe(201);
    // Clocked in right now: the day lacks its clock out only because the shift is going on.
    const other = await worker();
    const current = await punch(other.email, 'in', new Date(now));
    expect(current.json.day).toMatchObject({ inProgress: true, hours: { flags: ['missing-out'] } });
    expect(first.json).toMatchObject({ repeated: false, status: 'in', punch: { kind: 'in', empId: w.empId, source: 'self' } });
    expect((await punch(w.email, 'lunch-out', new Date(now - 5 * HOUR))).json.status).toBe('lunch');
    expect((await punch(w.email, 'lunch-in', new Date(now - 4.5 * HOUR))).json.status).toBe('in');
    const out = await punch(w.email, 'out', new Date(now - 30 * MINUTE));
    expect(out.status).toBe(201);
    expect(out.json.status).toBe('out');
    expect(out.json.day.hours).toEqual({ workedMinutes: 480, lunchMinutes: 30, autoLunchMinutes: 0, paidMinutes: 480, flags: [] });
    expect(out.json.day.punches.map((p: { kind: string }) => p.kind)).toEqual(['in', 'lunch-out', 'lunch-in', 'out']);
    const me = await h.call('GET', '/v1/Labor/Me', w.email);
    expect(me.json.status).toBe('out');
    expect(me.json.history[0].hours.paidMinutes).toBe(480);
  });

  it('refuses punches out of order, each with its code, and records nothing', async () => {
    const w = await worker();
    const t = Date.now() - 6 * HOUR;
    expect((await punch(w.email, 'lunch-out', new Date(t))).json.error.code).toBe('not-clocked-in');
    expect((await punch(w.email, 'out', new Date(t))).json.error.code).toBe('not-clocked-in');
    expect((await punch(w.email, 'lunch-in', new Date(t))).json.error.code).toBe('not-at-lunch');
    await punch(w.email, 'in', new Date(t));
    const again = await punch(w.email, 'in', new Date(t + 5 * MINUTE));
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already-clocked-in');
    expect((await punch(w.email, 'lunch-in', new Date(t + 6 * MINUTE))).json.error.code).toBe('not-at-lunch');
    await punch(w.email, 'lunch-out', new Date(t + 3 * HOUR));
    const outAtLunch = await punch(w.email, 'out', new Date(t + 3 * HOUR + 10 * MINUTE));
    expect(outAtLunch.status).toBe(409);
    expect(outAtLunch.json.error.code).toBe('end-lunch-first');
    expect((await punch(w.email, 'lunch-out', new Date(t + 3 * HOUR + 11 * MINUTE))).json.error.code).toBe('already-at-lunch');
    expect(await punchesOf(w.empId)).toBe(2);
  });

  it('refuses a punch in the future, by its field', async () => {
    const w = await worker();
    const future = await punch(w.email, 'in', new Date(Date.now() + 10 * MINUTE));
    expect(future.status).toBe(400);
    expect(future.json.error.fields).toEqual([expect.objectContaining({ field: 'madeAt', code: 'future-punch' })]);
    expect((await punch(w.email, 'in', new Date(Date.now() + 20_000))).status).toBe(201);
  });

  it('a double tap within 60 s answers the first punch; a resent key too; nothing more is recorded', async () => {
    const w = await worker();
    const t = Date.now() - 2 * HOUR;
    const key = randomUUID();
    const first = await punch(w.email, 'in', new Date(t), key);
    const tap = await punch(w.email, 'in', new Date(t + 40_000));
    expect(tap.status).toBe(200);
    expect(tap.json).toMatchObject({ repeated: true, punch: { id: first.json.punch.id, madeAt: first.json.punch.madeAt } });
    const resent = await punch(w.email, 'in', new Date(t + 5 * MINUTE), key);
    expect(resent.status).toBe(200);
    expect(resent.json.punch.id).toBe(first.json.punch.id);
    expect((await punch(w.email, 'out', new Date(t + HOUR), key)).json.error.code).toBe('idempotency-key-reused');
    expect(await punchesOf(w.empId)).toBe(1);
  });

  it('the same punch arriving twice at once is recorded once', async () => {
    const w = await worker();
    const key = randomUUID();
    const when = new Date(Date.now() - HOUR);
    const answers = await Promise.all([punch(w.email, 'in', when, key), punch(w.email, 'in', when, key), punch(w.email, 'in', when)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.punch.id)).size).toBe(1);
    expect(await punchesOf(w.empId)).toBe(1);
  });

  it('a punch that reaches the server late keeps the time it was made', async () => {
    const w = await worker();
    const made = new Date(Date.now() - 3 * HOUR);
    const late = await punch(w.email, 'in', made);
    expect(Date.parse(late.json.punch.madeAt)).toBe(made.getTime());
    expect(Date.parse(late.json.punch.receivedAt) - made.getTime()).toBeGreaterThanOrEqual(3 * HOUR - MINUTE);
  });

  it('a third shift over midnight belongs to the day it started', async () => {
    const w = await worker('MfgSys');
    const day = pastDay(4);
    const inAt = at(day, 22, 35);
    const clockIn = await punch(w.email, 'in', inAt);
    expect(clockIn.json.punch).toMatchObject({ workDate: day, shift: 3 });
    expect(clockIn.json.tardyMinutes).toBe(5);
    await punch(w.email, 'lunch-out', new Date(inAt.getTime() + 4 * HOUR));
    await punch(w.email, 'lunch-in', new Date(inAt.getTime() + 4.5 * HOUR));
    const out = await punch(w.email, 'out', at(addDays(day, 1), 6, 35));
    expect(out.json.punch).toMatchObject({ workDate: day, shift: 3 });
    expect(out.json.day.hours.paidMinutes).toBe(450);
  });

  it('a clock in after the shift start records a tardy', async () => {
    const w = await worker('MfgSys');
    const day = pastDay(5);
    const late = await punch(w.email, 'in', at(day, 6, 20));
    expect(late.json).toMatchObject({ tardyMinutes: 20, punch: { shift: 1, workDate: day } });
    const [tardy] = await h.database.db
      .select()
      .from(laborAbsences)
      .where(and(eq(laborAbsences.empId, w.empId), eq(laborAbsences.kind, 'tardy')));
    expect(tardy).toMatchObject({ fromDate: day, minutes: 20, shift: 1 });
    const early = await worker('MfgSys');
    expect((await punch(early.email, 'in', at(day, 5, 52))).json.tardyMinutes).toBe(0);
  });

  it('answers 403 before reading the body: no application, no approval right', async () => {
    expect((await h.call('POST', '/v1/Labor/Punches', SAM, { kind: 'nonsense' })).status).toBe(403);
    expect((await h.call('GET', '/v1/Labor/ClockedIn?plant=SPIRITLA', MARIA)).status).toBe(403);
    expect((await h.call('POST', '/v1/Labor/Approvals', MARIA, { days: 'x' })).status).toBe(403);
    expect((await h.call('POST', '/v1/Labor/Days/2001/2026-01-05/Punches', MARIA, {})).status).toBe(403);
    const bad = await h.call('POST', '/v1/Labor/Punches', MARIA, { kind: 'nap' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields[0].field).toBe('kind');
  });

  it('shows a supervisor who is in, at lunch or out, per plant and department', async () => {
    const a = await worker('BGOHIO');
    const b = await worker('BGOHIO');
    await punch(a.email, 'in', new Date(Date.now() - HOUR));
    await punch(b.email, 'in', new Date(Date.now() - HOUR));
    await punch(b.email, 'lunch-out', new Date(Date.now() - 10 * MINUTE));
    const rows = (await h.call('GET', '/v1/Labor/ClockedIn?plant=BGOHIO', TOM)).json as { empId: number; status: string }[];
    expect(rows.find((r) => r.empId === a.empId)?.status).toBe('in');
    expect(rows.find((r) => r.empId === b.empId)?.status).toBe('lunch');
    expect(rows.find((r) => r.empId === 3001)?.status).toBe('out');
  });

  it('flags a missing punch, fixes it with a required note (original kept, audited), approves, and closes the day', async () => {
    const w = await worker('MfgSys');
    const day = pastDay(2);
    await punch(w.email, 'in', at(day, 6, 0));
    const lunch = await punch(w.email, 'lunch-out', at(day, 10, 0));
    await punch(w.email, 'lunch-in', at(day, 10, 30));
    const open = (await h.call('GET', `/v1/Labor/Days?plant=MfgSys&status=open&empId=${w.empId}`, DANA)).json;
    expect(open[0].hours.flags).toEqual(['missing-out']);
    const days = { days: [{ empId: w.empId, workDate: day }] };
    const refused = await h.call('POST', '/v1/Labor/Approvals', DANA, days);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('day-incomplete');
    const path = `/v1/Labor/Days/${w.empId}/${day}/Punches`;
    const noNote = await h.call('POST', path, DANA, { kind: 'out', madeAt: at(day, 14, 30).toISOString(), note: ' ' });
    expect(noNote.status).toBe(400);
    expect(noNote.json.error.fields[0].field).toBe('note');
    const added = await h.call('POST', path, DANA, {
      kind: 'out',
      madeAt: at(day, 14, 30).toISOString(),
      note: 'Forgot to clock out; seen leaving at 14:30',
    });
    expect(added.status).toBe(201);
    expect(added.json.hours).toMatchObject({ paidMinutes: 480, flags: [] });
    const moved = await h.call('POST', path, DANA, {
      kind: 'lunch-out',
      replaces: lunch.json.punch.id,
      madeAt: at(day, 10, 15).toISOString(),
      note: 'Lunch started at 10:15 by the line lead',
    });
    expect(moved.status).toBe(201);
    expect(moved.json.replaced.map((p: { id: number }) => p.id)).toEqual([lunch.json.punch.id]);
    expect(moved.json.punches.find((p: { kind: string }) => p.kind === 'lunch-out')).toMatchObject({
      note: 'Lunch started at 10:15 by the line lead',
      by: 'Dana Kowalski',
      source: 'supervisor',
    });
    expect(moved.json.hours.paidMinutes).toBe(495);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entity, 'labor_punch'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    const approved = await h.call('POST', '/v1/Labor/Approvals', DANA, days, { 'idempotency-key': randomUUID() });
    expect(approved.status).toBe(200);
    expect(approved.json[0]).toMatchObject({ status: 'approved', approvedBy: 'Dana Kowalski' });
    const closed = (await h.call('GET', `/v1/Labor/Days?plant=MfgSys&status=approved&empId=${w.empId}`, DANA)).json;
    expect(closed.map((d: { workDate: string }) => d.workDate)).toEqual([day]);
    const later = await h.call('POST', path, DANA, {
      kind: 'out',
      replaces: added.json.punches.at(-1).id,
      madeAt: at(day, 15, 0).toISOString(),
      note: 'late edit',
    });
    expect(later.json.error.code).toBe('day-approved');
    expect((await h.call('POST', '/v1/Labor/Approvals', DANA, days)).json.error.code).toBe('day-approved');
  });

  it('exports approved days for payroll: regular and overtime by the plant rule, lunch deducted', async () => {
    const w = await worker('MfgSys');
    const long = pastDay(3);
    const noLunch = pastDay(4);
    // 10 h with a punched half hour of lunch: 9.5 paid, 1.5 overtime over Sheldon's 8 a day.
    await punch(w.email, 'in', at(noLunch, 6, 0));
    await punch(w.email, 'out', at(noLunch, 14, 30));
    await punch(w.email, 'in', at(long, 6, 0));
    await punch(w.email, 'lunch-out', at(long, 11, 0));
    await punch(w.email, 'lunch-in', at(long, 11, 30));
    await punch(w.email, 'out', at(long, 16, 0));
    await h.call('POST', '/v1/Labor/Approvals', DANA, {
      days: [
        { empId: w.empId, workDate: long },
        { empId: w.empId, workDate: noLunch },
      ],
    });
    const csv = await h.call('GET', `/v1/Labor/Payroll?plant=MfgSys&from=${noLunch}&to=${long}`, DANA);
    expect(csv.status).toBe(200);
    const lines = (csv.json as string).trim().split('\r\n');
    expect(lines[0]).toBe('empID,employee,date,shift,regular_hours,overtime_hours,lunch_deducted_minutes');
    const mine = lines.filter((l) => l.startsWith(`${w.empId},`));
    // No lunch punched in 8.5 h: the automatic half hour is deducted, 8 regular.
    expect(mine).toEqual([
      `${w.empId},Test Worker ${w.empId},${noLunch},1,8.00,0.00,30`,
      `${w.empId},Test Worker ${w.empId},${long},1,8.00,1.50,30`,
    ]);
  });

  it('calls off a shift before it starts and files absence notices for future days; supervisors are notified', async () => {
    const w = await worker('MfgSys');
    const tomorrow = addDays(localTime(new Date(), CHICAGO).date, 1);
    const before = (await h.database.db.select({ n: count() }).from(notifications).where(eq(notifications.username, DANA)))[0]!.n;
    const off = await h.call(
      'POST',
      '/v1/Labor/CallOffs',
      w.email,
      { date: tomorrow, shift: 1, reason: 'Sick' },
      { 'idempotency-key': randomUUID() },
    );
    expect(off.status).toBe(201);
    expect(off.json).toMatchObject({ kind: 'call-off', fromDate: tomorrow, shift: 1, reason: 'Sick' });
    const started = await h.call('POST', '/v1/Labor/CallOffs', w.email, { date: pastDay(1), shift: 1, reason: 'Sick' });
    expect(started.json.error.fields[0]).toMatchObject({ field: 'date', code: 'shift-started' });
    const past = await h.call('POST', '/v1/Labor/AbsenceNotices', w.email, { fromDate: pastDay(0), toDate: tomorrow, reason: 'Vacation' });
    expect(past.json.error.fields[0]).toMatchObject({ field: 'fromDate', code: 'not-future' });
    const notice = await h.call('POST', '/v1/Labor/AbsenceNotices', w.email, {
      fromDate: addDays(tomorrow, 7),
      toDate: addDays(tomorrow, 9),
      reason: 'Vacation',
      note: 'Family trip',
    });
    expect(notice.status).toBe(201);
    const after = (await h.database.db.select({ n: count() }).from(notifications).where(eq(notifications.username, DANA)))[0]!.n;
    expect(after - before).toBe(2);
    const listed = (await h.call('GET', `/v1/Labor/Absences?plant=MfgSys&from=${tomorrow}&to=${addDays(tomorrow, 30)}`, DANA)).json;
    expect(
      listed
        .filter((a: { empId: number }) => a.empId === w.empId)
        .map((a: { kind: string }) => a.kind)
        .sort(),
    ).toEqual(['absence', 'call-off']);
  });
}
