import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { OUT_OF_SERVICE_ASSET } from '@/lib/checklist/server/seed';
import { checklistAssets, checklistInspections } from '@/lib/checklist/server/tables';
import { nitroCharges } from '@/lib/nitro/server/tables';
import { weldLeakChanges, weldLeakEntries } from '@/lib/weldleak/server/tables';

// The demo records are dated back from the moment they are seeded. Whatever the hour (before the first
// shift has started too, where a checklist of "today's first shift" would lie in the future), none of them
// is later than that moment, and the demo's out-of-service hoist is out of service on its latest checklist.
describe('the seeded shop-floor records, at any hour of the day', () => {
  let dir: string;
  let database: AppDatabase;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'apps-records-seed-'));
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const moment of ['2026-11-23T00:30:00Z', '2026-11-23T06:07:00Z', '2026-11-23T14:20:00Z', '2026-11-23T23:59:00Z']) {
    it(`seeded at ${moment}, nothing lies after it`, async () => {
      const now = new Date(moment);
      const { db } = database;
      await db.execute(
        sql`truncate weld_leak_entries, weld_leak_changes, nitro_specs, nitro_charges, checklist_assets, checklist_items, checklist_inspections, checklist_answers, checklist_clearances restart identity cascade`,
      );
      await seedIfEmpty(db, now);

      const latest = async (column: Parameters<typeof max>[0], table: Parameters<ReturnType<typeof db.select>['from']>[0]) =>
        ((await db.select({ at: max(column) }).from(table))[0]?.at as Date | null) ?? null;
      const times = [
        await latest(weldLeakEntries.createdAt, weldLeakEntries),
        await latest(weldLeakEntries.closedAt, weldLeakEntries),
        await latest(weldLeakChanges.at, weldLeakChanges),
        await latest(nitroCharges.at, nitroCharges),
        await latest(checklistInspections.at, checklistInspections),
      ];
      for (const at of times) {
        expect(at).toBeInstanceOf(Date);
        expect(at!.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      const today = moment.slice(0, 10);
      const [lastEntry] = await db.select({ entryDate: max(weldLeakEntries.entryDate) }).from(weldLeakEntries);
      expect(lastEntry!.entryDate! <= today).toBe(true);
      const [lastShift] = await db.select({ shiftDate: max(checklistInspections.shiftDate) }).from(checklistInspections);
      expect(lastShift!.shiftDate! <= today).toBe(true);

      const [asset] = await db.select().from(checklistAssets).where(eq(checklistAssets.assetNumber, OUT_OF_SERVICE_ASSET));
      const [last] = await db
        .select()
        .from(checklistInspections)
        .where(eq(checklistInspections.assetNumber, OUT_OF_SERVICE_ASSET))
        .orderBy(desc(checklistInspections.at))
        .limit(1);
      expect(asset).toMatchObject({ outOfService: true, outOfServiceSince: last!.at });
      expect(last!.notOk).toBe(true);
    });
  }
});
