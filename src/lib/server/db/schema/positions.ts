import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { plants } from './plants';

/** A position of the company (Welder, Machinist, Maintenance Technician, ...), the same at every plant. */
export const positions = pgTable('positions', {
  positionId: integer('position_id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull().unique(),
});

/** A position a plant is hiring for, in a department, open until it is filled or withdrawn. */
export const openPositions = pgTable(
  'open_positions',
  {
    openPositionId: integer('open_position_id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.positionId),
    departmentId: integer('department_id').references(() => departments.departmentId),
    shift: integer('shift'),
    openings: integer('openings').notNull().default(1),
    openedOn: date('opened_on').notNull(),
    status: text('status', { enum: ['open', 'filled', 'withdrawn'] })
      .notNull()
      .default('open'),
  },
  (t) => [check('open_positions_openings', sql`${t.openings} > 0`), index('open_positions_plant').on(t.plantId, t.status)],
);

/** Someone who applied for an open position, and where their application stands. */
export const applicants = pgTable(
  'applicants',
  {
    applicantId: integer('applicant_id').primaryKey().generatedAlwaysAsIdentity(),
    openPositionId: integer('open_position_id')
      .notNull()
      .references(() => openPositions.openPositionId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    textConsent: timestamp('text_consent', { withTimezone: true }),
    appliedOn: date('applied_on').notNull(),
    status: text('status', { enum: ['new', 'screening', 'interview', 'offer', 'hired', 'declined'] })
      .notNull()
      .default('new'),
  },
  (t) => [index('applicants_open_position').on(t.openPositionId)],
);
