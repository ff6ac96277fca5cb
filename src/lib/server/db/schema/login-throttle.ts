import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account ('account:<e-mail>') and per client address ('address:<ip>'), shared by
 * every instance on the database; a row is forgotten a day after its last failure.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  /** Failures in a row since the last success (or since the counts went stale). */
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** No attempt is checked before this moment; null while the free attempts last. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
