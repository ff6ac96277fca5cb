import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '@/lib/server/db/database';
import { applyTopicTriggers, declaredTriggers } from '@/lib/server/db/topics';
import { defineFeature } from '@/lib/server/feature';
import { FEATURES } from '@/lib/server/features';
import { nitroCharges } from '@/lib/nitro/server/tables';
import { openSeededDatabase, type SeededDatabase } from './helpers/seeded-database';

// The cache-topic triggers are made from the features' declarations at start (src/lib/server/db/topics.ts).
describe('cache-topic triggers from the declarations', () => {
  let seeded: SeededDatabase;
  let database: AppDatabase;
  beforeAll(async () => {
    seeded = await openSeededDatabase(undefined);
    database = seeded.database;
  }, 300_000);
  afterAll(async () => {
    await seeded?.close();
  });

  const rows = async <R>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
  const triggers = async () =>
    (
      await rows<{ name: string }>(
        sql`select c.relname || ' ' || t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgfoid = 'apps_bump_generation'::regproc order by 1`,
      )
    ).map((r) => r.name);

  it('the database holds exactly the declared triggers, and a start with nothing changed changes nothing', async () => {
    const declared = declaredTriggers(FEATURES).map((t) => `${t.table} ${t.topic}_generation`);
    expect(await triggers()).toEqual([...declared].sort());
    expect(await applyTopicTriggers(database.db, FEATURES)).toBe(0);
  });

  it('brings back a trigger dropped by hand, adds a declared topic with its counter, and drops an undeclared one', async () => {
    await database.db.execute(sql`drop trigger "notifications_generation" on "notifications"`);
    expect(await applyTopicTriggers(database.db, FEATURES)).toBe(1);
    expect(await triggers()).toContain('notifications notifications_generation');

    const withNitro = [...FEATURES, defineFeature({ name: 'probe', topics: { nitro: { tables: [nitroCharges] } } })];
    expect(await applyTopicTriggers(database.db, withNitro)).toBe(1);
    const gen = async () =>
      (await rows<{ gen: string }>(sql`select gen::text as gen from cache_generations where topic = 'nitro'`))[0]?.gen;
    const before = Number(await gen());
    await database.db.execute(
      sql`update nitro_charges set final_pressure_psi = final_pressure_psi where id = (select min(id) from nitro_charges)`,
    );
    expect(Number(await gen())).toBe(before + 1);

    expect(await applyTopicTriggers(database.db, FEATURES)).toBe(1);
    expect(await triggers()).not.toContain('nitro_charges nitro_generation');
  });
});
