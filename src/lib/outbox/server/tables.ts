import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Writes that were kept on a device and sent later (they carried Made-At): when each was made there and
 * when it arrived, by the caller and the write's Idempotency-Key (a retry adds nothing).
 */
export const outboxArrivals = pgTable(
  'outbox_arrivals',
  {
    username: text('username').notNull(),
    key: text('key').notNull(),
    /** METHOD and path of the write. */
    request: text('request').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.key] })],
);
