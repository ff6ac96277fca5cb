import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devices } from '@/lib/devices/server/tables';
import { laborEmployees, laborPunches } from '@/lib/labor/server/tables';
import { demoBadge } from '@/lib/labor/server/demo-badge';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { laborWorkers } from './helpers/labor-workers';

const JORDAN = 'shjcarter@example.com';
const TOM = 'bgtwilson@example.com';
const DANA = 'shdkowalski@example.com';
const KIOSK = 'device:kiosk-spirit-lake-probe';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The probe's attacks on the time clock (back-dated punches, a PIN skipped by a claim, shared punch keys), on PGlite or PostgreSQL. */
export function defineLaborProbeSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const worker = laborWorkers(() => h, 9700, 'probe');
  const key = () => ({ 'idempotency-key': randomUUID() });
  const punchesOf = async (empId: number) =>
    (await h.database.db.select({ n: count() }).from(laborPunches).where(eq(laborPunches.empId, empId)))[0]?.n ?? 0;
  const identify = (body: Record<string, unknown>) => h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, body);

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    await h.database.db
      .insert(devices)
      .values({ id: 'kiosk-spirit-lake-probe', name: 'Spirit Lake probe', plantId: 'SPIRITLA', use: 'kiosk', approvedBy: JORDAN });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a back-dated punch: a live punch saying it was made 7 hours ago is recorded at the server’s time', async () => {
    const w = await worker('MfgSys');
    const claimed = new Date(Date.now() - 7 * HOUR).toISOString();
    const before = Date.now();
    const self = await h.call('POST', '/v1/Labor/Punches', w.email, { kind: 'in', madeAt: claimed }, key());
    expect(self.status).toBe(201);
    expect(Date.parse(self.json.punch.madeAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(self.json.day.sentLate).toEqual([]);
    // A Made-At without the key of a kept punch is no outbox replay either.
    const w2 = await worker('MfgSys');
    const noKey = await h.call('POST', '/v1/Labor/Punches', w2.email, { kind: 'in' }, { 'made-at': claimed });
    expect(Date.parse(noKey.json.punch.madeAt)).toBeGreaterThanOrEqual(before - 1000);
    // The kiosk too: a time in its body is not read.
    const kiosk = await h.call('POST', '/v1/Labor/Kiosk/Punches', KIOSK, { badge: demoBadge(2002), kind: 'in', madeAt: claimed }, key());
    expect(kiosk.status).toBe(201);
    expect(Date.parse(kiosk.json.punch.madeAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a replayed punch that arrives 7 hours after its Made-At keeps its time and is flagged on its day for the supervisor', async () => {
    const w = await worker('MfgSys');
    const made = new Date(Date.now() - 7 * HOUR);
    const late = await h.call('POST', '/v1/Labor/Punches', w.email, { kind: 'in' }, { ...key(), 'made-at': made.toISOString() });
    expect(late.status).toBe(201);
    expect(Date.parse(late.json.punch.madeAt)).toBe(made.getTime());
    expect(late.json.day.sentLate).toEqual([late.json.punch.id]);
    const days = await h.call('GET', `/v1/Labor/Days?plant=MfgSys&status=open&empId=${w.empId}`, DANA);
    expect(days.json).toEqual([expect.objectContaining({ workDate: late.json.day.workDate, sentLate: [late.json.punch.id] })]);
    // A punch kept through a short outage (3 minutes) is not flagged.
    const soon = await h.call(
      'POST',
      '/v1/Labor/Punches',
      w.email,
      { kind: 'lunch-out' },
      { ...key(), 'made-at': new Date(Date.now() - 3 * MINUTE).toISOString() },
    );
    expect(soon.status).toBe(201);
    expect(soon.json.day.sentLate).toEqual([late.json.punch.id]);
  });

  it('the kiosk’s PIN skipped by a claim: an employee ID said to be a badge identifies no one and records nothing', async () => {
    const before = await punchesOf(2001);
    const claim = await identify({ empId: 2001, method: 'badge' });
    expect(claim.status).toBe(400);
    expect(claim.json.error.fields).toEqual([expect.objectContaining({ field: 'pin', code: 'pin-required' })]);
    const punch = await h.call('POST', '/v1/Labor/Kiosk/Punches', KIOSK, { empId: 2001, method: 'badge', kind: 'in' }, key());
    expect(punch.status).toBe(400);
    // An employee number typed as a badge is no badge.
    expect((await identify({ badge: '2001' })).json.error.code).toBe('badge-not-found');
    expect(await punchesOf(2001)).toBe(before);
    // No wrong PIN was counted against Maria either.
    const [row] = await h.database.db.select().from(laborEmployees).where(eq(laborEmployees.empId, 2001));
    expect(row!.pinFailures).toBe(0);
    // Her enrolled badge, and her ID with her PIN, do identify her.
    expect((await identify({ badge: demoBadge(2001) })).json).toMatchObject({ empId: 2001, name: 'Maria Nguyen' });
    expect((await identify({ empId: 2001, pin: '1234' })).status).toBe(200);
  });

  it('a badge is enrolled and revoked only by an administrator, never as an employee number, each number once', async () => {
    const w = await worker('SPIRITLA');
    const enroll = (as: string, badge: string) => h.call('POST', '/v1/Labor/Badges', as, { empId: w.empId, badge }, key());
    expect((await enroll(TOM, 'PROBE-77')).status).toBe(403);
    expect((await enroll(JORDAN, String(2001))).json.error.fields).toEqual([
      expect.objectContaining({ field: 'badge', code: 'badge-is-employee-number' }),
    ]);
    expect((await enroll(JORDAN, String(w.empId))).json.error.code).toBe('badge-is-employee-number');
    const made = await enroll(JORDAN, 'PROBE-77');
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ badge: 'PROBE-77', empId: w.empId, revokedAt: null });
    expect((await identify({ badge: 'PROBE-77' })).json.empId).toBe(w.empId);
    expect((await h.call('POST', '/v1/Labor/Badges/PROBE-77/Revoke', TOM, undefined, key())).status).toBe(403);
    const revoked = await h.call('POST', '/v1/Labor/Badges/PROBE-77/Revoke', JORDAN, undefined, key());
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedAt).not.toBeNull();
    expect((await identify({ badge: 'PROBE-77' })).json.error.code).toBe('badge-not-found');
    expect((await enroll(JORDAN, 'PROBE-77')).json.error.code).toBe('badge-taken');
  });

  it('a punch key is the employee’s own, and the same key with another punch is a 422', async () => {
    const [a, b] = [await worker('MfgSys'), await worker('MfgSys')];
    const shared = key();
    const first = await h.call('POST', '/v1/Labor/Punches', a.email, { kind: 'in' }, shared);
    expect(first.status).toBe(201);
    // Another employee's punch under the same key is their own punch, not a repeat of someone else's.
    const other = await h.call('POST', '/v1/Labor/Punches', b.email, { kind: 'in' }, shared);
    expect(other.status).toBe(201);
    expect(other.json.punch.empId).toBe(b.empId);
    const reused = await h.call('POST', '/v1/Labor/Punches', a.email, { kind: 'out' }, shared);
    expect(reused.status).toBe(422);
    expect(reused.json.error.code).toBe('idempotency-key-body-differs');
    expect((await h.call('POST', '/v1/Labor/Punches', a.email, { kind: 'in' }, shared)).status).toBe(200);
    expect([await punchesOf(a.empId), await punchesOf(b.empId)]).toEqual([1, 1]);
  });
}
