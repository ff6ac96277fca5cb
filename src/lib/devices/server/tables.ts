import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { plants } from '@/lib/server/db/schema/plants';

/**
 * A device an administrator approved (wall board or time clock kiosk): its identity at the identity
 * provider is `device:<id>`, its credential the grant `grant_id`; revoking sets `revoked_at` and ends the grant.
 */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    use: text('use', { enum: ['board', 'kiosk'] }).notNull(),
    /** The info board playlist a board shows; null: the plant's day by hour. */
    playlistId: integer('playlist_id'),
    approvedBy: text('approved_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    grantId: text('grant_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    version: text('version'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('devices_plant_idx').on(t.plantId)],
);
