import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '@/lib/server/db/schema/index';
import { jobs } from '@/lib/plant-data/server/tables';
import { nitroCharges } from '@/lib/nitro/server/tables';
import { correctedPressure } from '@/lib/nitro/rules';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const MARIA = 'slmnguyen@example.com';
const SAM = 'shnoaccess@example.com';
const RIYA = 'mfrpatel@example.com';

/** Nitrogen charge against PGlite, or PostgreSQL when `serverUrl` is set. */
function defineNitroSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  let gasJob: string;
  let hydraulicJob: string;
  const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
    h.call(method, url, as, body, headers);
  const charges = async () => (await h.database.db.select({ n: count() }).from(nitroCharges))[0]?.n ?? 0;
  const reading = (serialNumber: string, extra: Record<string, unknown> = {}) => ({
    serialNumber,
    jobNumber: gasJob,
    tempAtChargeF: '84',
    tempAtCheckF: '72',
    finalPressurePsi: '1505',
    pressureDecayPsi: '6',
    packagingPressurePsi: '1500',
    paintLineEmpId: '2002',
    safetyWire: 'yes',
    ...extra,
  });

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    const all = await h.database.db.select().from(jobs);
    // Maria charges at her own plant, Spirit Lake.
    gasJob = all.find((j) => j.partNum === 'GAS-2010-04' && j.plantId === 'SPIRITLA')!.jobNum;
    hydraulicJob = all.find((j) => j.partNum.startsWith('CYL-') && j.plantId === 'SPIRITLA')!.jobNum;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('corrects a reading to the reference temperature with absolute pressure and temperature', () => {
    expect(correctedPressure(1500, 70, 70)).toBe(1500);
    // 1530 psig at 90 °F: (1544.696 × 529.67 / 549.67) − 14.696
    expect(correctedPressure(1530, 90, 70)).toBe(1473.8);
    expect(correctedPressure(1450, 50, 70)).toBeCloseTo(1507.5, 1);
  });

  it('seeds the specifications and charges with a few failures, some re-charged', async () => {
    const specs = (await call('GET', '/v1/NitrogenSpecs', MARIA)).json;
    expect(specs.map((s: { partNum: string }) => s.partNum)).toEqual(['GAS-2010-04', 'GAS-3015-06']);
    const fails = (await call('GET', '/v1/NitrogenCharges?result=FAIL&pageSize=200', MARIA)).json;
    expect(fails.total).toBeGreaterThan(0);
    const all = (await call('GET', '/v1/NitrogenCharges?pageSize=200', MARIA)).json;
    expect(all.items.some((c: { newReading: boolean }) => c.newReading)).toBe(true);
    expect((await call('GET', `/v1/NitrogenSpecs/ByJob/${gasJob}`, MARIA)).json).toMatchObject({ partNum: 'GAS-2010-04', targetPsi: 1500 });
    expect((await call('GET', `/v1/NitrogenSpecs/ByJob/${hydraulicJob}`, MARIA)).status).toBe(404);
  });

  it('lists exactly the stored charges of each filter, newest first, as stored', async () => {
    const rows = await h.database.db.select().from(nitroCharges);
    const people = new Map((await h.database.db.select().from(employees)).map((e) => [e.empId, `${e.firstName} ${e.lastName}`]));
    // Serial prefixes: a real one, one in lower case, and one whose _ and % are letters, not patterns.
    const prefix = rows[0]!.serialNumber.slice(0, 6);
    for (const filter of [
      {},
      { plant: 'SPIRITLA' },
      { result: 'FAIL' },
      { plant: 'SPIRITLA', serial: prefix.toLowerCase() },
      { serial: 'N2_%' },
    ]) {
      const f = filter as { plant?: string; result?: string; serial?: string };
      const kept = rows
        .filter((r) => (!f.plant || r.plantId === f.plant) && (!f.result || r.result === f.result))
        .filter((r) => !f.serial || r.serialNumber.toUpperCase().startsWith(f.serial.toUpperCase()))
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
      const query = new URLSearchParams({ ...filter, pageSize: '5', page: '2' }).toString();
      const page = (await call('GET', `/v1/NitrogenCharges?${query}`, MARIA)).json;
      expect(page.total, query).toBe(kept.length);
      expect(
        page.items.map((c: { id: number }) => c.id),
        query,
      ).toEqual(kept.slice(5, 10).map((r) => r.id));
      for (const item of page.items) {
        const row = kept.find((r) => r.id === item.id)!;
        expect(item).toEqual({
          id: row.id,
          serialNumber: row.serialNumber,
          jobNumber: row.jobNumber,
          partNum: row.partNum,
          plant: row.plantId,
          tempAtChargeF: row.tempAtChargeF,
          tempAtCheckF: row.tempAtCheckF,
          finalPressurePsi: row.finalPressurePsi,
          pressureDecayPsi: row.pressureDecayPsi,
          packagingPressurePsi: row.packagingPressurePsi,
          paintLineEmpId: row.paintLineEmpId,
          safetyWire: row.safetyWire,
          newReading: row.newReading,
          correctedPsi: row.correctedPsi,
          result: row.result,
          reasons: row.reasons,
          spec: row.spec,
          by: people.get(row.empId),
          at: row.at.toISOString(),
        });
      }
    }
  });

  it('answers 403 to employees without the application, and writes nothing', async () => {
    const before = await charges();
    for (const as of [SAM, RIYA]) {
      expect((await call('GET', '/v1/NitrogenCharges', as)).status).toBe(403);
      expect((await call('POST', '/v1/NitrogenCharges', as, reading('N2-T403'))).status).toBe(403);
    }
    expect(await charges()).toBe(before);
  });

  it('refuses bad input, a packaging pressure without the safety wire and unknown jobs, writing nothing', async () => {
    const before = await charges();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ safetyWire: 'no' }, 'safetyWire', 'safety-wire-required'],
      [{ jobNumber: '999999' }, 'jobNumber', 'job-not-found'],
      [{ jobNumber: hydraulicJob }, 'jobNumber', 'no-spec'],
      [{ paintLineEmpId: '99999' }, 'paintLineEmpId', 'employee-not-found'],
      [{ finalPressurePsi: 'lots' }, 'finalPressurePsi', ''],
      [{ tempAtCheckF: '500' }, 'tempAtCheckF', 'too-big'],
      [{ serialNumber: '#' }, 'serialNumber', 'invalid-format'],
    ];
    for (const [change, field, code] of bad) {
      const res = await call('POST', '/v1/NitrogenCharges', MARIA, reading('N2-TBAD01', change));
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields, field).toContainEqual(expect.objectContaining(code ? { field, code } : { field }));
    }
    expect(await charges()).toBe(before);
  });

  it('records a pass and a failure, re-charges the failure keeping its history, and refuses charging a passed cylinder', async () => {
    const pass = await call('POST', '/v1/NitrogenCharges', MARIA, reading('n2-tpass1'), { 'idempotency-key': `nitro-${Date.now()}-a` });
    expect(pass.status).toBe(201);
    expect(pass.json).toMatchObject({
      serialNumber: 'N2-TPASS1',
      result: 'PASS',
      newReading: false,
      by: 'Maria Nguyen',
      partNum: 'GAS-2010-04',
    });
    expect(pass.json.correctedPsi).toBe(correctedPressure(1505, 72, 70));
    const again = await call('POST', '/v1/NitrogenCharges', MARIA, reading('N2-TPASS1'));
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already-passed');

    const fail = await call(
      'POST',
      '/v1/NitrogenCharges',
      MARIA,
      reading('N2-TFAIL1', { finalPressurePsi: '1400', packagingPressurePsi: '', safetyWire: 'no' }),
    );
    expect(fail.json).toMatchObject({ result: 'FAIL', reasons: ['pressure-low'] });
    const decay = await call(
      'POST',
      '/v1/NitrogenCharges',
      MARIA,
      reading('N2-TFAIL2', { pressureDecayPsi: '30', packagingPressurePsi: '' }),
    );
    expect(decay.json).toMatchObject({ result: 'FAIL', reasons: ['decay'] });
    const recharge = await call('POST', '/v1/NitrogenCharges', MARIA, reading('N2-TFAIL1'));
    expect(recharge.json).toMatchObject({ result: 'PASS', newReading: true });
    const history = (await call('GET', '/v1/NitrogenCharges/Cylinder/N2-TFAIL1', MARIA)).json;
    expect(history.map((c: { result: string }) => c.result)).toEqual(['FAIL', 'PASS']);
    // A stored charge, the cylinder's history and the list answer a charge alike.
    expect(history).toEqual([fail.json, recharge.json]);
    const listed = (await call('GET', '/v1/NitrogenCharges?serial=N2-TFAIL1&pageSize=5', MARIA)).json;
    expect(listed.items).toEqual([recharge.json, fail.json]);
  });
}

describe('nitrogen charge API on PGlite', () => {
  defineNitroSuite(undefined);
});

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('nitrogen charge API on PostgreSQL', () => {
  defineNitroSuite(postgresUrl);
});
