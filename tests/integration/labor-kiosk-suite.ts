import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devices } from '@/lib/devices/server/tables';
import { employees } from '@/lib/server/db/schema/index';
import { hashPin } from '@/lib/labor/server/pin';
import { laborEmployees, laborPunches } from '@/lib/labor/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const KIOSK = 'device:kiosk-sheldon-door';
const BOARD = 'device:board-sheldon';
const JORDAN = 'shjcarter@example.com';
/** A supervisor (LaborMod_Approval), and an employee who is none. */
const TOM = 'bgtwilson@example.com';
const MARIA = 'slmnguyen@example.com';
const MINUTE = 60_000;

/** The time clock kiosk (a registered device) on the real API and database: PGlite, or PostgreSQL when `serverUrl` is set. */
export function defineLaborKioskSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const kioskPunch = (as: string, body: Record<string, unknown>, key = randomUUID()) =>
    h.call('POST', '/v1/Labor/Kiosk/Punches', as, body, { 'idempotency-key': key });
  const punchesOf = async (empId: number) =>
    (await h.database.db.select({ n: count() }).from(laborPunches).where(eq(laborPunches.empId, empId)))[0]?.n ?? 0;

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    await h.database.db.insert(devices).values([
      { id: 'kiosk-sheldon-door', name: 'Sheldon door', plantId: 'MfgSys', use: 'kiosk', approvedBy: JORDAN },
      { id: 'board-sheldon', name: 'Sheldon board', plantId: 'MfgSys', use: 'board', approvedBy: JORDAN },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('identifies an employee of its plant by badge, or by empID and PIN; refuses a wrong PIN and other plants', async () => {
    const badge = await h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, { empId: 1004, method: 'badge' });
    expect(badge.status).toBe(200);
    expect(badge.json).toMatchObject({ empId: 1004, name: 'Luis Ramirez', status: 'out' });
    expect((await h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, { empId: 1004, method: 'pin', pin: '1234' })).status).toBe(200);
    const wrong = await h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, { empId: 1004, method: 'pin', pin: '9999' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error.code).toBe('wrong-pin');
    const elsewhere = await h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, { empId: 2001, method: 'badge' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error.code).toBe('employee-not-found');
  });

  it('refuses a punch older than the outbox keeps (72 h unless configured), from a person or a kiosk', async () => {
    const self = await h.call(
      'POST',
      '/v1/Labor/Punches',
      TOM,
      { kind: 'in', madeAt: new Date(Date.now() - 73 * 3_600_000).toISOString() },
      { 'idempotency-key': randomUUID() },
    );
    expect(self.status).toBe(400);
    expect(self.json.error.fields).toEqual([expect.objectContaining({ field: 'madeAt', code: 'made-at-too-old' })]);
    const kiosk = await kioskPunch(KIOSK, {
      empId: 1005,
      method: 'badge',
      kind: 'in',
      madeAt: new Date(Date.now() - 400 * 86_400_000).toISOString(),
    });
    expect(kiosk.status).toBe(400);
    expect(kiosk.json.error.code).toBe('made-at-too-old');
  });

  it('records punches only for a kiosk: a person or a board is refused before the body is read', async () => {
    expect((await kioskPunch(JORDAN, { nonsense: true })).json.error.code).toBe('not-a-device');
    expect((await kioskPunch(BOARD, { nonsense: true })).json.error.code).toBe('wrong-device-use');
    const t = Date.now() - 3 * 3_600_000;
    const clockIn = await kioskPunch(KIOSK, { empId: 1005, method: 'badge', kind: 'in', madeAt: new Date(t).toISOString() });
    expect(clockIn.status).toBe(201);
    expect(clockIn.json.punch).toMatchObject({ empId: 1005, plant: 'MfgSys', source: 'kiosk', kind: 'in' });
    const atLunch = await kioskPunch(KIOSK, { empId: 1005, method: 'badge', kind: 'out', madeAt: new Date(t + MINUTE * 5).toISOString() });
    expect(atLunch.status).toBe(201);
    expect(
      (await kioskPunch(KIOSK, { empId: 1005, method: 'badge', kind: 'out', madeAt: new Date(t + MINUTE * 6).toISOString() })).status,
    ).toBe(200);
  });

  it('sends punches made offline later, each once, with the time each was made', async () => {
    const before = await punchesOf(1002);
    const base = Date.now() - 2 * 3_600_000;
    const queue = [
      { kind: 'in', madeAt: new Date(base).toISOString(), key: randomUUID() },
      { kind: 'lunch-out', madeAt: new Date(base + 60 * MINUTE).toISOString(), key: randomUUID() },
      { kind: 'lunch-in', madeAt: new Date(base + 90 * MINUTE).toISOString(), key: randomUUID() },
    ];
    for (const p of queue)
      expect((await kioskPunch(KIOSK, { empId: 1002, method: 'badge', kind: p.kind, madeAt: p.madeAt }, p.key)).status).toBe(201);
    // The kiosk never heard the answers and sends the queue again: nothing more is recorded.
    for (const p of queue) {
      const again = await kioskPunch(KIOSK, { empId: 1002, method: 'badge', kind: p.kind, madeAt: p.madeAt }, p.key);
      expect(again.status).toBe(200);
      expect(again.json.punch.madeAt).toBe(p.madeAt);
    }
    expect((await punchesOf(1002)) - before).toBe(3);
  });

  it('locks PIN entry after 5 wrong PINs in a row for 15 minutes; a badge still works; a supervisor sees the lock and lifts it', async () => {
    const empId = 9301;
    await h.database.db
      .insert(employees)
      .values({ empId, firstName: 'Pin', lastName: 'Guesser', plantId: 'MfgSys', companyEmail: 'pin9301@example.com' });
    await h.database.db.insert(laborEmployees).values({ empId, department: 'Welding', pinHash: hashPin('2468') });
    const typed = (pin: string) => h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, { empId, method: 'pin', pin });
    for (let i = 0; i < 4; i++) expect((await typed('1111')).json.error.code).toBe('wrong-pin');
    // A right PIN before the limit starts the count again.
    expect((await typed('2468')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await typed('1111')).json.error.code).toBe('wrong-pin');
    const before = Date.now();
    const fifth = await typed('1111');
    expect(fifth.status).toBe(403);
    expect(fifth.json.error.code).toBe('pin-locked');
    const until = Date.parse(fifth.json.error.lockedUntil);
    expect(until - before).toBeGreaterThanOrEqual(15 * MINUTE - 1000);
    expect(until - before).toBeLessThan(15 * MINUTE + 60_000);
    // Locked: even the right PIN, and a punch by PIN, are refused; the badge is the employee's own card.
    expect((await typed('2468')).json.error.code).toBe('pin-locked');
    expect((await kioskPunch(KIOSK, { empId, method: 'pin', pin: '2468', kind: 'in' })).json.error.code).toBe('pin-locked');
    expect((await h.call('POST', '/v1/Labor/Kiosk/Employees', KIOSK, { empId, method: 'badge' })).status).toBe(200);

    const board = await h.call('GET', '/v1/Labor/ClockedIn?plant=MfgSys', TOM);
    expect(board.json.find((r: { empId: number }) => r.empId === empId).pinLockedUntil).toBe(fifth.json.error.lockedUntil);
    const unlock = (as: string) =>
      h.call('POST', `/v1/Labor/Employees/${empId}/PinUnlock`, as, undefined, { 'idempotency-key': randomUUID() });
    expect((await unlock(MARIA)).status).toBe(403);
    expect((await typed('2468')).json.error.code).toBe('pin-locked');
    expect((await unlock(TOM)).status).toBe(200);
    expect((await typed('2468')).status).toBe(200);
    expect((await h.call('POST', '/v1/Labor/Employees/99999/PinUnlock', TOM)).status).toBe(404);

    // A lock runs out by itself after its minutes.
    for (let i = 0; i < 5; i++) await typed('1111');
    expect((await typed('2468')).json.error.code).toBe('pin-locked');
    await h.database.db
      .update(laborEmployees)
      .set({ pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(laborEmployees.empId, empId));
    expect((await typed('2468')).status).toBe(200);
  });

  it('stops a revoked kiosk at its next punch', async () => {
    const before = await punchesOf(1004);
    await h.database.db.update(devices).set({ revokedAt: new Date() }).where(eq(devices.id, 'kiosk-sheldon-door'));
    const refused = await kioskPunch(KIOSK, { empId: 1004, method: 'badge', kind: 'in' });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('device-revoked');
    expect(await punchesOf(1004)).toBe(before);
  });
}
