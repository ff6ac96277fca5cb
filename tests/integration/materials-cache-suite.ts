import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGenerations } from '@/lib/server/db/generations';
import { jobAssemblies, jobMaterials, jobOperations, jobs, materialLedger, onHand, parts } from '@/lib/plant-data/server/tables';
import { readCounters } from '@/lib/server/perf/counters';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const TOM = 'bgtwilson@example.com'; // supervisor: Issue Material
const JOB = '118201';

type Line = { mtlSeq: number; partNum: string; description: string; issuedQty: number; issuedComplete: boolean; backflush: boolean };
type Job = {
  jobNum: string;
  status: string;
  assemblies: { assemblySeq: number; description: string; operations: { oprSeq: number; workCenter: string }[]; materials: Line[] }[];
};

/**
 * The job answer's exact cache (the job screen's speed goal): GET /v1/Jobs/{jobNum} comes from memory while
 * the 'materials' counter is unchanged, and any change of a table the answer shows (by the API, by
 * another instance, by hand in SQL) reaches the very next call.
 */
export function defineMaterialsCacheSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl, { countSql: true });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const job = async (call: ApiHarness['call'] = h.call, jobNum = JOB): Promise<Job> => {
    const answer = await call('GET', `/v1/Jobs/${jobNum}`, TOM);
    expect(answer.status).toBe(200);
    return answer.json as Job;
  };
  const gen = async (): Promise<number> => Number((await readGenerations(h.database.db)).get('materials'));
  const firstLine = (j: Job): Line => j.assemblies[0]!.materials.find((m) => !m.backflush)!;
  /** The job's first issuable material made room for many issues (much required, stock in bin A-06-3), and an issue of 1 from that bin. */
  const issuable = async () => {
    const cached = await job();
    const asm = cached.assemblies[0]!;
    const line = firstLine(cached);
    const { db } = h.database;
    await db
      .update(jobMaterials)
      .set({ requiredQty: 100_000, issuedComplete: false })
      .where(and(eq(jobMaterials.jobNum, JOB), eq(jobMaterials.assemblySeq, asm.assemblySeq), eq(jobMaterials.mtlSeq, line.mtlSeq)));
    await db
      .update(onHand)
      .set({ quantity: 1000 })
      .where(and(eq(onHand.binNum, 'A-06-3'), eq(onHand.partNum, line.partNum)));
    const body = { jobNum: JOB, assemblySeq: asm.assemblySeq, mtlSeq: line.mtlSeq, warehouseCode: 'STORES', binNum: 'A-06-3', quantity: 1 };
    return { cached, asm, line, body };
  };

  it('moves the materials counter with every change of the tables a job shows, and not with stock', async () => {
    const { db } = h.database;
    const writes: [string, () => Promise<unknown>][] = [
      [
        'jobs',
        () =>
          db
            .update(jobs)
            .set({ kitted: sql`${jobs.kitted}` })
            .where(eq(jobs.jobNum, JOB)),
      ],
      [
        'parts',
        () =>
          db
            .update(parts)
            .set({ description: sql`${parts.description}` })
            .where(eq(parts.partNum, 'none')),
      ],
      ['job_assemblies', () => db.delete(jobAssemblies).where(eq(jobAssemblies.jobNum, 'none'))],
      ['job_operations', () => db.delete(jobOperations).where(eq(jobOperations.jobNum, 'none'))],
      [
        'job_materials',
        () =>
          db
            .update(jobMaterials)
            .set({ issuedQty: sql`${jobMaterials.issuedQty}` })
            .where(eq(jobMaterials.jobNum, JOB)),
      ],
    ];
    for (const [table, write] of writes) {
      const before = await gen();
      await write();
      expect(await gen(), table).toBe(before + 1);
    }
    const before = await gen();
    await db
      .update(onHand)
      .set({ quantity: sql`${onHand.quantity}` })
      .where(eq(onHand.partNum, 'none'));
    expect(await gen()).toBe(before);
  });

  it('answers a job again, warm, with one query for the counters (none on PGlite)', async () => {
    const first = await job();
    const before = readCounters().sql;
    expect(await job()).toEqual(first);
    // PGlite keeps the counters in memory (every change is made in this process); PostgreSQL reads them.
    expect(readCounters().sql - before).toBe(serverUrl ? 1 : 0);
  });

  it('shows a change made by hand in SQL to any table of the answer on the next call', async () => {
    const cached = await job();
    const line = firstLine(cached);
    const { db } = h.database;
    const where = and(
      eq(jobMaterials.jobNum, JOB),
      eq(jobMaterials.assemblySeq, cached.assemblies[0]!.assemblySeq),
      eq(jobMaterials.mtlSeq, line.mtlSeq),
    );
    await db
      .update(jobMaterials)
      .set({ issuedQty: line.issuedQty + 7 })
      .where(where);
    expect(firstLine(await job()).issuedQty).toBe(line.issuedQty + 7);
    await db.update(jobMaterials).set({ issuedQty: line.issuedQty }).where(where);
    expect(firstLine(await job()).issuedQty).toBe(line.issuedQty);

    await db.update(parts).set({ description: 'Renamed by hand' }).where(eq(parts.partNum, line.partNum));
    expect(firstLine(await job()).description).toBe('Renamed by hand');
    await db.update(parts).set({ description: line.description }).where(eq(parts.partNum, line.partNum));

    const op = cached.assemblies[0]!.operations[0]!;
    await db
      .update(jobOperations)
      .set({ workCenter: 'WC-HAND' })
      .where(and(eq(jobOperations.jobNum, JOB), eq(jobOperations.oprSeq, op.oprSeq)));
    expect((await job()).assemblies[0]!.operations[0]!.workCenter).toBe('WC-HAND');
    await db
      .update(jobOperations)
      .set({ workCenter: op.workCenter })
      .where(and(eq(jobOperations.jobNum, JOB), eq(jobOperations.oprSeq, op.oprSeq)));
    expect(await job()).toEqual(cached);
  });

  it('answers a job created by hand after it was asked for and did not exist', async () => {
    expect((await h.call('GET', '/v1/Jobs/999001', TOM)).status).toBe(404);
    const [template] = await h.database.db.select().from(jobs).where(eq(jobs.jobNum, JOB));
    await h.database.db.insert(jobs).values({ ...template!, jobNum: '999001' });
    expect((await job(h.call, '999001')).jobNum).toBe('999001');
    await h.database.db.delete(jobs).where(eq(jobs.jobNum, '999001'));
    expect((await h.call('GET', '/v1/Jobs/999001', TOM)).status).toBe(404);
  });

  it('shows an issue, a status change and Issued Complete made through another instance on the next call', async () => {
    const other = await h.secondInstance();
    const cached = await job();
    const asm = cached.assemblies[0]!;
    const line = firstLine(cached);
    const { db } = h.database;
    await db
      .update(jobMaterials)
      .set({ requiredQty: 1000 })
      .where(and(eq(jobMaterials.jobNum, JOB), eq(jobMaterials.assemblySeq, asm.assemblySeq), eq(jobMaterials.mtlSeq, line.mtlSeq)));
    await db.insert(onHand).values({ plantId: 'BGOHIO', warehouseCode: 'STORES', binNum: 'A-06-3', partNum: line.partNum, quantity: 50 });
    expect(firstLine(await job()).issuedQty).toBe(line.issuedQty);

    const body = { jobNum: JOB, assemblySeq: asm.assemblySeq, mtlSeq: line.mtlSeq, warehouseCode: 'STORES', binNum: 'A-06-3', quantity: 2 };
    const issued = await other.call('POST', '/v1/MaterialIssues', TOM, body, { 'idempotency-key': randomUUID() });
    expect(issued.status).toBe(201);
    expect(firstLine(await job()).issuedQty).toBe(line.issuedQty + 2);

    expect((await other.call('PATCH', `/v1/Jobs/${JOB}`, TOM, { status: 'complete' })).status).toBe(200);
    expect((await job()).status).toBe('complete');
    expect((await other.call('PATCH', `/v1/Jobs/${JOB}`, TOM, { status: cached.status })).status).toBe(200);
    expect((await job()).status).toBe(cached.status);

    const flag = !line.issuedComplete;
    expect(
      (await other.call('PATCH', `/v1/Jobs/${JOB}/Materials/${asm.assemblySeq}/${line.mtlSeq}`, TOM, { issuedComplete: flag })).status,
    ).toBe(200);
    expect(firstLine(await job()).issuedComplete).toBe(flag);
    const [ledger] = await db
      .select({ n: sql<number>`count(*)` })
      .from(materialLedger)
      .where(eq(materialLedger.jobNum, JOB));
    expect(Number(ledger!.n)).toBeGreaterThan(0);
  });

  it('starts a job not started with its first issue, seen on the next call; a started job keeps its status', async () => {
    const { cached, body } = await issuable();
    expect((await h.call('PATCH', `/v1/Jobs/${JOB}`, TOM, { status: 'not started' })).status).toBe(200);
    expect((await job()).status).toBe('not started');
    expect((await h.call('POST', '/v1/MaterialIssues', TOM, body, { 'idempotency-key': randomUUID() })).status).toBe(201);
    expect((await job()).status).toBe('in progress');
    expect((await h.call('PATCH', `/v1/Jobs/${JOB}`, TOM, { status: 'complete' })).status).toBe(200);
    expect((await h.call('POST', '/v1/MaterialIssues', TOM, body, { 'idempotency-key': randomUUID() })).status).toBe(400);
    expect((await job()).status).toBe('complete');
    expect((await h.call('PATCH', `/v1/Jobs/${JOB}`, TOM, { status: cached.status })).status).toBe(200);
  });

  it('issues and changes one material from many callers at once without a deadlock (one lock order)', async () => {
    const { asm, line, body } = await issuable();
    const before = firstLine(await job()).issuedQty;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? h.call('PATCH', `/v1/Jobs/${JOB}/Materials/${asm.assemblySeq}/${line.mtlSeq}`, TOM, { issuedComplete: false })
          : i % 3 === 1
            ? h.call('PATCH', `/v1/Jobs/${JOB}`, TOM, { status: 'in progress' })
            : h.call('POST', '/v1/MaterialIssues', TOM, body, { 'idempotency-key': randomUUID() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(16).fill(200), ...Array(8).fill(201)]);
    expect(firstLine(await job()).issuedQty).toBe(before + 8);
  });

  it('does not move the counter for a change that was rolled back', async () => {
    const before = await gen();
    await expect(
      h.database.db.transaction(async (tx) => {
        await tx.update(jobs).set({ status: 'complete' }).where(eq(jobs.jobNum, JOB));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await gen()).toBe(before);
  });
}

/** Registers the suite under a describe block named for the database. */
export function describeMaterialsCache(name: string, serverUrl: string | undefined, skip = false): void {
  describe.skipIf(skip)(`job answer cache on ${name}`, () => defineMaterialsCacheSuite(serverUrl));
}
