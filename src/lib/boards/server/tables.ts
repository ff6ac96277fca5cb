import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { plants } from '@/lib/server/db/schema/plants';

/** A resource or cell on a plant's day by hour board, with its hourly goal. */
export const dbhResources = pgTable(
  'dbh_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'weld' resources make the welding board (/daybyhour/welding). */
    kind: text('kind', { enum: ['weld', 'machining', 'assembly'] }).notNull(),
    hourlyGoal: integer('hourly_goal').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dbh_resources_plant_idx').on(t.plantId)],
);

/** The reasons a supervisor may give for a missed hour, per plant. */
export const dbhReasons = pgTable('dbh_reasons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  plantId: text('plant_id')
    .notNull()
    .references(() => plants.plantId),
  text: text('text').notNull(),
});

/** One hour of one resource: the quantity claimed, a goal override and the reason for a miss. */
export const dbhHours = pgTable(
  'dbh_hours',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => dbhResources.id),
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    goal: integer('goal'),
    reasonId: integer('reason_id').references(() => dbhReasons.id),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.hourStart] })],
);
