import { sql } from 'drizzle-orm';
import { FEATURES } from '@/lib/server/features';
import type { Database } from './database';
import { applyTopicTriggers } from './topics';

/**
 * Makes the cache-topic triggers the features declare (topics.ts), then runs every feature's seed in FEATURES order, each in its own transaction under its own advisory lock
 * (instances starting together on one PostgreSQL server seed once), then every feature's `sync` (on every
 * start, into a database that exists already); true when any seed wrote.
 */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  await applyTopicTriggers(db, FEATURES);
  let seeded = false;
  for (const feature of FEATURES) {
    const seed = feature.seed;
    if (!seed) continue;
    const wrote = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apps-seed:${feature.name}`}))`);
      return seed(tx, now);
    });
    seeded ||= wrote;
  }
  // Every start, seeded or not: what the code declares reaches a database made by an older version.
  for (const feature of FEATURES) {
    const sync = feature.sync;
    if (!sync) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apps-sync:${feature.name}`}))`);
      await sync(tx);
    });
  }
  return seeded;
}
