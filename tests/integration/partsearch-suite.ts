import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { definePartFilesTests } from './partsearch-files';
import { definePartWordsTests } from './partsearch-words';

const TOM = 'bgtwilson@example.com'; // Search, Bowling Green
const SAM = 'shnoaccess@example.com'; // no application at all
const CYL = 'CYL-3015-048CL'; // a generated family: 3.00 bore, 1.50 rod, 48 stroke, clevis

/**
 * Part search on a fresh seeded database (PGlite when `serverUrl` is undefined, else PostgreSQL): the
 * ranking of the search, the eight-level BOM, where used (also with a cycle in the data), QOH,
 * purchase history and EAU, and who may call.
 */
export function definePartSearchSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });
  const get = (url: string, as = TOM) => h.call('GET', url, as);
  const numbers = (json: { parts: { partNum: string }[] }) => json.parts.map((p) => p.partNum);

  describe('search', () => {
    it('seeds at least 20,000 parts and 2,000 purchase orders, the materials parts kept', async () => {
      const counts = await h.database.db.execute(sql`select (select count(*) from parts)::int as parts,
        (select count(*) from purchase_orders)::int as pos, (select count(*) from parts where part_num = 'TUBE-3.00X.25-DOM')::int as tube`);
      const [row] = (counts as unknown as { rows: { parts: number; pos: number; tube: number }[] }).rows;
      expect(row!.parts).toBeGreaterThanOrEqual(20_000);
      expect(row!.pos).toBe(2_000);
      expect(row!.tube).toBe(1);
    });

    it('puts the exact number first, then numbers that start with the text', async () => {
      const { status, json } = await get(`/v1/PartSearch?q=${CYL.toLowerCase()}&plant=BGOHIO`);
      expect(status).toBe(200);
      expect(numbers(json)[0]).toBe(CYL);
      expect(
        numbers(json)
          .slice(1, 10)
          .every((n) => n.startsWith(`${CYL}-`)),
      ).toBe(true);
    });

    it('finds a fragment of the description, every word, best match first, with the unit and on hand', async () => {
      const { json } = await get('/v1/PartSearch?q=seal%20kit%203.00&plant=BGOHIO');
      expect(json.parts[0]).toMatchObject({ partNum: 'SEAL-KIT-300', description: 'Seal kit, 3.00 bore', uom: 'EA', source: 'P' });
      expect(json.parts[0].onHand).toBeGreaterThan(0);
      const chrome = await get('/v1/PartSearch?q=chrome%20plated%201.50%20x%2053.50');
      expect(numbers(chrome.json)).toContain('CYL-3015-048CL-RCH');
      expect(chrome.json.parts.every((p: { description: string }) => /chrome plated, 1\.50/.test(p.description))).toBe(true);
    });

    it('finds a part number typed without its hyphens or with spaces, the exact number first', async () => {
      const hyphenated = numbers((await get('/v1/PartSearch?q=CYL-2010&plant=BGOHIO')).json);
      expect(hyphenated.length).toBeGreaterThan(0);
      expect(hyphenated.every((n) => n.startsWith('CYL-2010-'))).toBe(true);
      expect(numbers((await get('/v1/PartSearch?q=CYL2010&plant=BGOHIO')).json)).toEqual(hyphenated);
      for (const typed of ['cyl 2010 24', 'CYL201024', 'cyl2010-24']) {
        const { json } = await get(`/v1/PartSearch?q=${encodeURIComponent(typed)}&plant=BGOHIO`);
        expect(numbers(json)[0], typed).toBe('CYL-2010-24');
      }
      expect(numbers((await get('/v1/PartSearch?q=seal%20kit200')).json)[0]).toBe('SEAL-KIT-200');
    });

    it('ignores accents and case', async () => {
      const plain = numbers((await get('/v1/PartSearch?q=junta%20torica%203.00')).json);
      expect(plain).toContain('ORING-3.00');
      expect(numbers((await get(`/v1/PartSearch?q=${encodeURIComponent('JUNTA TÓRICA 3.00')}`)).json)).toEqual(plain);
    });

    it('forgives a misspelling', async () => {
      const { json } = await get('/v1/PartSearch?q=nameplte%20stainles');
      expect(numbers(json)[0]).toBe('TAG-NAMEPLATE');
    });

    it('refuses an empty text next to its field, and a caller without the application before reading what was sent', async () => {
      const empty = await get('/v1/PartSearch?q=%20');
      expect(empty.status).toBe(400);
      expect(empty.json.error.fields.map((f: { field: string }) => f.field)).toContain('q');
      const sam = await get('/v1/PartSearch?q=', SAM);
      expect(sam.status).toBe(403);
      expect(sam.json.error.code).toBe('no-application');
      expect((await get('/v1/PartSearch/NO-SUCH-PART/Bom')).json.error.code).toBe('part-not-found');
    });
  });

  describe('bill of materials and where used', () => {
    it('explodes eight levels in tree order, extended for the quantity asked', async () => {
      const { status, json } = await get(`/v1/PartSearch/${CYL}/Bom?qty=2&plant=BGOHIO`);
      expect(status).toBe(200);
      expect(Math.max(...json.rows.map((r: { level: number }) => r.level))).toBe(7);
      const bar = json.rows.find((r: { partNum: string }) => r.partNum === 'BAR-1.50-1045');
      expect(bar).toMatchObject({ level: 7, qtyPer: 53.75, extQty: 107.5, uom: 'IN', source: 'P', hasChildren: false, cycle: false });
      expect(bar.path).toEqual([CYL, `${CYL}-RDA`, `${CYL}-ROD`, `${CYL}-RMC`, `${CYL}-RCH`, `${CYL}-RHT`, `${CYL}-RCT`]);
      // Tree order: each row follows its parent.
      json.rows.forEach((r: { level: number; path: string[] }, i: number) => {
        if (r.level > 1) expect(json.rows.slice(0, i).some((p: { partNum: string }) => p.partNum === r.path.at(-1))).toBe(true);
      });
      expect(json.cycles).toBe(0);
    });

    it('answers parents, final parts and the whole tree up', async () => {
      const rct = `${CYL}-RCT`;
      const parents = (await get(`/v1/PartSearch/${rct}/WhereUsed?mode=parents`)).json;
      expect(parents.rows.map((r: { partNum: string }) => r.partNum)).toEqual([`${CYL}-RHT`]);
      const final = (await get(`/v1/PartSearch/${rct}/WhereUsed?mode=final`)).json;
      expect(final.rows).toEqual([expect.objectContaining({ partNum: CYL, level: 6, final: true })]);
      const combo = (await get(`/v1/PartSearch/${rct}/WhereUsed`)).json;
      expect(combo.rows.map((r: { partNum: string }) => r.partNum)).toEqual([
        `${CYL}-RHT`,
        `${CYL}-RCH`,
        `${CYL}-RMC`,
        `${CYL}-ROD`,
        `${CYL}-RDA`,
        CYL,
      ]);
    });

    it('detects a cycle in bad data, marks it and never loops', async () => {
      // The hardened rod made of its own rod assembly: RDA > ROD > RMC > RCH > RHT > RDA.
      await h.database.db.execute(
        sql`insert into bom_lines (parent_part, seq, child_part, qty_per) values (${`${CYL}-RHT`}, 99, ${`${CYL}-RDA`}, 1)`,
      );
      try {
        const bom = (await get(`/v1/PartSearch/${CYL}/Bom`)).json;
        expect(bom.cycles).toBe(1);
        expect(bom.rows.find((r: { cycle: boolean }) => r.cycle)).toMatchObject({ partNum: `${CYL}-RDA`, level: 6 });
        const used = (await get(`/v1/PartSearch/${CYL}-RCH/WhereUsed`)).json;
        expect(used.cycles).toBe(1);
        expect(used.rows.find((r: { cycle: boolean }) => r.cycle)).toMatchObject({ partNum: `${CYL}-RCH` });
        const final = (await get(`/v1/PartSearch/${CYL}-RCH/WhereUsed?mode=final`)).json;
        expect(final.rows.map((r: { partNum: string }) => r.partNum)).toContain(CYL);
      } finally {
        await h.database.db.execute(sql`delete from bom_lines where parent_part = ${`${CYL}-RHT`} and seq = 99`);
      }
    });
  });

  describe('on hand, purchases and usage', () => {
    it('answers on hand by plant and place, and the purchase history with its price trend', async () => {
      const qoh = (await get('/v1/PartSearch/TUBE-3.00X.25-DOM/OnHand')).json;
      expect(qoh.plants).toHaveLength(4);
      expect(qoh.places.some((p: { heatNum: string }) => /^H2[45]-/.test(p.heatNum))).toBe(true);
      expect(qoh.transactions.length).toBeGreaterThan(0);
      const history = (await get('/v1/PartSearch/SEAL-KIT-300/PurchaseHistory')).json;
      expect(history.lines.length).toBeGreaterThan(0);
      const dates = history.lines.map((l: { orderDate: string }) => l.orderDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(history.lines[0]).toMatchObject({ vendorId: 'V1004', vendorName: 'Sealtec Fluid Power' });
      expect(history.trend.map((t: { quarter: string }) => t.quarter)).toEqual(
        [...history.trend.map((t: { quarter: string }) => t.quarter)].sort(),
      );
      expect(new Date(dates[0]).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it("shows one on hand in a part's header and its table, its revision, and a shortage when open demand exceeds it", async () => {
      const qoh = (await get('/v1/PartSearch/SEAL-KIT-200/OnHand?plant=BGOHIO')).json;
      const bg = qoh.plants.find((p: { plant: string }) => p.plant === 'BGOHIO').quantity;
      expect(bg).toBeGreaterThan(0);
      expect(qoh.part).toMatchObject({ partNum: 'SEAL-KIT-200', revision: 'C', onHand: bg });
      for (const view of ['', '/Bom', '/WhereUsed', '/PurchaseHistory']) {
        expect((await get(`/v1/PartSearch/SEAL-KIT-200${view}?plant=BGOHIO`)).json, view).toMatchObject(
          view === '' ? { onHand: bg } : { part: { onHand: bg } },
        );
      }
      const db = h.database.db;
      await db.execute(sql`insert into parts (part_num, description, uom, revision) values ('SHORT-TEST-1', 'Wiper, 2.00 rod', 'EA', 'D')`);
      await db.execute(sql`insert into jobs (job_num, plant_id, part_num, quantity, status, due_date) values
        ('SHORT-1', 'BGOHIO', 'SHORT-TEST-1', 1, 'in progress', current_date)`);
      await db.execute(sql`insert into job_assemblies (job_num, assembly_seq, part_num) values ('SHORT-1', 0, 'SHORT-TEST-1')`);
      await db.execute(sql`insert into job_materials (job_num, assembly_seq, mtl_seq, part_num, required_qty, issued_qty) values
        ('SHORT-1', 0, 10, 'SHORT-TEST-1', 12, 2)`);
      expect((await get('/v1/PartSearch/SHORT-TEST-1?plant=BGOHIO')).json).toMatchObject({
        revision: 'D',
        onHand: 0,
        openDemand: 10,
        short: true,
      });
      // Another plant has no demand for it: not short there.
      expect((await get('/v1/PartSearch/SHORT-TEST-1?plant=MfgSys')).json).toMatchObject({ openDemand: 0, short: false });
    });

    it('estimates annual usage from the last twelve months of issues and what open jobs still need', async () => {
      const db = h.database.db;
      await db.execute(sql`insert into parts (part_num, description, uom) values ('EAU-TEST-1', 'Grease fitting, 1/8 NPT', 'EA')`);
      await db.execute(sql`insert into material_ledger (tran_type, at, username, plant_id, part_num, quantity) values
        ('ISSUE', now() - interval '13 months', 'x@example.com', 'BGOHIO', 'EAU-TEST-1', 100),
        ('ISSUE', now() - interval '11 months', 'x@example.com', 'BGOHIO', 'EAU-TEST-1', 7),
        ('ISSUE', now() - interval '2 days', 'x@example.com', 'BGOHIO', 'EAU-TEST-1', 5),
        ('ISSUE', now() - interval '2 days', 'x@example.com', 'MfgSys', 'EAU-TEST-1', 40),
        ('MOVE', now() - interval '1 day', 'x@example.com', 'BGOHIO', 'EAU-TEST-1', 1000)`);
      await db.execute(sql`insert into jobs (job_num, plant_id, part_num, quantity, status, due_date) values
        ('EAU-1', 'BGOHIO', 'EAU-TEST-1', 1, 'in progress', current_date), ('EAU-2', 'BGOHIO', 'EAU-TEST-1', 1, 'complete', current_date)`);
      await db.execute(
        sql`insert into job_assemblies (job_num, assembly_seq, part_num) values ('EAU-1', 0, 'EAU-TEST-1'), ('EAU-2', 0, 'EAU-TEST-1')`,
      );
      await db.execute(sql`insert into job_materials (job_num, assembly_seq, mtl_seq, part_num, required_qty, issued_qty) values
        ('EAU-1', 0, 10, 'EAU-TEST-1', 10, 4), ('EAU-2', 0, 10, 'EAU-TEST-1', 50, 0)`);
      const bg = (await get('/v1/PartSearch/EAU-TEST-1/Eau?plant=BGOHIO')).json;
      expect(bg).toMatchObject({ plant: 'BGOHIO', usage12: 12, openDemand: 6, eau: 18 });
      expect(bg.months).toHaveLength(2);
      expect(bg.openJobs).toEqual([{ jobNum: 'EAU-1', plant: 'BGOHIO', remaining: 6 }]);
      expect((await get('/v1/PartSearch/EAU-TEST-1/Eau')).json).toMatchObject({ plant: null, usage12: 52, eau: 58 });
    });
  });
  definePartFilesTests(() => h);
  definePartWordsTests(() => h);
}
