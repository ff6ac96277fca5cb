import { randomUUID } from 'node:crypto';
import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '@/lib/server/db/schema/access';
import { laborAbsences, laborJobLines } from '@/lib/labor/server/tables';
import { addDays, localTime } from '@/lib/labor/time';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const TOM = 'bgtwilson@example.com';
const DANA = 'shdkowalski@example.com';
const MARIA = 'slmnguyen@example.com';
const SAM_ID = 1002;

/** The absence calendar's supervisor calls (events by hand, saved views and their security) on the real API and database. */
export function defineLaborCalendarSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const today = localTime(new Date(), 'America/Chicago').date;
  const key = () => ({ 'idempotency-key': randomUUID() });
  const fieldsOf = (answer: { json: { error: { fields?: { field: string }[] } } }) =>
    (answer.json.error.fields ?? []).map((f) => f.field).sort();
  const eventsOf = async (empId: number) =>
    (await h.database.db.select({ n: count() }).from(laborAbsences).where(eq(laborAbsences.empId, empId)))[0]!.n;

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lets only supervisors touch events and views, before reading the body', async () => {
    expect((await h.call('POST', '/v1/Labor/Absences', MARIA, { nonsense: true })).status).toBe(403);
    expect((await h.call('PATCH', '/v1/Labor/Absences/1', MARIA, {})).status).toBe(403);
    expect((await h.call('DELETE', '/v1/Labor/Absences/1', MARIA)).status).toBe(403);
    expect((await h.call('GET', '/v1/Labor/CalendarViews', MARIA)).status).toBe(403);
    expect((await h.call('POST', '/v1/Labor/CalendarViews', MARIA, {})).status).toBe(403);
  });

  it('records an absence by hand once, refuses bad ones by their field, edits and removes it with an audit', async () => {
    const before = await eventsOf(SAM_ID);
    const bad = await h.call('POST', '/v1/Labor/Absences', DANA, {
      empId: SAM_ID,
      kind: 'absence',
      fromDate: today,
      toDate: addDays(today, -1),
      reason: 'Vacation',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['toDate']);
    const noOne = await h.call('POST', '/v1/Labor/Absences', DANA, {
      empId: 99999,
      kind: 'absence',
      fromDate: today,
      toDate: today,
      reason: 'x',
    });
    expect(noOne.json.error.code).toBe('employee-not-found');
    const noShift = await h.call('POST', '/v1/Labor/Absences', DANA, {
      empId: SAM_ID,
      kind: 'call-off',
      fromDate: today,
      toDate: today,
      reason: 'Sick',
    });
    expect(fieldsOf(noShift)).toEqual(['shift']);
    expect(await eventsOf(SAM_ID)).toBe(before);

    const headers = key();
    const body = { empId: SAM_ID, kind: 'absence', fromDate: addDays(today, -3), toDate: addDays(today, -2), reason: 'No call, no show' };
    const made = await h.call('POST', '/v1/Labor/Absences', DANA, body, headers);
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ empId: SAM_ID, plant: 'MfgSys', kind: 'absence', fromDate: body.fromDate, toDate: body.toDate });
    const again = await h.call('POST', '/v1/Labor/Absences', DANA, body, headers);
    expect(again.json.id).toBe(made.json.id);
    expect(await eventsOf(SAM_ID)).toBe(before + 1);

    const path = `/v1/Labor/Absences/${made.json.id}`;
    expect((await h.call('GET', path, TOM)).json.reason).toBe('No call, no show');
    const edited = await h.call(
      'PATCH',
      path,
      TOM,
      { fromDate: body.fromDate, toDate: body.fromDate, reason: 'Sick, called late', note: 'Doctor note' },
      key(),
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ toDate: body.fromDate, reason: 'Sick, called late', note: 'Doctor note' });
    expect((await h.call('DELETE', path, TOM, undefined, key())).status).toBe(200);
    expect((await h.call('GET', path, TOM)).status).toBe(404);
    const audits = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'labor_absence'), eq(auditLog.entityId, String(made.json.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses to edit a tardy record: it follows from the punches', async () => {
    const [tardy] = await h.database.db
      .select({ id: laborAbsences.id })
      .from(laborAbsences)
      .where(eq(laborAbsences.kind, 'tardy'))
      .limit(1);
    const refused = await h.call('PATCH', `/v1/Labor/Absences/${tardy!.id}`, DANA, { fromDate: today, toDate: today, reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('tardy-record');
  });

  it('saves views with their plant and kinds, shown only to whom their owner says', async () => {
    const refused = await h.call('POST', '/v1/Labor/CalendarViews', DANA, { name: ' ', plant: 'Mars', kinds: [] });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['kinds', 'name', 'plant']);
    const made = await h.call(
      'POST',
      '/v1/Labor/CalendarViews',
      DANA,
      { name: 'Sheldon call offs', plant: 'MfgSys', kinds: ['call-off'] },
      key(),
    );
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ plant: 'MfgSys', kinds: ['call-off'], audience: 'supervisors', mine: true });
    const twice = await h.call('POST', '/v1/Labor/CalendarViews', DANA, { name: 'Sheldon call offs', plant: 'All', kinds: ['absence'] });
    expect(twice.json.error.code).toBe('name-taken');
    const seenBy = async (who: string) =>
      ((await h.call('GET', '/v1/Labor/CalendarViews', who)).json.views as { id: number }[]).some((v) => v.id === made.json.id);
    expect(await seenBy(TOM)).toBe(true);
    const security = `/v1/Labor/CalendarViews/${made.json.id}/Security`;
    expect((await h.call('PUT', security, TOM, { audience: 'owner' })).json.error.code).toBe('not-owner');
    expect(fieldsOf(await h.call('PUT', security, DANA, { audience: 'group' }))).toEqual(['groupId']);
    const groups = (await h.call('GET', '/v1/Labor/CalendarViews', DANA)).json.groups as { groupId: number; name: string }[];
    const maintenance = groups.find((g) => g.name === 'Maintenance')!;
    const shared = await h.call('PUT', security, DANA, { audience: 'group', groupId: maintenance.groupId }, key());
    expect(shared.json).toMatchObject({ audience: 'group', groupName: 'Maintenance' });
    expect(await seenBy(TOM)).toBe(false);
    expect((await h.call('PUT', security, DANA, { audience: 'owner' })).status).toBe(200);
    expect(await seenBy(DANA)).toBe(true);
    expect((await h.call('DELETE', `/v1/Labor/CalendarViews/${made.json.id}`, DANA, undefined, key())).status).toBe(200);
    expect(await seenBy(DANA)).toBe(false);
  });

  it('seeds labor per job operation on real demo jobs, inside the punches and never after the seed, beside the clock hours', async () => {
    const [latest] = await h.database.db.select({ at: max(laborJobLines.endAt) }).from(laborJobLines);
    expect(latest!.at!.getTime()).toBeLessThanOrEqual(Date.now());
    const [line] = await h.database.db
      .select({ empId: laborJobLines.empId, workDate: laborJobLines.workDate })
      .from(laborJobLines)
      .where(eq(laborJobLines.plantId, 'SPIRITLA'))
      .limit(1);
    const path = `/v1/Labor/JobLabor?empId=${line!.empId}&date=${line!.workDate}`;
    expect((await h.call('GET', path, MARIA)).status).toBe(403);
    const answer = await h.call('GET', path, DANA);
    expect(answer.status).toBe(200);
    const labor = answer.json as {
      lines: { partNum: string | null; resourceGroup: string | null; startAt: string; endAt: string; minutes: number; quantity: number }[];
      day: { punches: { madeAt: string }[]; hours: { workedMinutes: number; paidMinutes: number } };
      jobMinutes: number;
      clockMinutes: number;
    };
    expect(labor.lines.length).toBeGreaterThan(1);
    const first = Date.parse(labor.day.punches[0]!.madeAt);
    const last = Date.parse(labor.day.punches.at(-1)!.madeAt);
    for (const l of labor.lines) {
      expect(l.partNum).not.toBeNull();
      expect(l.resourceGroup).not.toBeNull();
      expect(Date.parse(l.startAt)).toBeGreaterThanOrEqual(first);
      expect(Date.parse(l.endAt)).toBeLessThanOrEqual(last);
      expect(l.quantity).toBeGreaterThan(0);
    }
    expect(labor.jobMinutes).toBe(labor.lines.reduce((sum, l) => sum + l.minutes, 0));
    expect(labor.clockMinutes).toBe(labor.day.hours.paidMinutes);
    expect(labor.jobMinutes).toBeLessThanOrEqual(labor.day.hours.workedMinutes);
    const bad = await h.call('GET', `/v1/Labor/JobLabor?empId=${line!.empId}&date=yesterday`, DANA);
    expect(new Set(fieldsOf(bad))).toEqual(new Set(['date']));
    const mine = await h.call('GET', `/v1/Labor/Me/JobLabor?date=${line!.workDate}`, MARIA);
    expect(mine.status).toBe(200);
    expect(mine.json.empId).toBe(2001);
  });
}
