import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The answer of a write sent with an Idempotency-Key, so a retried request answers the same and writes nothing. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** The caller's username: two people's keys never collide. */
    username: text('username').notNull(),
    key: text('key').notNull(),
    /** METHOD and path of the first request; the same key on another call is refused. */
    request: text('request').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    /** SHA-256 of the first request's body: the same key sent with another body is refused (422), never answered as the first. */
    bodyHash: text('body_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.key] })],
);
