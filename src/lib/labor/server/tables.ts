import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';

/** A plant's time zone and pay rule (automatic lunch, overtime thresholds, pay period). */
export const laborPlantRules = pgTable('labor_plant_rules', {
  plantId: text('plant_id')
    .primaryKey()
    .references(() => plants.plantId),
  timeZone: text('time_zone').notNull(),
  autoLunchMinutes: integer('auto_lunch_minutes').notNull(),
  autoLunchAfterMinutes: integer('auto_lunch_after_minutes').notNull(),
  /** Null: overtime is counted by the week only. */
  dailyOtMinutes: integer('daily_ot_minutes'),
  weeklyOtMinutes: integer('weekly_ot_minutes').notNull(),
  /** The first day of one pay period; the others follow every `payPeriodDays`. */
  payPeriodAnchor: date('pay_period_anchor').notNull(),
  payPeriodDays: integer('pay_period_days').notNull(),
});

/** A plant's shift (1 first, 2 second, 3 third) by local minute of the day; an end before the start crosses midnight. */
export const laborShifts = pgTable(
  'labor_shifts',
  {
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    shift: integer('shift').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.shift] }), check('labor_shift_number', sql`${t.shift} between 1 and 3`)],
);

/**
 * What labor knows of an employee besides the directory: department, the kiosk PIN (salted hash), and
 * the wrong PINs typed in a row at a kiosk with the lockout they led to.
 */
export const laborEmployees = pgTable('labor_employees', {
  empId: integer('emp_id')
    .primaryKey()
    .references(() => employees.empId, { onDelete: 'cascade' }),
  department: text('department').notNull(),
  pinHash: text('pin_hash'),
  pinFailures: integer('pin_failures').notNull().default(0),
  pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
});

/** The first columns of a row an employee made at a plant (a punch, an absence, a job line): its id, who, and where. */
const employeeAtPlant = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  empId: integer('emp_id')
    .notNull()
    .references(() => employees.empId),
  plantId: text('plant_id')
    .notNull()
    .references(() => plants.plantId),
});

/**
 * One punch. `madeAt` is when the employee made it (a kiosk's offline punch arrives later, `receivedAt`);
 * `key` makes a resent punch the same punch; a supervisor's fix is a new row naming the one it replaces.
 */
export const laborPunches = pgTable(
  'labor_punches',
  {
    ...employeeAtPlant(),
    kind: text('kind', { enum: ['in', 'lunch-out', 'lunch-in', 'out'] }).notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day the shift started on (a shift over midnight belongs to its start day). */
    workDate: date('work_date').notNull(),
    shift: integer('shift').notNull(),
    key: text('key').notNull(),
    source: text('source', { enum: ['self', 'kiosk', 'supervisor'] }).notNull(),
    deviceId: text('device_id'),
    replacesId: integer('replaces_id').references((): AnyPgColumn => laborPunches.id),
    note: text('note'),
    /** Who recorded it when not the employee (a supervisor's fix). */
    byEmpId: integer('by_emp_id'),
  },
  (t) => [
    check('labor_punch_kind', sql`${t.kind} in ('in', 'lunch-out', 'lunch-in', 'out')`),
    check('labor_punch_source', sql`${t.source} in ('self', 'kiosk', 'supervisor')`),
    check('labor_fix_has_note', sql`${t.replacesId} is null or ${t.note} is not null`),
    uniqueIndex('labor_punch_key').on(t.key),
    uniqueIndex('labor_punch_replaced_once').on(t.replacesId),
    index('labor_punch_emp_made').on(t.empId, t.madeAt),
    index('labor_punch_plant_day').on(t.plantId, t.workDate),
  ],
);

/** An employee's day (by its start day): its shift, lateness and approval. Approved days are closed. */
export const laborDays = pgTable(
  'labor_days',
  {
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    workDate: date('work_date').notNull(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    shift: integer('shift').notNull(),
    tardyMinutes: integer('tardy_minutes').notNull().default(0),
    status: text('status', { enum: ['open', 'approved'] })
      .notNull()
      .default('open'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empId, t.workDate] }),
    check('labor_day_status', sql`${t.status} in ('open', 'approved')`),
    index('labor_day_plant_status').on(t.plantId, t.status, t.workDate),
  ],
);

/** A call off (one shift, before it starts), an absence notice (future days) or a tardy record. */
export const laborAbsences = pgTable(
  'labor_absences',
  {
    ...employeeAtPlant(),
    kind: text('kind', { enum: ['call-off', 'absence', 'tardy'] }).notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    shift: integer('shift'),
    /** Minutes late, for a tardy record. */
    minutes: integer('minutes'),
    reason: text('reason').notNull(),
    note: text('note'),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('labor_absence_kind', sql`${t.kind} in ('call-off', 'absence', 'tardy')`),
    check('labor_absence_dates', sql`${t.fromDate} <= ${t.toDate}`),
    index('labor_absence_plant_dates').on(t.plantId, t.fromDate),
    index('labor_absence_emp').on(t.empId, t.fromDate),
  ],
);

/**
 * A supervisor's saved view of the absence calendar (a plant and the kinds it shows) and who may use it:
 * everyone who approves labor, only its owner, or one user group (with the owner).
 */
export const laborCalendarViews = pgTable(
  'labor_calendar_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** A plant id, or 'All'. */
    plant: text('plant').notNull(),
    /** The kinds shown, comma separated ('call-off,absence,tardy'). */
    kinds: text('kinds').notNull(),
    audience: text('audience', { enum: ['supervisors', 'owner', 'group'] })
      .notNull()
      .default('supervisors'),
    groupId: integer('group_id'),
    ownerEmpId: integer('owner_emp_id')
      .notNull()
      .references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('labor_view_audience', sql`${t.audience} in ('supervisors', 'owner', 'group')`),
    check('labor_view_group', sql`(${t.audience} = 'group') = (${t.groupId} is not null)`),
    uniqueIndex('labor_view_name').on(t.ownerEmpId, t.name),
  ],
);

/**
 * Labor reported on a job operation: who worked on which job, assembly and operation of their day, from
 * when to when, and the quantity they completed (hours follow from the times).
 */
export const laborJobLines = pgTable(
  'labor_job_lines',
  {
    ...employeeAtPlant(),
    /** The day of the employee's shift (as on their punches). */
    workDate: date('work_date').notNull(),
    jobNum: text('job_num').notNull(),
    assemblySeq: integer('assembly_seq').notNull().default(0),
    oprSeq: integer('opr_seq').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** Who recorded it when not the employee (a supervisor's entry). */
    byEmpId: integer('by_emp_id'),
    key: text('key').notNull(),
  },
  (t) => [
    check('labor_job_line_times', sql`${t.startAt} < ${t.endAt}`),
    check('labor_job_line_quantity', sql`${t.quantity} >= 0`),
    uniqueIndex('labor_job_line_key').on(t.key),
    index('labor_job_line_emp_day').on(t.empId, t.workDate),
    index('labor_job_line_job').on(t.jobNum, t.oprSeq),
  ],
);
