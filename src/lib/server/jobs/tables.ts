import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: who holds its lease until when (so a job runs on one instance at a time
 * across several), and how its last run went.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The instance (and run) holding the lease; empty when no run ever claimed it. */
  holder: text('holder').notNull().default(''),
  /** Until when the holder may run; after it another instance may claim (a crashed run does not block forever). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** 'ok' | 'failed' | null before the first run. */
  lastStatus: text('last_status'),
});
