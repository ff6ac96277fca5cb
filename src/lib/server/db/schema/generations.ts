import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per topic of cached data ('access', 'notifications', ...), raised by a trigger in the
 * same transaction as every change of that topic's tables (migration 0010), so a cache stamped with
 * the counter it read before the data is exact on every instance: see src/lib/server/db/generations.ts.
 */
export const cacheGenerations = pgTable('cache_generations', {
  topic: text('topic').primaryKey(),
  gen: bigint('gen', { mode: 'number' }).notNull(),
});
