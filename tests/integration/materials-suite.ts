import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMaterials, jobs, materialLedger, onHand } from '@/lib/plant-data/server/tables';
import { openApiHarness, type ApiAnswer, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // every application, no over-issue right
const MARIA = 'slmnguyen@example.com'; // operator: Issue Material, no over-issue right
const TOM = 'bgtwilson@example.com'; // supervisor: IssueMaterial_OverIssue, not ...150
const RIYA = 'mfrpatel@example.com'; // no materials application
const SAM = 'shnoaccess@example.com'; // no application at all
const BIN_MESSAGE = (x: number, y: number) =>
  `Bin only has a qty of ${x} and you tried to issue ${y}. Please reduce the issue amount and try again.`;

/**
 * The materials calls on a fresh seeded database (PGlite when `serverUrl` is undefined,
 * else PostgreSQL). The seed's try-this jobs: <plant base>+1 has tube (10, two heats), rod (20, Issued
 * Complete), seal kit (30, 10 of 10), ports (40, 21 of 20), clevis (50, 23 of 20) and backflushed paint (60);
 * <plant base>+2 needs 12 seal kits whose usual bin A-03-2 holds 3.
 */
export function defineMaterialsSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const issue = (as: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<ApiAnswer> =>
    h.call('POST', '/v1/MaterialIssues', as, body, key === null ? {} : { 'idempotency-key': key });
  const ledgerCount = async (): Promise<number> =>
    Number((await h.database.db.select({ n: sql<number>`count(*)` }).from(materialLedger))[0]!.n);
  const material = async (jobNum: string, mtlSeq: number, assemblySeq = 0) =>
    (
      await h.database.db
        .select()
        .from(jobMaterials)
        .where(and(eq(jobMaterials.jobNum, jobNum), eq(jobMaterials.assemblySeq, assemblySeq), eq(jobMaterials.mtlSeq, mtlSeq)))
    )[0]!;
  const stock = async (plantId: string, binNum: string, partNum: string) =>
    (
      await h.database.db
        .select()
        .from(onHand)
        .where(and(eq(onHand.plantId, plantId), eq(onHand.binNum, binNum), eq(onHand.partNum, partNum)))
    ).reduce((sum, row) => sum + row.quantity, 0);

  describe('reads', () => {
    it("lists a plant's jobs, line-down first, by search and resource group", async () => {
      const all = await h.call('GET', '/v1/Jobs?plant=BGOHIO', TOM);
      expect(all.status).toBe(200);
      expect(all.json).toHaveLength(16);
      expect(all.json[0]).toMatchObject({ jobNum: '118200', plant: 'BGOHIO', lineDownDate: expect.any(String) });
      expect(all.json.filter((j: { lineDownDate: string | null }) => j.lineDownDate)).toHaveLength(1);
      const search = await h.call('GET', '/v1/Jobs?search=11820&plant=BGOHIO', TOM);
      expect(search.json.map((j: { jobNum: string }) => j.jobNum).sort()).toEqual([
        '118200',
        '118201',
        '118202',
        '118203',
        '118204',
        '118205',
        '118206',
        '118207',
        '118208',
        '118209',
      ]);
      const hone = await h.call('GET', '/v1/Jobs?plant=BGOHIO&resourceGroup=HONE', TOM);
      for (const job of hone.json as { jobNum: string }[]) {
        const detail = (await h.call('GET', `/v1/Jobs/${job.jobNum}`, TOM)).json;
        expect(
          detail.assemblies.some((a: { operations: { resourceGroup: string }[] }) => a.operations.some((o) => o.resourceGroup === 'HONE')),
        ).toBe(true);
      }
      expect(hone.json.length).toBeLessThan(16);
    });

    it('answers a job with its assemblies, operations and materials; an unknown job does not exist', async () => {
      const { status, json } = await h.call('GET', '/v1/Jobs/118201', TOM);
      expect(status).toBe(200);
      expect(json).toMatchObject({
        jobNum: '118201',
        partNum: 'CYL-3015-48',
        plant: 'BGOHIO',
        quantity: 10,
        status: 'in progress',
        kitted: false,
        rework: false,
        jobType: 'production',
      });
      const [top] = json.assemblies;
      expect(top.operations.map((o: { resourceGroup: string }) => o.resourceGroup)).toEqual([
        'SAW',
        'CNC',
        'WELD',
        'ASSY',
        'TEST',
        'PAINT',
      ]);
      expect(
        top.materials.map((m: { mtlSeq: number; partNum: string; requiredQty: number; issuedQty: number }) => [
          m.mtlSeq,
          m.partNum,
          m.requiredQty,
          m.issuedQty,
        ]),
      ).toEqual([
        [10, 'TUBE-3.00X.25-DOM', 520, 0],
        [20, 'ROD-1.50-CHR', 540, 270],
        [30, 'SEAL-KIT-300', 10, 10],
        [40, 'PORT-SAE8', 20, 21],
        [50, 'CLEVIS-1.00', 20, 23],
        [60, 'PAINT-BLK-EP', 0.5, expect.any(Number)],
      ]);
      expect(top.materials[5]).toMatchObject({ backflush: true, uom: 'GAL' });
      expect(top.materials[1]).toMatchObject({ issuedComplete: true, uom: 'IN', stockedByLength: true });
      expect(await h.call('GET', '/v1/Jobs/999999', TOM)).toMatchObject({
        status: 404,
        json: { error: { code: 'job-not-found', message: 'Job 999999 does not exist.' } },
      });
    });

    it('answers parts and the bins holding a part, per heat', async () => {
      expect((await h.call('GET', '/v1/Parts/SEAL-KIT-400', TOM)).json).toEqual({
        partNum: 'SEAL-KIT-400',
        description: 'Seal kit, 4.00 bore',
        uom: 'EA',
        stockedByLength: false,
      });
      expect(await h.call('GET', '/v1/Parts/NOPE-1', TOM)).toMatchObject({
        status: 404,
        json: { error: { message: 'Part NOPE-1 does not exist.' } },
      });
      expect((await h.call('GET', '/v1/Parts?search=seal', TOM)).json.length).toBeGreaterThanOrEqual(5);
      const bins = (await h.call('GET', '/v1/Parts/SEAL-KIT-400/Bins?plant=BGOHIO', TOM)).json;
      expect(bins).toEqual([
        { plant: 'BGOHIO', warehouseCode: 'STORES', binNum: 'A-03-2', onHandQty: 3, heatNum: null, lotNum: null },
        { plant: 'BGOHIO', warehouseCode: 'STORES', binNum: 'A-05-1', onHandQty: 20, heatNum: null, lotNum: null },
      ]);
      const tube = (await h.call('GET', '/v1/Parts/TUBE-3.00X.25-DOM/Bins?plant=BGOHIO', TOM)).json;
      expect(tube).toHaveLength(2);
      expect(tube.every((b: { heatNum: string | null }) => /^H2[45]-\d+$/.test(b.heatNum ?? ''))).toBe(true);
    });

    it('refuses an employee without a materials application (403) and bad queries (400)', async () => {
      for (const as of [SAM, RIYA]) {
        expect((await h.call('GET', '/v1/Jobs', as)).status, as).toBe(403);
        expect((await h.call('GET', '/v1/Jobs/118201', as)).status, as).toBe(403);
        expect((await h.call('GET', '/v1/Parts/SEAL-KIT-400/Bins', as)).status, as).toBe(403);
      }
      expect((await h.call('GET', '/v1/Jobs/bad%20job', TOM)).status).toBe(400);
      expect((await h.call('GET', `/v1/Jobs?search=${'x'.repeat(41)}`, TOM)).status).toBe(400);
    });
  });

  describe('issuing material (spec §5)', () => {
    it('issues from a bin: on-hand down, issued up, one ledger row with heat, the job in progress', async () => {
      const before = await ledgerCount();
      const binsBefore = (await h.call('GET', '/v1/Parts/TUBE-3.00X.25-DOM/Bins?plant=BGOHIO', TOM)).json;
      const { binNum, heatNum, onHandQty } = binsBefore[0];
      const ambiguous = await issue(TOM, { jobNum: '118201', assemblySeq: 0, mtlSeq: 10, warehouseCode: 'STORES', binNum, quantity: 52 });
      expect(ambiguous).toMatchObject({
        status: 400,
        json: { error: { code: 'heat-required', fields: [{ field: 'heatNum', code: 'heat-required' }] } },
      });
      const ok = await issue(TOM, { jobNum: '118201', assemblySeq: 0, mtlSeq: 10, warehouseCode: 'STORES', binNum, heatNum, quantity: 52 });
      expect(ok).toMatchObject({ status: 201, json: { tranId: expect.any(Number), issuedQty: 52, requiredQty: 520, percent: 10 } });
      expect(await ledgerCount()).toBe(before + 1);
      const [row] = await h.database.db.select().from(materialLedger).where(eq(materialLedger.tranId, ok.json.tranId));
      expect(row).toMatchObject({
        tranType: 'ISSUE',
        username: TOM,
        empId: 3001,
        plantId: 'BGOHIO',
        partNum: 'TUBE-3.00X.25-DOM',
        binNum,
        heatNum,
        quantity: 52,
        jobNum: '118201',
        mtlSeq: 10,
      });
      const after = (await h.call('GET', '/v1/Parts/TUBE-3.00X.25-DOM/Bins?plant=BGOHIO', TOM)).json;
      expect(after.find((b: { heatNum: string }) => b.heatNum === heatNum).onHandQty).toBe(onHandQty - 52);
      expect((await material('118201', 10)).issuedQty).toBe(52);
    });

    it('refuses a backflushed material, writing nothing', async () => {
      const before = await ledgerCount();
      const res = await issue(TOM, {
        jobNum: '118201',
        assemblySeq: 0,
        mtlSeq: 60,
        warehouseCode: 'WIP',
        binNum: 'PAINT-1',
        quantity: 0.1,
      });
      expect(res).toMatchObject({
        status: 400,
        json: {
          error: {
            code: 'backflushed',
            message: 'A backflushed material cannot be issued directly; it is issued by claiming.',
            fields: [{ field: 'mtlSeq', code: 'backflushed' }],
          },
        },
      });
      expect(await ledgerCount()).toBe(before);
    });

    it("says the bin's quantity with the real numbers, then issues what the bin holds", async () => {
      const before = await ledgerCount();
      const res = await issue(TOM, {
        jobNum: '118202',
        assemblySeq: 0,
        mtlSeq: 30,
        warehouseCode: 'STORES',
        binNum: 'A-03-2',
        quantity: 6,
      });
      expect(res).toMatchObject({
        status: 400,
        json: {
          error: {
            code: 'bin-quantity',
            message: BIN_MESSAGE(3, 6),
            available: 3,
            tried: 6,
            fields: [{ field: 'quantity', code: 'bin-quantity', message: BIN_MESSAGE(3, 6) }],
          },
        },
      });
      expect(await ledgerCount()).toBe(before);
      expect(await stock('BGOHIO', 'A-03-2', 'SEAL-KIT-400')).toBe(3);
      expect(
        (await issue(TOM, { jobNum: '118202', assemblySeq: 0, mtlSeq: 30, warehouseCode: 'STORES', binNum: 'A-03-2', quantity: 3 })).status,
      ).toBe(201);
      expect(await stock('BGOHIO', 'A-03-2', 'SEAL-KIT-400')).toBe(0);
      expect(
        (await issue(TOM, { jobNum: '118202', assemblySeq: 0, mtlSeq: 30, warehouseCode: 'STORES', binNum: 'A-03-2', quantity: 1 })).json
          .error.message,
      ).toBe(BIN_MESSAGE(0, 1));
      expect(
        (await issue(TOM, { jobNum: '118202', assemblySeq: 0, mtlSeq: 30, warehouseCode: 'STORES', binNum: 'A-05-1', quantity: 9 })).json,
      ).toMatchObject({ issuedQty: 12, percent: 100 });
      expect(await ledgerCount()).toBe(before + 2);
    });

    it('asks to confirm a double issue (fully issued or Issued Complete) and issues once confirmed', async () => {
      const full = {
        jobNum: '118201',
        assemblySeq: 0,
        mtlSeq: 30,
        warehouseCode: 'STORES',
        binNum: (await material('118201', 30)).binNum!,
        quantity: 1,
      };
      const asked = await issue(TOM, full);
      expect(asked).toMatchObject({ status: 409, json: { error: { code: 'confirmation-required', confirm: ['double-issue'] } } });
      expect(await issue(TOM, { ...full, confirm: ['double-issue'] })).toMatchObject({
        status: 201,
        json: { issuedQty: 11, percent: 110 },
      });
      const rod = await h.call('GET', '/v1/Parts/ROD-1.50-CHR/Bins?plant=BGOHIO', TOM);
      const complete = {
        jobNum: '118201',
        assemblySeq: 0,
        mtlSeq: 20,
        warehouseCode: 'STORES',
        binNum: rod.json[0].binNum,
        heatNum: rod.json[0].heatNum,
        quantity: 10,
      };
      expect((await issue(TOM, complete)).json.error.confirm).toEqual(['double-issue']);
      expect((await issue(TOM, { ...complete, confirm: ['double-issue'] })).status).toBe(201);
    });

    it('Tom confirms over 110 %, 120 % and 130 % and is refused over 150 %', async () => {
      const clevis = {
        jobNum: '118201',
        assemblySeq: 0,
        mtlSeq: 50,
        warehouseCode: 'STORES',
        binNum: (await material('118201', 50)).binNum!,
      };
      const at125 = await issue(TOM, { ...clevis, quantity: 2 });
      expect(at125).toMatchObject({
        status: 409,
        json: { error: { code: 'confirmation-required', confirm: ['double-issue', 'over110', 'over120'], percent: 125 } },
      });
      expect(await issue(TOM, { ...clevis, quantity: 2, confirm: ['double-issue', 'over110'] })).toMatchObject({
        status: 409,
        json: { error: { confirm: ['over120'] } },
      });
      expect(await issue(TOM, { ...clevis, quantity: 2, confirm: ['double-issue', 'over110', 'over120'] })).toMatchObject({
        status: 201,
        json: { issuedQty: 25, percent: 125 },
      });
      expect((await issue(TOM, { ...clevis, quantity: 3 })).json.error.confirm).toEqual(['double-issue', 'over110', 'over120', 'over130']);
      expect(await issue(TOM, { ...clevis, quantity: 3, confirm: ['double-issue', 'over110', 'over120', 'over130'] })).toMatchObject({
        status: 201,
        json: { percent: 140 },
      });
      const before = await ledgerCount();
      const stockBefore = await stock('BGOHIO', clevis.binNum, 'CLEVIS-1.00');
      const over150 = await issue(TOM, { ...clevis, quantity: 3, confirm: ['double-issue', 'over110', 'over120', 'over130'] });
      expect(over150).toMatchObject({
        status: 403,
        json: { error: { message: 'You are not authorized to do so.', code: 'over-issue-not-allowed' } },
      });
      expect(await ledgerCount()).toBe(before);
      expect(await stock('BGOHIO', clevis.binNum, 'CLEVIS-1.00')).toBe(stockBefore);
      expect((await material('118201', 50)).issuedQty).toBe(28);
    });

    it('Maria confirms up to 120 % and is refused over 120 %', async () => {
      const clevis = {
        jobNum: '219601',
        assemblySeq: 0,
        mtlSeq: 50,
        warehouseCode: 'STORES',
        binNum: (await material('219601', 50)).binNum!,
      };
      const before = await ledgerCount();
      expect(await issue(MARIA, { ...clevis, quantity: 2, confirm: ['double-issue', 'over110', 'over120'] })).toMatchObject({
        status: 403,
        json: { error: { message: 'You are not authorized to do so.' } },
      });
      expect(await ledgerCount()).toBe(before);
      expect((await issue(MARIA, { ...clevis, quantity: 1 })).json.error.confirm).toEqual(['double-issue', 'over110']);
      expect(await issue(MARIA, { ...clevis, quantity: 1, confirm: ['double-issue', 'over110'] })).toMatchObject({
        status: 201,
        json: { issuedQty: 24, percent: 120 },
      });
    });

    it('answers a retry with the same Idempotency-Key with the first result and writes nothing more', async () => {
      const key = randomUUID();
      const body = {
        jobNum: '219601',
        assemblySeq: 0,
        mtlSeq: 40,
        warehouseCode: 'STORES',
        binNum: (await material('219601', 40)).binNum!,
        quantity: 1,
        confirm: ['double-issue'],
      };
      const before = await ledgerCount();
      const stockBefore = await stock('SPIRITLA', body.binNum, 'PORT-SAE8');
      const [a, b] = await Promise.all([issue(MARIA, body, key), issue(MARIA, body, key)]);
      const c = await issue(MARIA, body, key);
      expect(a).toMatchObject({ status: 201, json: { issuedQty: 22, percent: 110 } });
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(await ledgerCount()).toBe(before + 1);
      expect(await stock('SPIRITLA', body.binNum, 'PORT-SAE8')).toBe(stockBefore - 1);
      expect((await material('219601', 40)).issuedQty).toBe(22);
      const missing = await issue(MARIA, body, null);
      expect(missing).toMatchObject({ status: 400, json: { error: { fields: [{ field: 'Idempotency-Key', code: 'required' }] } } });
      expect(await ledgerCount()).toBe(before + 1);
      // The same key with another quantity is another change: refused (422), never answered as the first.
      const other = await issue(MARIA, { ...body, quantity: 2 }, key);
      expect(other).toMatchObject({ status: 422, json: { error: { code: 'idempotency-key-body-differs' } } });
      expect(await ledgerCount()).toBe(before + 1);
      expect((await material('219601', 40)).issuedQty).toBe(22);
    });

    it('20 tablets issuing at once from a bin of 10 never drive it below zero; every refusal says why', async () => {
      const [target] = await h.database.db
        .select()
        .from(jobMaterials)
        .innerJoin(jobs, eq(jobs.jobNum, jobMaterials.jobNum))
        .where(and(eq(jobs.plantId, 'MfgSys'), eq(jobMaterials.partNum, 'PORT-SAE8'), eq(jobMaterials.backflush, false)))
        .limit(1);
      const { jobNum, assemblySeq, mtlSeq } = target!.job_materials;
      await h.database.db
        .update(jobMaterials)
        .set({ requiredQty: 100, issuedQty: 0, issuedComplete: false })
        .where(and(eq(jobMaterials.jobNum, jobNum), eq(jobMaterials.assemblySeq, assemblySeq), eq(jobMaterials.mtlSeq, mtlSeq)));
      await h.database.db.update(jobs).set({ status: 'in progress' }).where(eq(jobs.jobNum, jobNum));
      await h.database.db
        .insert(onHand)
        .values({ plantId: 'MfgSys', warehouseCode: 'STORES', binNum: 'A-06-3', partNum: 'PORT-SAE8', quantity: 10 });
      const before = await ledgerCount();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          issue(JORDAN, { jobNum, assemblySeq, mtlSeq, warehouseCode: 'STORES', binNum: 'A-06-3', quantity: 1 }),
        ),
      );
      const ok = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      expect(ok).toHaveLength(10);
      expect(refused).toHaveLength(10);
      for (const r of refused)
        expect(r).toMatchObject({ status: 400, json: { error: { code: 'bin-quantity', message: BIN_MESSAGE(0, 1) } } });
      expect(await stock('MfgSys', 'A-06-3', 'PORT-SAE8')).toBe(0);
      expect((await material(jobNum, mtlSeq, assemblySeq)).issuedQty).toBe(10);
      expect(await ledgerCount()).toBe(before + 10);
    }, 60_000);

    it('answers 400 to bad input and an unknown job, material or bin, writing nothing', async () => {
      const good = { jobNum: '118201', assemblySeq: 0, mtlSeq: 30, warehouseCode: 'STORES', binNum: 'A-01-1', quantity: 1 };
      const before = await ledgerCount();
      const cases: [Record<string, unknown> | string, string, unknown][] = [
        [{ ...good, quantity: -1 }, 'quantity', 'too-small'],
        [{ ...good, quantity: 0 }, 'quantity', 'too-small'],
        [{ ...good, quantity: 'abc' }, 'quantity', expect.any(String)],
        [{ ...good, quantity: 1.23456 }, 'quantity', 'too-many-decimals'],
        [{ ...good, jobNum: undefined }, 'jobNum', 'required'],
        [{ ...good, binNum: 'A 1' }, 'binNum', 'invalid-format'],
        [{ ...good, confirm: ['over200'] }, 'confirm.0', 'invalid-choice'],
        [{ ...good, jobNum: '999999' }, 'jobNum', 'job-not-found'],
        [{ ...good, assemblySeq: 9 }, 'assemblySeq', 'assembly-not-found'],
        [{ ...good, mtlSeq: 990 }, 'mtlSeq', 'inactive-material'],
        [{ ...good, binNum: 'Z-99' }, 'binNum', 'bin-not-found'],
      ];
      for (const [body, field, code] of cases) {
        const res = await issue(TOM, body as Record<string, unknown>);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error.fields, JSON.stringify(body)).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
      }
      expect((await issue(TOM, { ...good, jobNum: '999999' })).json.error.message).toBe('Job 999999 does not exist.');
      expect((await h.call('POST', '/v1/MaterialIssues', TOM, '{not json', { 'idempotency-key': randomUUID() })).status).toBe(400);
      expect(await ledgerCount()).toBe(before);
    });

    it('answers 403 to an employee without Issue Material, writing nothing', async () => {
      const before = await ledgerCount();
      for (const as of [SAM, RIYA]) {
        const res = await issue(as, {
          jobNum: '118204',
          assemblySeq: 0,
          mtlSeq: 10,
          warehouseCode: 'STORES',
          binNum: 'A-01-1',
          quantity: 1,
        });
        expect(res.status, as).toBe(403);
        expect((await h.call('PATCH', '/v1/Jobs/118204', as, { status: 'complete' })).status, as).toBe(403);
        expect((await h.call('PATCH', '/v1/Jobs/118204/Materials/0/10', as, { issuedComplete: true })).status, as).toBe(403);
      }
      expect(await ledgerCount()).toBe(before);
    });
  });

  describe('Issued Complete and job status', () => {
    it('marks a material Issued Complete and back, and sets the job status', async () => {
      expect(await h.call('PATCH', '/v1/Jobs/219602/Materials/0/10', MARIA, { issuedComplete: true })).toMatchObject({
        status: 200,
        json: { issuedComplete: true, mtlSeq: 10 },
      });
      expect((await material('219602', 10)).issuedComplete).toBe(true);
      expect((await h.call('PATCH', '/v1/Jobs/219602/Materials/0/10', MARIA, { issuedComplete: false })).json.issuedComplete).toBe(false);
      expect((await h.call('PATCH', '/v1/Jobs/219602/Materials/0/999', MARIA, { issuedComplete: true })).status).toBe(404);
      expect((await h.call('PATCH', '/v1/Jobs/219602/Materials/0/10', MARIA, { issuedComplete: 'yes' })).status).toBe(400);
      for (const status of ['complete', 'in progress', 'not started']) {
        expect(await h.call('PATCH', '/v1/Jobs/219603', MARIA, { status })).toMatchObject({
          status: 200,
          json: { jobNum: '219603', status },
        });
        expect((await h.call('GET', '/v1/Jobs/219603', MARIA)).json.status).toBe(status);
      }
      expect((await h.call('PATCH', '/v1/Jobs/219603', MARIA, { status: 'done' })).status).toBe(400);
      expect((await h.call('PATCH', '/v1/Jobs/999999', MARIA, { status: 'complete' })).status).toBe(404);
    });

    it('refuses to issue to a complete job', async () => {
      await h.call('PATCH', '/v1/Jobs/219603', MARIA, { status: 'complete' });
      const res = await issue(MARIA, {
        jobNum: '219603',
        assemblySeq: 0,
        mtlSeq: 10,
        warehouseCode: 'STORES',
        binNum: 'R-01',
        quantity: 1,
      });
      expect(res).toMatchObject({ status: 400, json: { error: { message: 'Select an active job material' } } });
      await h.call('PATCH', '/v1/Jobs/219603', MARIA, { status: 'in progress' });
    });
  });
}
