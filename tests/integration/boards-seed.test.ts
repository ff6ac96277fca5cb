import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant, localTime } from '@/lib/labor/time';
import { plantZone } from '@/lib/plants/plant-time';
import { weekByResource } from '@/lib/boards/server/desk-store';
import { seedBoardsIfEmpty } from '@/lib/boards/server/seed';
import { dbhHours, dbhReasons, dbhResources } from '@/lib/boards/server/tables';
import { openSeededDatabase, type SeededDatabase } from './helpers/seeded-database';

// The day by hour's demo data is seeded for the moment of seeding: a database seeded in a shift's first
// hour (06:05 at Spirit Lake) must still give the manager's week something to show.
describe('the day by hour demo data', () => {
  let seeded: SeededDatabase;
  beforeAll(async () => {
    seeded = await openSeededDatabase(undefined);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it('seeded in the first minutes of a shift, the manager week still shows each resource its days, and nothing after now', async () => {
    const { db } = seeded.database;
    const zone = plantZone('SPIRITLA');
    const today = localTime(new Date(), zone).date;
    const now = zonedInstant(today, 6 * 60 + 5, zone);
    await db.transaction(async (tx) => {
      await tx.delete(dbhHours);
      await tx.delete(dbhReasons);
      await tx.delete(dbhResources);
      expect(await seedBoardsIfEmpty(tx, now)).toBe(true);
    });
    const week = await weekByResource(db, 'SPIRITLA', now);
    const weld = week.filter((d) => d.code === 'WELD-1');
    expect(weld.length).toBeGreaterThanOrEqual(6);
    expect(weld.every((d) => d.hours > 0 && d.goal > 0)).toBe(true);
    const latest = await db.select({ at: dbhHours.hourStart }).from(dbhHours);
    expect(latest.every((h) => h.at.getTime() + 3_600_000 <= now.getTime())).toBe(true);
  });
});
