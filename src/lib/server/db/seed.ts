import { sql } from 'drizzle-orm';
import { FEATURES } from '@/lib/server/features';
import type { Database } from './database';

/**
 * Runs every feature's seed in FEATURES order, each in its own transaction under its own advisory lock
 * (instances starting together on one PostgreSQL server seed once); true when any of them wrote.
 */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
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
  return seeded;
}
