import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGenerations } from '@/lib/server/db/generations';
import { checklistAssets, checklistInspections } from '@/lib/checklist/server/tables';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';
import { nitroCharges } from '@/lib/nitro/server/tables';
import { recordCounts, records, recordViews } from '@/lib/records/engine/server/tables';
import { weldLeakEntries } from '@/lib/weldleak/server/tables';
import { readCounters } from '@/lib/server/perf/counters';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { weldLeakEntry } from './helpers/weld-leak-entry';

const MARIA = 'slmnguyen@example.com'; // Spirit Lake: weld leak repair, nitrogen charge, quality records
const CA = '/v1/Records/CorrectiveAction';

type Row = { id: number; [field: string]: unknown };
type Page = { items: Row[]; total: number };

/**
 * The lists kept in memory (weld leaks and their Pareto, nitrogen charges, a record type's list and a
 * person's saved views): a warm list costs no query (one for the counters on PostgreSQL), and any change
 * of what a list shows, by the API, by another instance or by hand in SQL, is on the very next call.
 */
function defineListCachesSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl, { countSql: true });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = async (url: string, call: ApiHarness['call'] = h.call) => {
    const answer = await call('GET', url, MARIA);
    expect(answer.status, url).toBe(200);
    return answer.json;
  };
  const gen = async (topic: string) => Number((await readGenerations(h.database.db)).get(topic));

  it('raises each list topic with every change of a table its lists show', async () => {
    const { db } = h.database;
    const writes: [string, string, () => Promise<unknown>][] = [
      [
        'weldLeaks',
        'weld_leak_entries',
        () =>
          db
            .update(weldLeakEntries)
            .set({ cell: sql`cell` })
            .where(eq(weldLeakEntries.id, -1)),
      ],
      [
        'weldLeaks',
        'plants',
        () =>
          db
            .update(plants)
            .set({ plantName: sql`plant_name` })
            .where(eq(plants.plantId, 'none')),
      ],
      [
        'weldLeaks',
        'employees',
        () =>
          db
            .update(employees)
            .set({ lastName: sql`last_name` })
            .where(eq(employees.empId, -1)),
      ],
      ['nitroCharges', 'nitro_charges', () => db.delete(nitroCharges).where(eq(nitroCharges.id, -1))],
      [
        'nitroCharges',
        'employees',
        () =>
          db
            .update(employees)
            .set({ lastName: sql`last_name` })
            .where(eq(employees.empId, -1)),
      ],
      [
        'records',
        'records',
        () =>
          db
            .update(records)
            .set({ title: sql`title` })
            .where(eq(records.id, -1)),
      ],
      ['records', 'record_counts', () => db.delete(recordCounts).where(eq(recordCounts.type, 'none'))],
      [
        'records',
        'employees',
        () =>
          db
            .update(employees)
            .set({ lastName: sql`last_name` })
            .where(eq(employees.empId, -1)),
      ],
      ['recordViews', 'record_views', () => db.delete(recordViews).where(eq(recordViews.id, -1))],
      ['checklistAssets', 'checklist_assets', () => db.delete(checklistAssets).where(eq(checklistAssets.assetNumber, 'none'))],
      ['checklistAssets', 'checklist_inspections', () => db.delete(checklistInspections).where(eq(checklistInspections.id, -1))],
      [
        'checklistAssets',
        'employees',
        () =>
          db
            .update(employees)
            .set({ lastName: sql`last_name` })
            .where(eq(employees.empId, -1)),
      ],
    ];
    for (const [topic, table, write] of writes) {
      const before = await gen(topic);
      await write();
      expect(await gen(topic), `${topic} on ${table}`).toBe(before + 1);
    }
  });

  it('answers each list again, warm, with no query (one for the counters on PostgreSQL)', async () => {
    for (const url of [
      '/v1/WeldLeaks?plant=SPIRITLA',
      '/v1/WeldLeaks/Pareto?plant=SPIRITLA',
      '/v1/NitrogenCharges?plant=SPIRITLA',
      `${CA}?plant=SPIRITLA`,
      `${CA}/Views`,
      '/v1/Checklists/Assets?app=hoist&plant=SPIRITLA',
    ]) {
      const first = await get(url);
      const before = readCounters().sql;
      expect(await get(url), url).toEqual(first);
      // PGlite keeps the counters in memory (every change is made in this process); PostgreSQL reads them.
      expect(readCounters().sql - before, url).toBe(serverUrl ? 1 : 0);
    }
  });

  it('shows a weld leak entry changed, added or renamed by hand in SQL, and one recorded, on the next call', async () => {
    const { db } = h.database;
    const url = '/v1/WeldLeaks?plant=SPIRITLA&pageSize=5';
    const first: Page = await get(url);
    const top = first.items[0]!;
    await db.update(weldLeakEntries).set({ cylinderNumber: 'SPHAND001' }).where(eq(weldLeakEntries.id, top.id));
    expect((await get(url)).items[0].cylinderNumber).toBe('SPHAND001');
    await db
      .update(weldLeakEntries)
      .set({ cylinderNumber: top['cylinderNumber'] as string })
      .where(eq(weldLeakEntries.id, top.id));
    expect(await get(url)).toEqual(first);

    // A person's and a plant's names the rows show (each change after a warm read).
    const [creator] = await db
      .select()
      .from(employees)
      .where(sql`first_name || ' ' || last_name = ${top['createdBy'] as string}`);
    await db.update(employees).set({ lastName: 'Renamed' }).where(eq(employees.empId, creator!.empId));
    expect((await get(url)).items[0].createdBy).toBe(`${creator!.firstName} Renamed`);
    await db.update(employees).set({ lastName: creator!.lastName }).where(eq(employees.empId, creator!.empId));
    expect(await get(url)).toEqual(first);
    await db.update(plants).set({ plantName: 'Spirit Lake (by hand)' }).where(eq(plants.plantId, 'SPIRITLA'));
    expect((await get(url)).items[0].plantName).toBe('Spirit Lake (by hand)');
    await db
      .update(plants)
      .set({ plantName: top['plantName'] as string })
      .where(eq(plants.plantId, 'SPIRITLA'));
    expect(await get(url)).toEqual(first);

    const pareto = await get('/v1/WeldLeaks/Pareto?plant=SPIRITLA');
    const entry = weldLeakEntry('SPIRITLA', '219604-1', { cylinderNumber: 'SP0999777', quantity: 3 });
    const made = await h.call('POST', '/v1/WeldLeaks', MARIA, entry, { 'idempotency-key': randomUUID() });
    expect(made.status).toBe(201);
    const after: Page = await get(url);
    expect(after.total).toBe(first.total + 1);
    expect(after.items.map((e) => e.cylinderNumber)).toContain('SP0999777');
    expect((await get('/v1/WeldLeaks/Pareto?plant=SPIRITLA')).total).toBe(pareto.total + 3);
  });

  it('shows a nitrogen charge changed, added or removed by hand in SQL on the next call', async () => {
    const { db } = h.database;
    const url = '/v1/NitrogenCharges?plant=SPIRITLA&pageSize=5';
    const first: Page = await get(url);
    const top = first.items[0]!;
    await db.update(nitroCharges).set({ jobNumber: 'HAND-01' }).where(eq(nitroCharges.id, top.id));
    expect((await get(url)).items[0].jobNumber).toBe('HAND-01');
    await db
      .update(nitroCharges)
      .set({ jobNumber: top['jobNumber'] as string })
      .where(eq(nitroCharges.id, top.id));
    expect(await get(url)).toEqual(first);
    const [copy] = await db.select().from(nitroCharges).where(eq(nitroCharges.id, top.id));
    const { id: _id, ...columns } = copy!;
    const [added] = await db
      .insert(nitroCharges)
      .values({ ...columns, serialNumber: 'N2-HAND01', at: new Date() })
      .returning({ id: nitroCharges.id });
    const listed: Page = await get(url);
    expect(listed.total).toBe(first.total + 1);
    expect(listed.items[0]).toMatchObject({ id: added!.id, serialNumber: 'N2-HAND01' });
    await db.delete(nitroCharges).where(eq(nitroCharges.id, added!.id));
    expect(await get(url)).toEqual(first);
  });

  it('shows a record opened, a record changed by hand and a view saved on the next call', async () => {
    const { db } = h.database;
    const url = `${CA}?plant=SPIRITLA&pageSize=5`;
    const first = await get(url);
    const opened = await h.call(
      'POST',
      CA,
      MARIA,
      { plant: 'SPIRITLA', subject: 'Rod seal leak at test', champion: 2001, problem: 'Seals leak', team: [] },
      { 'idempotency-key': randomUUID() },
    );
    expect(opened.status).toBe(201);
    const after = await get(url);
    expect(after.total).toBe(first.total + 1);
    expect(after.items[0].id).toBe(opened.json.id);
    expect(after.counts.open).toBe((first.counts.open ?? 0) + 1);
    await db.update(records).set({ title: 'Retitled by hand' }).where(eq(records.id, opened.json.id));
    expect((await get(url)).items[0].title).toBe('Retitled by hand');

    const views = await get(`${CA}/Views`);
    const saved = await h.call('PUT', `${CA}/Views`, MARIA, { name: `Mine ${randomUUID().slice(0, 6)}`, query: { mine: 'true' } });
    expect(saved.status).toBeLessThan(300);
    expect((await get(`${CA}/Views`)).length).toBe(views.length + 1);
    await db.delete(recordViews).where(eq(recordViews.id, saved.json.id));
    expect(await get(`${CA}/Views`)).toEqual(views);
  });

  it('shows an asset taken out of service by hand in SQL on the next call', async () => {
    const { db } = h.database;
    const url = '/v1/Checklists/Assets?app=hoist&plant=SPIRITLA';
    const first: { assetNumber: string; outOfService: boolean; description: string }[] = await get(url);
    const asset = first[0]!;
    await db.update(checklistAssets).set({ description: 'Hoist (by hand)' }).where(eq(checklistAssets.assetNumber, asset.assetNumber));
    expect((await get(url))[0].description).toBe('Hoist (by hand)');
    await db.update(checklistAssets).set({ description: asset.description }).where(eq(checklistAssets.assetNumber, asset.assetNumber));
    expect(await get(url)).toEqual(first);
  });

  it.skipIf(!serverUrl)('shows an entry and a record written through another instance on the next call', async () => {
    const other = await h.secondInstance();
    const url = '/v1/WeldLeaks?plant=SPIRITLA&pageSize=5';
    const first: Page = await get(url);
    const entry = weldLeakEntry('SPIRITLA', '219604-1', { cylinderNumber: 'SP0999888' });
    expect((await other.call('POST', '/v1/WeldLeaks', MARIA, entry, { 'idempotency-key': randomUUID() })).status).toBe(201);
    expect((await get(url)).total).toBe(first.total + 1);
    const records = await get(`${CA}?plant=SPIRITLA`);
    const body = { plant: 'SPIRITLA', subject: 'Gland nut torque', champion: 2001, problem: 'Loose', team: [] };
    expect((await other.call('POST', CA, MARIA, body, { 'idempotency-key': randomUUID() })).status).toBe(201);
    expect((await get(`${CA}?plant=SPIRITLA`)).total).toBe(records.total + 1);
  });
}

/** The list caches' suite on one database (`serverUrl`: PostgreSQL; none: PGlite). */
export function describeListCaches(name: string, serverUrl: string | undefined, skip = false): void {
  describe.skipIf(skip)(`list caches on ${name}`, () => defineListCachesSuite(serverUrl));
}
