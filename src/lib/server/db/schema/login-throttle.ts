import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts counted per key (`pair:<e-mail>|<ip>`, `account:<e-mail>`, `address:<ip>`), and the
 * addresses each account signed in from (`known:<e-mail>|<ip>`), shared by every instance on the
 * database (src/lib/server/idp/login-limiter.ts); counts are forgotten a day after their last attempt,
 * familiar addresses 30 days after their last sign-in.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  /** Attempts counted since the last success (or since the counts went stale); 0 for a `known:` row. */
  failures: integer('failures').notNull(),
  /** The last counted attempt; for a `known:` row, the last sign-in from there. */
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** No attempt is checked before this moment; null while the free attempts last. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
