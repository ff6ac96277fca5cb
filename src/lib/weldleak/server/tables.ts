import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';

/** A weld leak found at a pressure test, and its repair (spec §3 "Weld leak entry"). */
export const weldLeakEntries = pgTable(
  'weld_leak_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    cylinderNumber: text('cylinder_number').notNull(),
    cell: text('cell').notNull(),
    status: text('status', { enum: ['complete', 'incomplete'] })
      .notNull()
      .default('incomplete'),
    jobNumber: text('job_number').notNull(),
    shift: smallint('shift').notNull(),
    robotOperator: text('robot_operator').notNull(),
    quantity: integer('quantity').notNull(),
    location: text('location').notNull(),
    leakLocation: text('leak_location').notNull(),
    defectType: text('defect_type').notNull(),
    feature: text('feature').notNull(),
    orientation: text('orientation').notNull(),
    repairInitials: text('repair_initials').notNull().default(''),
    repairMinutes: integer('repair_minutes'),
    correctiveAction: text('corrective_action').notNull().default(''),
    comments: text('comments').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => employees.empId),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('weld_leak_status', sql`${t.status} in ('complete', 'incomplete')`),
    check('weld_leak_shift', sql`${t.shift} between 1 and 3`),
    check('weld_leak_closed', sql`(${t.status} = 'complete') = (${t.closedAt} is not null)`),
    index('weld_leak_plant_date').on(t.plantId, t.entryDate.desc(), t.id.desc()),
    index('weld_leak_date').on(t.entryDate.desc(), t.id.desc()),
  ],
);

/** Every change of a weld leak entry: who, when, and each changed field before and after. */
export const weldLeakChanges = pgTable(
  'weld_leak_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => weldLeakEntries.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['create', 'edit', 'close'] }).notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** [{ field, before, after }] */
    changes: jsonb('changes').notNull().$type<{ field: string; before: string; after: string }[]>(),
  },
  (t) => [index('weld_leak_changes_entry').on(t.entryId, t.at)],
);
