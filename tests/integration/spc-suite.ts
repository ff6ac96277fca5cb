import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spcCharacteristics, spcCorrections, spcPhases, spcSubgroups, spcTestChanges } from '@/lib/spc/server/tables';
import { PISTON_RINGS } from '@/lib/spc/reference-data';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com';
const MARIA = 'slmnguyen@example.com';
const TOM = 'bgtwilson@example.com';
const SAM = 'shnoaccess@example.com';

/** The SPC API (characteristics, subgroups, corrections, phases, charts) on PGlite, or PostgreSQL when `serverUrl` is set. */
export function defineSpcSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
    h.call(method, url, as, body, headers);
  const rows = async () => {
    const db = h.database.db;
    const n = async (t: typeof spcSubgroups | typeof spcCharacteristics | typeof spcCorrections | typeof spcPhases) =>
      (await db.select({ n: count() }).from(t))[0]?.n ?? 0;
    return [await n(spcCharacteristics), await n(spcSubgroups), await n(spcCorrections), await n(spcPhases)];
  };
  const rings = {
    name: 'Piston ring ID',
    partNum: 'RING-74',
    unit: 'mm',
    nominal: 74,
    lsl: 73.95,
    usl: 74.05,
    subgroupSize: 5,
    chartType: 'xbar-r',
  };
  let ringsId: number;

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    // Maria inspects the Bowling Green characteristic Tom creates below: an administrator lets her work there.
    expect((await call('POST', '/v1/Admin/Employees/2001/Plants', JORDAN, { plantId: 'BGOHIO' })).status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds three plants of characteristics with months of subgroups, and frozen phases with their notes', async () => {
    const all = (await call('GET', '/v1/SPC/Characteristics', MARIA)).json as {
      plant: string;
      subgroups: number;
      lastTakenAt: string;
      id: number;
      name: string;
    }[];
    expect(new Set(all.map((c) => c.plant))).toEqual(new Set(['MfgSys', 'SPIRITLA', 'BGOHIO']));
    expect(all.every((c) => c.subgroups >= 50 && Date.parse(c.lastTakenAt) <= Date.now())).toBe(true);
    const bg = (await call('GET', '/v1/SPC/Characteristics?plant=BGOHIO&partNum=CYL-4020-30', MARIA)).json as typeof all;
    const bore = bg.find((c) => c.name === 'Bore diameter')!;
    const chart = (await call('GET', `/v1/SPC/Characteristics/${bore.id}/Chart`, MARIA)).json;
    expect(chart.phases.map((p: { frozen: boolean; note: string | null }) => p.frozen)).toEqual([true, true]);
    expect(chart.phases[1].note).toMatch(/honing head/);
    expect(chart.capability.sigmaWithinMethod).toBe('R-bar/d2');
  });

  it('answers 403 without the application, and a create without Inspections_Manager, before reading the body', async () => {
    const before = await rows();
    expect((await call('GET', '/v1/SPC/Characteristics', SAM)).status).toBe(403);
    const refused = await call('POST', '/v1/SPC/Characteristics', MARIA, { nonsense: true });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('not-allowed');
    expect((await call('POST', '/v1/SPC/Characteristics/1/Phases', MARIA, {})).status).toBe(403);
    expect((await call('POST', '/v1/SPC/Characteristics/1/Subgroups', SAM, 'not json')).status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('a manager creates a characteristic; bad fields are named, nothing written', async () => {
    const before = await rows();
    const bad = await call('POST', '/v1/SPC/Characteristics', TOM, { ...rings, subgroupSize: 30, lsl: 75, chartType: 'pie' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['chartType', 'subgroupSize']);
    const k = await call('POST', '/v1/SPC/Characteristics', TOM, { ...rings, tests: [{ test: 2, k: 1 }] });
    expect(k.json.error.fields[0].field).toBe('tests.0.k');
    expect(await rows()).toEqual(before);
    const made = await call('POST', '/v1/SPC/Characteristics', TOM, rings, { 'Idempotency-Key': 'spc-create-rings-1' });
    expect(made.status).toBe(201);
    ringsId = made.json.id;
    const again = await call('POST', '/v1/SPC/Characteristics', TOM, rings, { 'Idempotency-Key': 'spc-create-rings-1' });
    expect(again.json.id).toBe(ringsId);
    const dup = await call('POST', '/v1/SPC/Characteristics', TOM, rings);
    expect(dup.json.error.fields[0]).toMatchObject({ field: 'name', code: 'name-used' });
    expect((await call('GET', `/v1/SPC/Characteristics/${ringsId}`, MARIA)).json).toMatchObject({
      plant: 'BGOHIO',
      operation: 10,
      subgroups: 0,
      chartType: 'xbar-r',
    });
  });

  it("an inspector enters the 25 trial subgroups; the chart has Montgomery's published limits", async () => {
    for (const [i, readings] of PISTON_RINGS.slice(0, 25).entries()) {
      const r = await call(
        'POST',
        `/v1/SPC/Characteristics/${ringsId}/Subgroups`,
        MARIA,
        { readings },
        { 'Idempotency-Key': `spc-rings-${ringsId}-${i}` },
      );
      expect(r.status).toBe(201);
      expect(r.json.index).toBe(i);
    }
    const chart = (await call('GET', `/v1/SPC/Characteristics/${ringsId}/Chart`, MARIA)).json;
    const [xbar, r] = chart.charts;
    expect(xbar.kind).toBe('xbar');
    expect(xbar.centerLine).toBeCloseTo(74.00118, 5);
    expect(xbar.ucl).toBeCloseTo(74.0143, 4);
    expect(xbar.lcl).toBeCloseTo(73.98805, 4);
    expect(r.ucl).toBeCloseTo(0.04812, 4);
    expect(chart.capability.cp).toBeCloseTo(1.7, 2);
    expect(chart.capability.cpk).toBeCloseTo(1.66, 2);
    expect(chart.histogram.reduce((a: number, b: { count: number }) => a + b.count, 0)).toBe(125);
  });

  it('refuses a bad subgroup with 400 and writes nothing: wrong count, not a number, a count', async () => {
    const before = await rows();
    const short = await call('POST', `/v1/SPC/Characteristics/${ringsId}/Subgroups`, MARIA, { readings: [74, 74.01] });
    expect(short.status).toBe(400);
    expect(short.json.error.fields[0]).toMatchObject({ field: 'readings', code: 'wrong-count', values: { size: 5, count: 2 } });
    expect((await call('POST', `/v1/SPC/Characteristics/${ringsId}/Subgroups`, MARIA, { readings: [74, 'x', 74, 74, 74] })).status).toBe(
      400,
    );
    expect((await call('POST', `/v1/SPC/Characteristics/${ringsId}/Subgroups`, MARIA, { count: 3, sampleSize: 50 })).status).toBe(400);
    expect((await call('POST', `/v1/SPC/Characteristics/999999/Subgroups`, MARIA, { readings: [1, 2, 3, 4, 5] })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('freezes the trial limits; later subgroups 37 to 39 are flagged beyond them at once, out-of-spec readings named', async () => {
    const note = await call('POST', `/v1/SPC/Characteristics/${ringsId}/Phases`, TOM, {
      start: 0,
      baseline: 25,
      note: 'Trial limits, Example 6.1',
    });
    expect(note.status).toBe(201);
    const flags: number[][] = [];
    for (const readings of PISTON_RINGS.slice(25))
      flags.push((await call('POST', `/v1/SPC/Characteristics/${ringsId}/Subgroups`, MARIA, { readings })).json.tests);
    expect(flags.flatMap((t, i) => (t.includes(1) ? [i + 26] : []))).toEqual([37, 38, 39]);
    const out = await call('POST', `/v1/SPC/Characteristics/${ringsId}/Subgroups`, MARIA, { readings: [74, 74.06, 74, 73.9, 74] });
    expect(out.json.outOfSpec).toEqual([1, 3]);
    const chart = (await call('GET', `/v1/SPC/Characteristics/${ringsId}/Chart?last=10`, MARIA)).json;
    expect(chart.charts[0].points).toHaveLength(10);
    expect(chart.charts[0].ucl).toBeCloseTo(74.0143, 4);
    expect(chart.phases).toMatchObject([{ start: 0, end: 41, frozen: true, note: 'Trial limits, Example 6.1', by: 'Tom Wilson' }]);
  });

  it('corrects a subgroup only with a reason, keeping the values before', async () => {
    const list = (await call('GET', `/v1/SPC/Characteristics/${ringsId}/Subgroups`, MARIA)).json;
    const last = list.at(-1);
    const before = await rows();
    const noReason = await call('POST', `/v1/SPC/Subgroups/${last.id}/Corrections`, MARIA, { readings: [74, 74.01, 74, 73.99, 74] });
    expect(noReason.status).toBe(400);
    expect(await rows()).toEqual(before);
    const fixed = await call(
      'POST',
      `/v1/SPC/Subgroups/${last.id}/Corrections`,
      MARIA,
      { readings: [74, 74.01, 74, 73.99, 74], reason: 'Gauge slipped on parts 2 and 4' },
      { 'Idempotency-Key': `spc-fix-${last.id}` },
    );
    expect(fixed.status).toBe(201);
    expect(fixed.json.readings).toEqual([74, 74.01, 74, 73.99, 74]);
    expect(fixed.json.corrections).toMatchObject([
      { reason: 'Gauge slipped on parts 2 and 4', by: 'Maria Nguyen', previous: [74, 74.06, 74, 73.9, 74] },
    ]);
  });

  it('counts: a p chart takes a count and a sample size, never more defectives than the sample', async () => {
    const made = await call('POST', '/v1/SPC/Characteristics', JORDAN, {
      name: 'Cans leaking',
      partNum: 'CAN-6',
      plant: 'SPIRITLA',
      subgroupSize: 1,
      chartType: 'p',
      unit: '',
    });
    expect(made.status).toBe(201);
    expect(
      (await call('POST', `/v1/SPC/Characteristics/${made.json.id}/Subgroups`, MARIA, { count: 60, sampleSize: 50 })).json.error.code,
    ).toBe('count-over-sample');
    for (const count of [12, 15, 8])
      expect((await call('POST', `/v1/SPC/Characteristics/${made.json.id}/Subgroups`, MARIA, { count, sampleSize: 50 })).status).toBe(201);
    const chart = (await call('GET', `/v1/SPC/Characteristics/${made.json.id}/Chart`, MARIA)).json;
    expect(chart.charts.map((c: { kind: string }) => c.kind)).toEqual(['p']);
    expect(chart.charts[0].centerLine).toBeCloseTo(35 / 150, 9);
    expect(chart.capability).toBeNull();
  });

  it('changes the tests only for a manager (403 before the body), with a reason, the settings before kept and the chart following', async () => {
    const changes = async () => (await h.database.db.select({ n: count() }).from(spcTestChanges))[0]?.n ?? 0;
    const url = `/v1/SPC/Characteristics/${ringsId}/Tests`;
    expect((await call('PUT', url, MARIA, 'not json')).status).toBe(403);
    const k = await call('PUT', url, TOM, { tests: [{ test: 1, k: 9 }], reason: 'Tighter' });
    expect(k.status).toBe(400);
    expect(k.json.error.fields[0]).toMatchObject({ code: 'k-range', values: { test: 1, min: 1, max: 6 } });
    const twice = await call('PUT', url, TOM, {
      tests: [
        { test: 2, k: 9 },
        { test: 2, k: 7 },
      ],
      reason: 'Twice',
    });
    expect(twice.json.error.fields[0].code).toBe('test-twice');
    expect((await call('PUT', url, TOM, { tests: [] })).status).toBe(400);
    expect(await changes()).toBe(0);
    const body = { tests: [{ test: 2, k: 7 }], reason: 'Only runs matter on this gauge' };
    const key = { 'idempotency-key': 'spc-tests-1' };
    const changed = await call('PUT', url, TOM, body, key);
    expect(changed.status).toBe(200);
    expect(changed.json.tests).toEqual([{ test: 2, k: 7 }]);
    expect(changed.json.history[0]).toMatchObject({
      reason: 'Only runs matter on this gauge',
      by: 'Tom Wilson',
      tests: [{ test: 2, k: 7 }],
    });
    expect(changed.json.history[0].previous).toContainEqual({ test: 1, k: 3 });
    expect((await call('PUT', url, TOM, body, key)).json).toEqual(changed.json);
    expect(await changes()).toBe(1);
    const chart = (await call('GET', `/v1/SPC/Characteristics/${ringsId}/Chart`, MARIA)).json;
    expect(chart.characteristic.tests).toEqual([{ test: 2, k: 7 }]);
    expect(chart.charts[0].points.some((p: { tests: number[] }) => p.tests.includes(1))).toBe(false);
    expect((await call('GET', url, MARIA)).json.history).toHaveLength(1);
    const last = (await call('GET', `/v1/SPC/Characteristics/${ringsId}/Subgroups?last=3`, MARIA)).json as { index: number }[];
    expect(last.map((r) => r.index)).toEqual([38, 39, 40]);
  });

  it('a subgroup kept offline is placed at its Made-At, before subgroups that arrived earlier', async () => {
    const made = await call('POST', '/v1/SPC/Characteristics', TOM, { ...rings, name: 'Offline bore', partNum: 'RING-75' });
    const url = `/v1/SPC/Characteristics/${made.json.id}/Subgroups`;
    const now = Date.now();
    expect((await call('POST', url, MARIA, { readings: PISTON_RINGS[0] })).status).toBe(201);
    const madeAt = new Date(now - 2 * 3600_000).toISOString();
    const late = await call('POST', url, MARIA, { readings: PISTON_RINGS[1] }, { 'made-at': madeAt, 'idempotency-key': 'offline-1' });
    expect(late.status).toBe(201);
    expect(late.json.index).toBe(0);
    const rows = (await call('GET', url, MARIA)).json as { takenAt: string; readings: number[] }[];
    expect(rows.map((r) => r.readings)).toEqual([PISTON_RINGS[1], PISTON_RINGS[0]]);
    expect(rows[0]!.takenAt).toBe(madeAt);
  });
}
