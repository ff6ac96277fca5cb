import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { idempotentRequests } from '@/lib/server/idempotency/tables';
import { materialLedger } from '@/lib/plant-data/server/tables';
import { materialMeasurements } from '@/lib/materials/server/measure-tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const MARIA = 'slmnguyen@example.com'; // Spirit Lake operator: Issue Material
const RIYA = 'mfrpatel@example.com'; // no materials application
const TUBE = 'TUBE-3.00X.25-DOM';

/**
 * Measurements of bar and tube issued (`/issueMaterial/measurements`) and the one idempotency
 * mechanism of the materials writes, on a fresh seeded database (PGlite or PostgreSQL). Job 219601's
 * material 10 is 3.00 in tube by the inch, its rack bin holding two heats; material 30 is seal kits (EA).
 */
export function defineMeasureSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  let rack: { binNum: string; heatNum: string }[] = [];
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    // Two cases measure Bowling Green jobs (nothing issued yet; issued before the ledger): Maria works there too.
    expect((await h.call('POST', '/v1/Admin/Employees/2001/Plants', 'shjcarter@example.com', { plantId: 'BGOHIO' })).status).toBe(201);
    rack = (await h.call('GET', `/v1/Parts/${TUBE}/Bins?plant=SPIRITLA`, MARIA)).json;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  const count = async (table: typeof materialMeasurements | typeof materialLedger | typeof idempotentRequests) =>
    Number((await h.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
  const measure = (body: Record<string, unknown>, key: string | null = randomUUID(), as = MARIA) =>
    h.call('POST', '/v1/MaterialMeasurements', as, body, key === null ? {} : { 'idempotency-key': key });
  const issueTube = (heatNum: string, quantity: number) =>
    h.call(
      'POST',
      '/v1/MaterialIssues',
      MARIA,
      {
        jobNum: '219601',
        assemblySeq: 0,
        mtlSeq: 10,
        warehouseCode: 'STORES',
        binNum: rack.find((b) => b.heatNum === heatNum)!.binNum,
        heatNum,
        quantity,
      },
      { 'idempotency-key': randomUUID() },
    );
  const tube = { jobNum: '219601', assemblySeq: 0, mtlSeq: 10 };

  it('records the measured length of tube issued, with its heat, and answers it with what was issued', async () => {
    expect(rack).toHaveLength(2);
    const [a] = rack.map((b) => b.heatNum);
    const issued = await issueTube(a!, 96);
    expect(issued.status).toBe(201);
    const ok = await measure({ ...tube, pieces: 2, lengthIn: 47.875, notes: 'saw 2' });
    expect(ok).toMatchObject({
      status: 201,
      json: {
        id: expect.any(Number),
        partNum: TUBE,
        heatNum: a,
        pieces: 2,
        lengthIn: 47.875,
        totalIn: 95.75,
        notes: 'saw 2',
        measuredBy: MARIA,
        tranId: null,
      },
    });
    const named = await measure({ ...tube, pieces: 1, lengthIn: 0.25, tranId: issued.json.tranId });
    expect(named).toMatchObject({ status: 201, json: { heatNum: a, tranId: issued.json.tranId } });
    const read = await h.call('GET', '/v1/MaterialMeasurements?jobNum=219601&assemblySeq=0&mtlSeq=10', MARIA);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ partNum: TUBE, uom: 'IN', stockedByLength: true, issuedQty: 96, measuredIn: 96 });
    expect(read.json.issues).toEqual([
      { tranId: issued.json.tranId, at: expect.any(String), binNum: expect.any(String), heatNum: a, quantity: 96 },
    ]);
    expect(read.json.measurements.map((m: { id: number }) => m.id)).toEqual([named.json.id, ok.json.id]);
  });

  it('refuses bad input next to its field, writing nothing', async () => {
    const [a, b] = rack.map((r) => r.heatNum);
    const before = await count(materialMeasurements);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...tube, pieces: 0, lengthIn: 40 }, 'pieces', 'too-small'],
      [{ ...tube, pieces: 1.5, lengthIn: 40 }, 'pieces', 'whole-number'],
      [{ ...tube, pieces: 1, lengthIn: 0 }, 'lengthIn', 'too-small'],
      [{ ...tube, pieces: 1, lengthIn: 481 }, 'lengthIn', 'too-big'],
      [{ ...tube, pieces: 1, lengthIn: 40.0001 }, 'lengthIn', 'decimals'],
      [{ ...tube, pieces: 1, lengthIn: 'forty' }, 'lengthIn', 'required'], // forms post strings: a wrong type reads as missing
      [{ ...tube, pieces: 1 }, 'lengthIn', 'required'],
      [{ ...tube, jobNum: '999999', pieces: 1, lengthIn: 40 }, 'jobNum', 'job-not-found'],
      [{ ...tube, mtlSeq: 99, pieces: 1, lengthIn: 40 }, 'mtlSeq', 'material-not-found'],
      [{ ...tube, mtlSeq: 30, pieces: 1, lengthIn: 40 }, 'mtlSeq', 'not-by-length'],
      [{ jobNum: '118201', assemblySeq: 0, mtlSeq: 10, pieces: 1, lengthIn: 40 }, 'mtlSeq', 'nothing-issued'],
      [{ ...tube, pieces: 1, lengthIn: 40, heatNum: b }, 'heatNum', 'heat-not-issued'],
      [{ ...tube, pieces: 1, lengthIn: 40, tranId: 1 }, 'tranId', 'issue-not-found'],
    ];
    for (const [body, field, code] of cases) {
      const res = await measure(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, code }));
    }
    expect(await measure({ ...tube, pieces: 1, lengthIn: 40 }, null)).toMatchObject({
      status: 400,
      json: { error: { fields: [{ field: 'Idempotency-Key', code: 'required' }] } },
    });
    expect(await count(materialMeasurements)).toBe(before);
    // Issued from a second heat, a measurement must say which heat it measured.
    expect((await issueTube(b!, 48)).status).toBe(201);
    const ambiguous = await measure({ ...tube, pieces: 1, lengthIn: 47.5 });
    expect(ambiguous).toMatchObject({ status: 400, json: { error: { fields: [{ field: 'heatNum', code: 'heat-required' }] } } });
    expect(await count(materialMeasurements)).toBe(before);
    expect((await measure({ ...tube, pieces: 1, lengthIn: 47.5, heatNum: b })).json).toMatchObject({ heatNum: b });
    expect((await measure({ ...tube, pieces: 1, lengthIn: 47.5, heatNum: a })).json).toMatchObject({ heatNum: a });
  });

  it('answers a retried measurement with the first result and records it once; 403 and 404 write nothing', async () => {
    const [a] = rack.map((r) => r.heatNum);
    const before = await count(materialMeasurements);
    const key = randomUUID();
    const body = { ...tube, pieces: 3, lengthIn: 12.5, heatNum: a };
    const [x, y] = await Promise.all([measure(body, key), measure(body, key)]);
    const z = await measure(body, key);
    expect(x).toMatchObject({ status: 201, json: { totalIn: 37.5 } });
    expect(y).toEqual(x);
    expect(z).toEqual(x);
    expect(await count(materialMeasurements)).toBe(before + 1);
    // Issued before the ledger (the seed's history: issued, no ISSUE rows): measured without a heat.
    expect(await measure({ jobNum: '118205', assemblySeq: 1, mtlSeq: 10, pieces: 1, lengthIn: 100 })).toMatchObject({
      status: 201,
      json: { heatNum: null, totalIn: 100 },
    });
    expect(await count(materialMeasurements)).toBe(before + 2);
    expect(await measure(body, randomUUID(), RIYA)).toMatchObject({ status: 403 });
    expect((await h.call('GET', '/v1/MaterialMeasurements?jobNum=219601&assemblySeq=0&mtlSeq=10', RIYA)).status).toBe(403);
    expect(await h.call('GET', '/v1/MaterialMeasurements?jobNum=999999&assemblySeq=0&mtlSeq=10', MARIA)).toMatchObject({
      status: 404,
      json: { error: { message: 'Job 999999 does not exist.' } },
    });
    expect((await h.call('GET', '/v1/MaterialMeasurements?jobNum=219601&assemblySeq=x&mtlSeq=10', MARIA)).status).toBe(400);
    expect(await count(materialMeasurements)).toBe(before + 2);
  });

  it('keeps every write key in idempotent_requests: an issue key answers once, is refused on another call, and the ledger keeps no key', async () => {
    const key = randomUUID();
    const body = {
      jobNum: '219601',
      assemblySeq: 0,
      mtlSeq: 10,
      warehouseCode: 'STORES',
      binNum: rack[0]!.binNum,
      heatNum: rack[0]!.heatNum,
      quantity: 1,
    };
    const ledger = await count(materialLedger);
    const first = await h.call('POST', '/v1/MaterialIssues', MARIA, body, { 'idempotency-key': key });
    const again = await h.call('POST', '/v1/MaterialIssues', MARIA, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await count(materialLedger)).toBe(ledger + 1);
    const [kept] = await h.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(kept).toMatchObject({ username: MARIA, request: 'POST /v1/MaterialIssues', status: 201, body: first.json });
    const [row] = await h.database.db.select().from(materialLedger).where(eq(materialLedger.tranId, first.json.tranId));
    expect(row).toMatchObject({ idempotencyKey: null, result: null });
    const reused = await measure({ ...tube, pieces: 1, lengthIn: 10, heatNum: rack[0]!.heatNum }, key);
    expect(reused).toMatchObject({ status: 409, json: { error: { code: 'idempotency-key-reused' } } });
    expect(await count(materialLedger)).toBe(ledger + 1);
  });

  it('migration 0008 carries an issue keyed on its ledger row (before the change) over: its retry answers it and writes nothing', async () => {
    const key = `legacy-${randomUUID()}`;
    const body = {
      jobNum: '219601',
      assemblySeq: 0,
      mtlSeq: 10,
      warehouseCode: 'STORES',
      binNum: rack[0]!.binNum,
      heatNum: rack[0]!.heatNum,
      quantity: 2,
    };
    const [legacy] = await h.database.db
      .insert(materialLedger)
      .values({
        tranType: 'ISSUE',
        username: MARIA,
        empId: 2001,
        plantId: 'SPIRITLA',
        partNum: TUBE,
        warehouseCode: 'STORES',
        binNum: body.binNum,
        heatNum: body.heatNum,
        quantity: 2,
        jobNum: '219601',
        assemblySeq: 0,
        mtlSeq: 10,
        idempotencyKey: key,
        result: { issuedQty: 500, requiredQty: 520, percent: 96.2 },
      })
      .returning({ tranId: materialLedger.tranId });
    const migration = await readFile(new URL('../../drizzle/0008_issue-keys-to-idempotent-requests.sql', import.meta.url), 'utf8');
    await h.database.db.execute(sql.raw(migration));
    await h.database.db.execute(sql.raw(migration)); // applying it twice changes nothing
    const ledger = await count(materialLedger);
    const retry = await h.call('POST', '/v1/MaterialIssues', MARIA, body, { 'idempotency-key': key });
    expect(retry).toEqual({ status: 201, json: { tranId: legacy!.tranId, issuedQty: 500, requiredQty: 520, percent: 96.2 } });
    expect(await count(materialLedger)).toBe(ledger);
  });
}
