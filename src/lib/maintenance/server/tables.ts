import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';
import { equipment } from '@/lib/plant-data/equipment-tables';
import { PM_INTERVAL_KINDS, VENT_LINES } from '@/lib/maintenance/constants';

/** A maintenance technician of a plant and their craft. */
export const technicians = pgTable('maint_technicians', {
  empId: integer('emp_id')
    .primaryKey()
    .references(() => employees.empId),
  plantId: text('plant_id')
    .notNull()
    .references(() => plants.plantId),
  craft: text('craft', { enum: ['mechanic', 'electrician', 'millwright', 'controls'] }).notNull(),
  active: boolean('active').notNull().default(true),
});

/** The running hours and cycles of a machine, as last read from its counter. */
export const equipmentMeters = pgTable('maint_equipment_meters', {
  equipmentId: text('equipment_id')
    .primaryKey()
    .references(() => equipment.equipmentId, { onUpdate: 'cascade' }),
  hours: integer('hours').notNull().default(0),
  cycles: integer('cycles').notNull().default(0),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A preventive maintenance schedule: a task on a machine every N days, running hours or cycles. */
export const pmSchedules = pgTable(
  'maint_pm_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipmentId: text('equipment_id')
      .notNull()
      .references(() => equipment.equipmentId, { onUpdate: 'cascade' }),
    task: text('task').notNull(),
    intervalKind: text('interval_kind', { enum: PM_INTERVAL_KINDS }).notNull(),
    intervalValue: integer('interval_value').notNull(),
    /** The day the last work order of this schedule was done (days), and the meter reading then (hours, cycles). */
    lastDoneOn: date('last_done_on', { mode: 'string' }).notNull(),
    lastDoneMeter: integer('last_done_meter').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('maint_pm_interval_positive', sql`${t.intervalValue} > 0`), index('maint_pm_equipment').on(t.equipmentId)],
);

/**
 * A PM work order a schedule opened: one per schedule and due point (`dueKey`: the due date of a
 * days schedule, the meter reading of an hours or cycles one), so the job that opens them may run twice.
 */
export const pmWorkOrders = pgTable(
  'maint_pm_work_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => pmSchedules.id),
    /** The plant the work is done at (the machine's when it was opened; a machine moved later keeps its past here). */
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    dueKey: text('due_key').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('maint_pm_once_per_due').on(t.scheduleId, t.dueKey),
    // The two lists' own orders (open: oldest due first; closed: newest first), so a plant's page is read off an index.
    index('maint_pm_open_by_due')
      .on(t.plantId, t.dueOn, t.id)
      .where(sql`${t.closedAt} is null`),
    index('maint_pm_closed_by_time')
      .on(t.plantId, t.closedAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is not null`),
  ],
);

/** A gauge of the crib: calibrated every `calibrationIntervalDays`; one past `calibrationDue` may not be used. */
export const gauges = pgTable(
  'maint_gauges',
  {
    gaugeId: text('gauge_id').primaryKey(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    description: text('description').notNull(),
    location: text('location').notNull(),
    calibrationIntervalDays: integer('calibration_interval_days').notNull(),
    lastCalibrated: date('last_calibrated', { mode: 'string' }).notNull(),
    calibrationDue: date('calibration_due', { mode: 'string' }).notNull(),
    holderEmpId: integer('holder_emp_id').references(() => employees.empId),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
  },
  (t) => [index('maint_gauges_plant').on(t.plantId, t.gaugeId), index('maint_gauges_holder').on(t.holderEmpId)],
);

/** Every checkout and return of a gauge: the crib's history. */
export const gaugeEvents = pgTable(
  'maint_gauge_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gaugeId: text('gauge_id')
      .notNull()
      .references(() => gauges.gaugeId, { onUpdate: 'cascade' }),
    action: text('action', { enum: ['checkout', 'return'] }).notNull(),
    /** Who took or brought back the gauge. */
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    /** Who recorded it at the crib. */
    byEmpId: integer('by_emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maint_gauge_events_gauge').on(t.gaugeId, t.at), index('maint_gauge_events_at').on(t.at)],
);

/** A spare part or supply of the maintenance stores, in its bin, with the minimum it is reordered at. */
export const mroItems = pgTable(
  'maint_mro_items',
  {
    itemId: text('item_id').primaryKey(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    description: text('description').notNull(),
    bin: text('bin').notNull(),
    uom: text('uom').notNull(),
    onHand: numeric('on_hand', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minimum: numeric('minimum', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** A standing warning shown with the item (long lead time, one supplier). */
    warning: text('warning'),
  },
  (t) => [index('maint_mro_plant').on(t.plantId, t.bin)],
);

/** A chemical product on site with its safety data sheet and the label (HCS) data. */
export const sdsProducts = pgTable('maint_sds_products', {
  productId: text('product_id').primaryKey(),
  plantId: text('plant_id')
    .notNull()
    .references(() => plants.plantId),
  name: text('name').notNull(),
  manufacturer: text('manufacturer').notNull(),
  sheetFile: text('sheet_file').notNull(),
  signalWord: text('signal_word', { enum: ['Danger', 'Warning', 'None'] }).notNull(),
  hazards: text('hazards').notNull(),
  revisedOn: date('revised_on', { mode: 'string' }).notNull(),
});

/** A ventilation reading of a plating line's tank against its limit (face velocity, ft/min). */
export const ventInspections = pgTable(
  'maint_vent_inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    line: text('line', { enum: VENT_LINES }).notNull(),
    tank: text('tank').notNull(),
    reading: integer('reading').notNull(),
    minimum: integer('minimum').notNull(),
    inspectedOn: date('inspected_on', { mode: 'string' }).notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
  },
  (t) => [index('maint_vent_line_on').on(t.line, t.inspectedOn)],
);

/** A move of equipment between plants or departments, kept as its history. */
export const equipmentTransfers = pgTable(
  'maint_equipment_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipmentId: text('equipment_id')
      .notNull()
      .references(() => equipment.equipmentId, { onUpdate: 'cascade' }),
    fromPlantId: text('from_plant_id').notNull(),
    fromDepartment: text('from_department').notNull(),
    toPlantId: text('to_plant_id').notNull(),
    toDepartment: text('to_department').notNull(),
    note: text('note').notNull().default(''),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maint_transfers_at').on(t.at)],
);
