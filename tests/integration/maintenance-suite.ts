import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { equipment } from '@/lib/plant-data/equipment-tables';
import { checklistAssets } from '@/lib/checklist/server/tables';
import { gaugeEvents, gauges, pmSchedules, pmWorkOrders } from '@/lib/maintenance/server/tables';
import { openDuePmWorkOrders } from '@/lib/maintenance/server/pm';
import { localToday } from '@/lib/plants/plant-time';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const DANA = 'shdkowalski@example.com'; // Maintenance group: gages, MRO, Maintenance Management; works at Sheldon and Spirit Lake
const CARLOS = 'mfcmendez@example.com'; // Maintenance group at Metal Finishing
const MARIA = 'slmnguyen@example.com'; // Maintenance and the checklists, not the crib
const SAM = 'shnoaccess@example.com'; // no applications
const PLANTS = ['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD'];
let n = 0;
const key = () => ({ 'idempotency-key': `maint-${Date.now()}-${++n}` });

/** Maintenance's data and API against PGlite, or PostgreSQL when `serverUrl` is set. */
export function defineMaintenanceSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
    h.call(method, url, as, body, headers);
  const events = async (gaugeId: string) =>
    (await h.database.db.select({ n: count() }).from(gaugeEvents).where(eq(gaugeEvents.gaugeId, gaugeId)))[0]?.n ?? 0;

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists at least 15 machines per plant, the checklists’ hoists and lifts among them, and finds them by words', async () => {
    for (const plant of PLANTS) {
      const res = await call('GET', `/v1/Equipment?plant=${plant}`, DANA);
      expect(res.status, plant).toBe(200);
      expect(res.json.length, plant).toBeGreaterThanOrEqual(15);
      expect(res.json[0]).toEqual(
        expect.objectContaining({ equipmentId: expect.any(String), name: expect.any(String), plant, workCenter: expect.any(String) }),
      );
      expect(res.json.every((e: { plant: string }) => e.plant === plant)).toBe(true);
    }
    const assets = await h.database.db.select({ id: checklistAssets.assetNumber }).from(checklistAssets);
    const register = new Set((await h.database.db.select({ id: equipment.equipmentId }).from(equipment)).map((e) => e.id));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((a) => !register.has(a.id))).toEqual([]);
    const hoists = await call('GET', '/v1/Equipment?plant=SPIRITLA&q=hoist', MARIA);
    expect(hoists.json.map((e: { equipmentId: string }) => e.equipmentId)).toEqual(['SL-HST-01', 'SL-HST-02']);
    const literal = await call('GET', '/v1/Equipment?q=%25', DANA);
    expect(literal.json).toEqual([]);
    const bad = await call('GET', '/v1/Equipment?plant=Mars', DANA);
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields[0].field).toBe('plant');
    expect((await call('GET', '/v1/Equipment', SAM)).status).toBe(403);
  });

  it('lists at least 5 gauges per plant with one past its calibration date', async () => {
    for (const plant of PLANTS) {
      const res = await call('GET', `/v1/Gauges?plant=${plant}`, DANA);
      expect(res.status).toBe(200);
      expect(res.json.length).toBeGreaterThanOrEqual(5);
      const today = localToday(new Date(), plant).date;
      const overdue = res.json.filter((g: { calibrationDue: string }) => g.calibrationDue < today);
      expect(overdue.map((g: { status: string }) => g.status)).toEqual(['calibration-overdue']);
      expect(res.json[0]).toEqual(
        expect.objectContaining({
          gaugeId: expect.any(String),
          description: expect.any(String),
          status: expect.any(String),
          calibrationDue: expect.any(String),
        }),
      );
      expect(res.json[0]).toHaveProperty('holderEmpID');
    }
    expect((await call('GET', '/v1/Gauges', MARIA)).status).toBe(403);
  });

  it('checks a gauge out exactly once per Idempotency-Key, refuses a held one with 409, and takes it back', async () => {
    const headers = key();
    const before = await events('SH-G-001');
    const first = await call('POST', '/v1/Gauges/SH-G-001/Checkout', DANA, { empID: 1004 }, headers);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ gaugeId: 'SH-G-001', status: 'checked-out', holderEmpID: 1004, holderName: 'Luis Ramirez' });
    expect(await call('POST', '/v1/Gauges/SH-G-001/Checkout', DANA, { empID: 1004 }, headers)).toEqual(first);
    expect(await events('SH-G-001')).toBe(before + 1);
    const held = await call('POST', '/v1/Gauges/SH-G-001/Checkout', DANA, { empID: 1005 }, key());
    expect(held.status).toBe(409);
    expect(held.json.error.code).toBe('gauge-held');
    expect(held.json.error.message).toContain('Luis Ramirez');
    const mine = await call('GET', '/v1/Gauges?holder=1004', DANA);
    expect(mine.json.map((g: { gaugeId: string }) => g.gaugeId)).toContain('SH-G-001');
    const back = await call('POST', '/v1/Gauges/SH-G-001/Return', DANA, undefined, key());
    expect(back.json).toMatchObject({ status: 'available', holderEmpID: null });
    const again = await call('POST', '/v1/Gauges/SH-G-001/Return', DANA, undefined, key());
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('gauge-not-held');
    const history = await call('GET', '/v1/Gauges/History?gaugeId=SH-G-001', DANA);
    expect(history.json.slice(0, 2).map((e: { action: string; empID: number }) => [e.action, e.empID])).toEqual([
      ['return', 1004],
      ['checkout', 1004],
    ]);
  });

  it('lets one of two checkouts at once win; the other is a 409 and one checkout is recorded', async () => {
    const before = await events('SH-G-003');
    const answers = await Promise.all([
      call('POST', '/v1/Gauges/SH-G-003/Checkout', DANA, { empID: 1004 }, key()),
      call('POST', '/v1/Gauges/SH-G-003/Checkout', DANA, { empID: 1005 }, key()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.json.holderEmpID;
    const [row] = await h.database.db.select().from(gauges).where(eq(gauges.gaugeId, 'SH-G-003'));
    expect(row?.holderEmpId).toBe(winner);
    expect(await events('SH-G-003')).toBe(before + 1);
    await call('POST', '/v1/Gauges/SH-G-003/Return', DANA, undefined, key());
  });

  it('refuses a gauge past its calibration date with 422 saying so, writing nothing', async () => {
    const before = await events('SH-G-004');
    const res = await call('POST', '/v1/Gauges/SH-G-004/Checkout', DANA, { empID: 1004 }, key());
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('calibration-overdue');
    expect(res.json.error.message).toMatch(/^Gauge SH-G-004 was due for calibration on \d{4}-\d{2}-\d{2}: it may not be used/);
    expect(await events('SH-G-004')).toBe(before);
    const [row] = await h.database.db.select().from(gauges).where(eq(gauges.gaugeId, 'SH-G-004'));
    expect(row?.holderEmpId).toBeNull();
  });

  it('answers bad input with 400 naming the field, another plant with 403, and writes nothing', async () => {
    const before = await events('SH-G-005');
    for (const [body, field] of [
      [{ empID: 'abc' }, 'empID'],
      [{}, 'empID'],
      [{ empID: 999_999 }, 'empID'],
    ] as const) {
      const res = await call('POST', '/v1/Gauges/SH-G-005/Checkout', DANA, body, key());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await call('POST', '/v1/Gauges/NOPE-1/Checkout', DANA, { empID: 1004 }, key())).status).toBe(404);
    expect((await call('POST', '/v1/Gauges/bad%20id/Checkout', DANA, { empID: 1004 }, key())).status).toBe(400);
    const other = await call('POST', '/v1/Gauges/SH-G-005/Checkout', CARLOS, { empID: 1004 }, key());
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('other-plant');
    expect(await events('SH-G-005')).toBe(before);
  });

  it('opens the work order of a PM schedule due tomorrow once, however often the job runs', async () => {
    const db = h.database.db;
    const today = localToday(new Date(), 'BGOHIO').date;
    const [schedule] = await db
      .insert(pmSchedules)
      .values({
        equipmentId: 'BG-PRS-01',
        task: 'Test: inspect the ram guard',
        intervalKind: 'days',
        intervalValue: 10,
        lastDoneOn: addDays(today, -9),
      })
      .returning();
    const openedFor = async () =>
      (await db.select({ n: count() }).from(pmWorkOrders).where(eq(pmWorkOrders.scheduleId, schedule!.id)))[0]?.n ?? 0;
    expect(await openDuePmWorkOrders(db)).toBeGreaterThanOrEqual(1);
    expect(await openedFor()).toBe(1);
    expect(await openDuePmWorkOrders(db)).toBe(0);
    await Promise.all([openDuePmWorkOrders(db), openDuePmWorkOrders(db)]);
    expect(await openedFor()).toBe(1);
    const [order] = await db
      .select()
      .from(pmWorkOrders)
      .where(and(eq(pmWorkOrders.scheduleId, schedule!.id)));
    expect(order).toMatchObject({ plantId: 'BGOHIO', dueOn: addDays(today, 1), closedAt: null });
    const list = await call('GET', '/v1/Maintenance/PmWorkOrders?plant=BGOHIO&state=open', DANA);
    expect(list.json.map((w: { id: number }) => w.id)).toContain(order!.id);
  });

  it('moves equipment between plants once per key, keeps the move in its history, and refuses a move to where it is', async () => {
    const body = { plant: 'SPIRITLA', department: 'Assembly', workCenter: 'ASSY', note: 'Second press for the rod line' };
    const headers = key();
    const moved = await call('POST', '/v1/Equipment/SH-PRS-01/Transfer', DANA, body, headers);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ equipmentId: 'SH-PRS-01', plant: 'SPIRITLA', department: 'Assembly' });
    expect(await call('POST', '/v1/Equipment/SH-PRS-01/Transfer', DANA, body, headers)).toEqual(moved);
    const history = await call('GET', '/v1/Equipment/Transfers?plant=MfgSys', DANA);
    expect(history.json.filter((t: { equipmentId: string }) => t.equipmentId === 'SH-PRS-01')).toHaveLength(1);
    const same = await call('POST', '/v1/Equipment/SH-PRS-01/Transfer', DANA, body, key());
    expect(same.status).toBe(422);
    expect(same.json.error.code).toBe('same-place');
    const toOther = await call('POST', '/v1/Equipment/SH-PRS-01/Transfer', DANA, { ...body, plant: 'BGOHIO' }, key());
    expect(toOther.status).toBe(403);
    const blank = await call('POST', '/v1/Equipment/SH-PRS-01/Transfer', DANA, { ...body, department: ' ' }, key());
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields[0].field).toBe('department');
  });

  it('lists the MRO items under their minimum', async () => {
    const all = await call('GET', '/v1/Mro?plant=REBUILD', CARLOS);
    const below = await call('GET', '/v1/Mro?plant=REBUILD&below=true', CARLOS);
    expect(below.json.length).toBeGreaterThan(0);
    expect(below.json).toEqual(all.json.filter((i: { onHand: number; minimum: number }) => i.onHand < i.minimum));
    expect((await call('GET', '/v1/Mro?below=maybe', CARLOS)).json.error.fields[0].field).toBe('below');
  });
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
