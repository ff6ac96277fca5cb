import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, employeePlants } from '@/lib/server/db/schema/access';
import { materialLedger } from '@/lib/plant-data/server/tables';
import { moveRequests } from '@/lib/materials/server/tables';
import { weldLeakEntries } from '@/lib/weldleak/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { weldLeakEntry } from './helpers/weld-leak-entry';

const MARIA = 'slmnguyen@example.com'; // Spirit Lake
const JORDAN = 'shjcarter@example.com'; // Apps_Security: every plant
const SHELDON_JOB = '117501';
const SPIRIT_LAKE_JOB = '219601';
const soon = () => new Date(Date.now() + 3_600_000).toISOString();

/** The plants a person works at (their own, those granted them, every plant for administrators), on PGlite or PostgreSQL. */
export function defineWorkPlantsSuite(serverUrl: string | undefined): () => ApiHarness {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  const count = async (table: typeof moveRequests | typeof materialLedger | typeof weldLeakEntries) =>
    Number((await h.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
  const otherPlant = { status: 403, json: { error: { code: 'other-plant', values: { plant: 'Sheldon', plants: 'Spirit Lake' } } } };
  const sheldonMove = { formType: 'OTHER', plant: 'MfgSys', moveType: 'Chip Dumpster', fromBin: 'X', toBin: 'X', needBy: soon() };

  it("refuses Maria's writes for Sheldon with 403 'other-plant' and writes nothing; reading Sheldon stays open", async () => {
    const [moves, ledger, leaks] = [await count(moveRequests), await count(materialLedger), await count(weldLeakEntries)];
    const key = { 'idempotency-key': randomUUID() };
    const issue = { jobNum: SHELDON_JOB, assemblySeq: 0, mtlSeq: 10, warehouseCode: 'STORES', binNum: 'A-01-1', quantity: 1 };
    expect(await h.call('POST', '/v1/MaterialIssues', MARIA, issue, key)).toMatchObject(otherPlant);
    expect(await h.call('PATCH', `/v1/Jobs/${SHELDON_JOB}`, MARIA, { status: 'in progress' })).toMatchObject(otherPlant);
    expect(await h.call('POST', '/v1/MoveRequests', MARIA, sheldonMove)).toMatchObject(otherPlant);
    expect(await h.call('POST', '/v1/WeldLeaks', MARIA, weldLeakEntry('MfgSys', SHELDON_JOB))).toMatchObject(otherPlant);
    const jordans = await h.call('POST', '/v1/MoveRequests', JORDAN, sheldonMove);
    expect(jordans.status).toBe(201);
    for (const status of ['taken', 'done', 'cancelled'])
      expect(await h.call('PATCH', `/v1/MoveRequests/${jordans.json.id}`, MARIA, { status })).toMatchObject(otherPlant);
    expect([await count(moveRequests), await count(materialLedger), await count(weldLeakEntries)]).toEqual([moves + 1, ledger, leaks]);
    expect((await h.call('GET', '/v1/MoveRequests?plant=MfgSys', MARIA)).status).toBe(200);
    expect((await h.call('GET', `/v1/Jobs/${SHELDON_JOB}`, MARIA)).status).toBe(200);
  });

  it("refuses a record whose plant is not its job's (400 'job-other-plant' at the job field)", async () => {
    const before = await count(weldLeakEntries);
    const answer = await h.call('POST', '/v1/WeldLeaks', MARIA, weldLeakEntry('SPIRITLA', SHELDON_JOB));
    expect(answer).toMatchObject({ status: 400, json: { error: { code: 'job-other-plant' } } });
    expect(answer.json.error.fields).toEqual([expect.objectContaining({ field: 'jobNumber', code: 'job-other-plant' })]);
    const move = { ...sheldonMove, plant: 'SPIRITLA', moveType: 'Job Move', jobNum: SHELDON_JOB };
    expect(await h.call('POST', '/v1/MoveRequests', MARIA, move)).toMatchObject({
      status: 400,
      json: { error: { code: 'job-other-plant' } },
    });
    expect((await h.call('POST', '/v1/WeldLeaks', MARIA, weldLeakEntry('SPIRITLA', SPIRIT_LAKE_JOB))).status).toBe(201);
    expect(await count(weldLeakEntries)).toBe(before + 1);
  });

  it('lets Maria work at Sheldon once an administrator grants it (audited), and not after the revoke', async () => {
    expect((await h.call('POST', '/v1/Admin/Employees/2001/Plants', MARIA, { plantId: 'MfgSys' })).status).toBe(403);
    const granted = await h.call('POST', '/v1/Admin/Employees/2001/Plants', JORDAN, { plantId: 'MfgSys' });
    expect(granted).toMatchObject({ status: 201, json: [{ plantId: 'MfgSys', plantName: 'Sheldon' }] });
    expect(await h.call('POST', '/v1/Admin/Employees/2001/Plants', JORDAN, { plantId: 'MfgSys' })).toMatchObject({
      status: 409,
      json: { error: { code: 'already-granted' } },
    });
    expect(await h.call('POST', '/v1/Admin/Employees/2001/Plants', JORDAN, { plantId: 'SPIRITLA' })).toMatchObject({
      status: 409,
      json: { error: { code: 'own-plant' } },
    });
    expect((await h.call('GET', '/v1/Admin/Employees/2001/Access', JORDAN)).json.plants).toEqual([
      expect.objectContaining({ plantId: 'MfgSys' }),
    ]);
    expect((await h.call('POST', '/v1/MoveRequests', MARIA, { ...sheldonMove, needBy: soon() })).status).toBe(201);
    expect((await h.call('DELETE', '/v1/Admin/Employees/2001/Plants/MfgSys', JORDAN)).status).toBe(200);
    expect(await h.call('POST', '/v1/MoveRequests', MARIA, { ...sheldonMove, needBy: soon() })).toMatchObject(otherPlant);
    expect(await h.call('DELETE', '/v1/Admin/Employees/2001/Plants/MfgSys', JORDAN)).toMatchObject({ status: 404 });
    const audit = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'plant_grant'), eq(auditLog.entityId, 'MfgSys')));
    expect(audit.map((a) => a.action).sort()).toEqual(['grant', 'revoke']);
    expect(await h.database.db.select().from(employeePlants).where(eq(employeePlants.empId, 2001))).toEqual([]);
  });
  // Other hardening suites run on this harness too: one seeded database per file.
  return () => h;
}
