import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '@/lib/server/db/schema/index';
import { weldLeakChanges, weldLeakEntries } from '@/lib/weldleak/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { weldLeakEntry } from './helpers/weld-leak-entry';

const MARIA = 'slmnguyen@example.com'; // weld leak repair, no weldleakrepair_Admin
const TOM = 'bgtwilson@example.com'; // weld leak repair with weldleakrepair_Admin
const SAM = 'shnoaccess@example.com'; // no applications
const JORDAN = 'shjcarter@example.com'; // Apps_Security
const RIYA = 'mfrpatel@example.com'; // applications, but not weld leak repair

const NEW_ENTRY = weldLeakEntry('SPIRITLA', '219604-1', { date: '2026-11-20', cylinderNumber: 'SP0999001', shift: 2 });

/** Weld leak repair against PGlite, or PostgreSQL when `serverUrl` is set. */
function defineWeldLeakSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
    h.call(method, url, as, body, headers);
  const entries = async () => (await h.database.db.select({ n: count() }).from(weldLeakEntries))[0]?.n ?? 0;
  const changes = async () => (await h.database.db.select({ n: count() }).from(weldLeakChanges))[0]?.n ?? 0;

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds a few hundred entries over six months across every plant, some incomplete', async () => {
    const rows = await h.database.db.select().from(weldLeakEntries);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.plantId))).toEqual(new Set(['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD']));
    expect(rows.some((r) => r.status === 'incomplete')).toBe(true);
    const oldest = rows.map((r) => r.entryDate).sort()[0]!;
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(150 * 86_400_000);
  });

  it('lists newest first, paged on the server, in the last three months unless a range is given', async () => {
    const first = await call('GET', '/v1/WeldLeaks?pageSize=25', MARIA);
    expect(first.status).toBe(200);
    expect(first.json.items).toHaveLength(25);
    const dates = first.json.items.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const threeMonths = new Date();
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() - 3);
    expect(first.json.from).toBe(threeMonths.toISOString().slice(0, 10));
    const all = await call('GET', `/v1/WeldLeaks?from=2000-01-01&pageSize=200`, MARIA);
    expect(all.json.total).toBeGreaterThan(first.json.total);
    const page2 = await call('GET', '/v1/WeldLeaks?pageSize=25&page=2', MARIA);
    expect(page2.json.items[0].id).not.toBe(first.json.items[0].id);
    const bowling = await call('GET', '/v1/WeldLeaks?plant=BGOHIO&incomplete=true&from=2000-01-01&pageSize=200', MARIA);
    expect(bowling.json.items.length).toBeGreaterThan(0);
    expect(bowling.json.items.every((e: { plant: string; status: string }) => e.plant === 'BGOHIO' && e.status === 'incomplete')).toBe(
      true,
    );
    for (const query of ['plant=Nowhere', 'from=yesterday', 'incomplete=maybe', 'from=2026-05-01&to=2026-04-01', 'pageSize=500']) {
      const res = await call('GET', `/v1/WeldLeaks?${query}`, MARIA);
      expect(res.status, query).toBe(400);
      expect(res.json.error.fields.length, query).toBeGreaterThan(0);
    }
  });

  it('counts defect types and leak locations of the filter as a Pareto, largest first', async () => {
    const res = await call('GET', '/v1/WeldLeaks/Pareto?plant=SPIRITLA', MARIA);
    expect(res.status).toBe(200);
    const counts = res.json.defectTypes.map((b: { count: number }) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.json.defectTypes.at(-1).cumulative).toBe(100);
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(res.json.total);
    expect(res.json.leakLocations.reduce((a: number, b: { count: number }) => a + b.count, 0)).toBe(res.json.total);
  });

  it('lists, counts and charts exactly the stored entries of each filter, with who created and closed them', async () => {
    const rows = await h.database.db.select().from(weldLeakEntries);
    const people = new Map((await h.database.db.select().from(employees)).map((e) => [e.empId, `${e.firstName} ${e.lastName}`]));
    const from = '2026-06-01';
    const to = '2026-11-15';
    for (const [plant, incomplete] of [
      ['All', false],
      ['All', true],
      ['BGOHIO', false],
      ['SPIRITLA', true],
    ] as const) {
      const kept = rows
        .filter((r) => (plant === 'All' || r.plantId === plant) && r.entryDate >= from && r.entryDate <= to)
        .filter((r) => !incomplete || r.status === 'incomplete')
        .sort((a, b) => b.entryDate.localeCompare(a.entryDate) || b.id - a.id);
      const query = `plant=${plant}&incomplete=${incomplete}&from=${from}&to=${to}`;
      const page2 = (await call('GET', `/v1/WeldLeaks?${query}&pageSize=10&page=2`, MARIA)).json;
      expect(page2.total, query).toBe(kept.length);
      expect(
        page2.items.map((e: { id: number }) => e.id),
        query,
      ).toEqual(kept.slice(10, 20).map((r) => r.id));
      for (const item of page2.items) {
        // The detail answers an entry exactly as the list does.
        expect((await call('GET', `/v1/WeldLeaks/${item.id}`, MARIA)).json.entry, `entry ${item.id}`).toEqual(item);
        const row = kept.find((r) => r.id === item.id)!;
        expect(item.createdBy).toBe(people.get(row.createdBy));
        expect(item.createdAt).toBe(row.createdAt.toISOString());
        expect(item.closedBy).toBe(row.closedBy === null ? null : people.get(row.closedBy));
        expect(item.closedAt).toBe(row.closedAt?.toISOString() ?? null);
        expect([item.date, item.plant, item.shift, item.quantity, item.repairMinutes]).toEqual([
          row.entryDate,
          row.plantId,
          row.shift,
          row.quantity,
          row.repairMinutes,
        ]);
      }
      const pareto = (await call('GET', `/v1/WeldLeaks/Pareto?${query}`, MARIA)).json;
      const sum = (key: 'defectType' | 'leakLocation') =>
        Object.fromEntries(
          [...new Set(kept.map((r) => r[key]))].map((k) => [k, kept.filter((r) => r[key] === k).reduce((n, r) => n + r.quantity, 0)]),
        );
      const bars = (list: { key: string; count: number }[]) => Object.fromEntries(list.map((b) => [b.key, b.count]));
      expect(bars(pareto.defectTypes), query).toEqual(sum('defectType'));
      expect(bars(pareto.leakLocations), query).toEqual(sum('leakLocation'));
      expect(pareto.total).toBe(kept.reduce((n, r) => n + r.quantity, 0));
    }
  });

  it('answers 403 to employees without the application, and writes nothing', async () => {
    const before = await entries();
    for (const as of [SAM, RIYA]) {
      expect((await call('GET', '/v1/WeldLeaks', as)).status).toBe(403);
      expect((await call('GET', '/v1/WeldLeaks/1', as)).status).toBe(403);
      const res = await call('POST', '/v1/WeldLeaks', as, NEW_ENTRY);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('no-application');
      expect((await call('POST', '/v1/WeldLeaks/1/Close', as)).status).toBe(403);
    }
    expect(await entries()).toBe(before);
  });

  it('refuses bad input with 400 naming each field, and a job that does not exist, writing nothing', async () => {
    const before = [await entries(), await changes()];
    const bad: [Record<string, unknown>, string, string][] = [
      [{ defectType: 'blowhole' }, 'defectType', 'invalid-choice'],
      [{ cylinderNumber: '  ' }, 'cylinderNumber', 'required'],
      [{ quantity: 0 }, 'quantity', 'too-small'],
      [{ shift: 4 }, 'shift', 'too-big'],
      [{ jobNumber: 'abc' }, 'jobNumber', 'invalid-format'],
      [{ jobNumber: '' }, 'jobNumber', 'required'],
      [{ jobNumber: '999999' }, 'jobNumber', 'job-not-found'],
      [{ repairMinutes: 'soon' }, 'repairMinutes', ''],
      [{ plant: 'Mars' }, 'plant', 'invalid-choice'],
    ];
    for (const [change, field, code] of bad) {
      const res = await call('POST', '/v1/WeldLeaks', MARIA, { ...NEW_ENTRY, ...change });
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields, field).toContainEqual(expect.objectContaining(code ? { field, code } : { field }));
    }
    const missing = await call('POST', '/v1/WeldLeaks', MARIA, { ...NEW_ENTRY, jobNumber: '999999' });
    expect(missing.json.error.message).toBe('Job 999999 does not exist.');
    expect([await entries(), await changes()]).toEqual(before);
  });

  it('creates, edits with history, closes only with repair fields, then only weldleakrepair_Admin may change it', async () => {
    const key = { 'idempotency-key': `weld-${Date.now()}-create` };
    const created = await call('POST', '/v1/WeldLeaks', MARIA, NEW_ENTRY, key);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: 'incomplete',
      plantName: 'Spirit Lake',
      createdBy: 'Maria Nguyen',
      defectType: 'porosity cluster',
    });
    const count1 = await entries();
    const retry = await call('POST', '/v1/WeldLeaks', MARIA, NEW_ENTRY, key);
    expect(retry).toEqual(created);
    expect(await entries()).toBe(count1);
    const id = created.json.id as number;

    const early = await call('POST', `/v1/WeldLeaks/${id}/Close`, MARIA);
    expect(early.status).toBe(400);
    expect(early.json.error.fields.map((f: { field: string }) => f.field)).toEqual(['repairInitials', 'repairMinutes', 'correctiveAction']);

    const edited = await call('PUT', `/v1/WeldLeaks/${id}`, MARIA, {
      ...NEW_ENTRY,
      repairInitials: 'ko',
      repairMinutes: '25',
      correctiveAction: 'Ground out and re-welded',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ repairInitials: 'KO', repairMinutes: 25, status: 'incomplete' });
    const closed = await call('POST', `/v1/WeldLeaks/${id}/Close`, MARIA);
    expect(closed.json).toMatchObject({ status: 'complete', closedBy: 'Maria Nguyen' });
    expect((await call('POST', `/v1/WeldLeaks/${id}/Close`, MARIA)).status).toBe(409);

    const refused = await call('PUT', `/v1/WeldLeaks/${id}`, MARIA, {
      ...NEW_ENTRY,
      repairInitials: 'KO',
      repairMinutes: 30,
      correctiveAction: 'x',
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('entry-closed');
    const asMaria = (await call('GET', `/v1/WeldLeaks/${id}`, MARIA)).json;
    expect(asMaria).toMatchObject({ canEdit: false, canClose: false });
    const tomsEdit = { ...NEW_ENTRY, repairInitials: 'KO', repairMinutes: 30, correctiveAction: 'Ground out and re-welded' };
    // Tom works at Bowling Green: a Spirit Lake entry is his to change once an administrator lets him work there.
    expect((await call('PUT', `/v1/WeldLeaks/${id}`, TOM, tomsEdit)).json.error.code).toBe('other-plant');
    expect((await call('POST', '/v1/Admin/Employees/3001/Plants', JORDAN, { plantId: 'SPIRITLA' })).status).toBe(201);
    const asTom = await call('PUT', `/v1/WeldLeaks/${id}`, TOM, tomsEdit);
    expect(asTom.status).toBe(200);
    const cleared = await call('PUT', `/v1/WeldLeaks/${id}`, TOM, {
      ...NEW_ENTRY,
      repairInitials: '',
      repairMinutes: 30,
      correctiveAction: 'x',
    });
    expect(cleared.status).toBe(400);

    const detail = (await call('GET', `/v1/WeldLeaks/${id}`, TOM)).json;
    expect(detail.canEdit).toBe(true);
    expect(detail.history.map((c: { action: string; by: string }) => `${c.action} ${c.by}`)).toEqual([
      'create Maria Nguyen',
      'edit Maria Nguyen',
      'close Maria Nguyen',
      'edit Tom Wilson',
    ]);
    expect(detail.history[3].changes).toEqual([{ field: 'repairMinutes', before: '25', after: '30' }]);
    const stored = await h.database.db.select().from(weldLeakEntries).where(eq(weldLeakEntries.id, id));
    expect(stored[0]?.repairMinutes).toBe(30);
  });

  it('answers a retry with the same body as the first time; the same key with another body is 422 and writes nothing', async () => {
    const key = { 'idempotency-key': `weld-${Date.now()}-body` };
    const count = async () => (await h.database.db.select({ id: weldLeakEntries.id }).from(weldLeakEntries)).length;
    const first = await call('POST', '/v1/WeldLeaks', MARIA, NEW_ENTRY, key);
    expect(first.status).toBe(201);
    const rows = await count();
    expect(await call('POST', '/v1/WeldLeaks', MARIA, NEW_ENTRY, key)).toEqual(first);
    const changed = await call('POST', '/v1/WeldLeaks', MARIA, { ...NEW_ENTRY, cell: 'Cell 9' }, key);
    expect(changed.status).toBe(422);
    expect(changed.json.error.code).toBe('idempotency-key-body-differs');
    expect(await count()).toBe(rows);
  });

  it('refuses an Idempotency-Key used for another call', async () => {
    const key = { 'idempotency-key': `weld-${Date.now()}-reuse` };
    expect((await call('POST', '/v1/WeldLeaks', MARIA, NEW_ENTRY, key)).status).toBe(201);
    const other = await call('POST', '/v1/WeldLeaks/1/Close', MARIA, undefined, key);
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('idempotency-key-reused');
  });
}

describe('weld leak repair API on PGlite', () => {
  defineWeldLeakSuite(undefined);
});

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('weld leak repair API on PostgreSQL', () => {
  defineWeldLeakSuite(postgresUrl);
});
