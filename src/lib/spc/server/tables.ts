import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';
import type { Limits, TestSetting } from '@/lib/spc';

/** An inspection set: the characteristics measured on one part at one operation in one plant. */
export const spcSets = pgTable(
  'spc_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    partNum: text('part_num').notNull(),
    operation: integer('operation').notNull(),
  },
  (t) => [uniqueIndex('spc_sets_part_op').on(t.plantId, t.partNum, t.operation)],
);

/** A characteristic measured in subgroups: specification, chart and the tests that are on. */
export const spcCharacteristics = pgTable(
  'spc_characteristics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    setId: integer('set_id')
      .notNull()
      .references(() => spcSets.id),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    // Double precision: a bore to the micron must not come back rounded (real keeps ~7 digits).
    nominal: doublePrecision('nominal'),
    lsl: doublePrecision('lsl'),
    usl: doublePrecision('usl'),
    subgroupSize: integer('subgroup_size').notNull(),
    frequency: text('frequency').notNull().default(''),
    chartType: text('chart_type', { enum: ['xbar-r', 'xbar-s', 'imr', 'p', 'np', 'c', 'u'] }).notNull(),
    tests: jsonb('tests').notNull().$type<TestSetting[]>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('spc_subgroup_size', sql`${t.subgroupSize} between 1 and 25`), uniqueIndex('spc_characteristic_name').on(t.setId, t.name)],
);

/** One subgroup as it stands now (a correction changes it and keeps the previous values in spc_corrections). */
export const spcSubgroups = pgTable(
  'spc_subgroups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characteristicId: integer('characteristic_id')
      .notNull()
      .references(() => spcCharacteristics.id),
    readings: doublePrecision('readings').array(),
    count: integer('count'),
    sampleSize: doublePrecision('sample_size'),
    /** When the parts were measured (an offline reading keeps its own time). */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('spc_subgroup_values', sql`(${t.readings} is not null) <> (${t.count} is not null)`),
    index('spc_subgroups_char_taken').on(t.characteristicId, t.takenAt, t.id),
  ],
);

/** A correction of a subgroup: the values before it (readings, or count and sample size), the reason, who and when. */
export const spcCorrections = pgTable(
  'spc_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subgroupId: integer('subgroup_id')
      .notNull()
      .references(() => spcSubgroups.id),
    previous: jsonb('previous').notNull().$type<number[]>(),
    reason: text('reason').notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spc_corrections_subgroup').on(t.subgroupId, t.at)],
);

/** Frozen limits from a baseline, applied from the subgroup `start_subgroup_id` on; every recomputation is a new row. */
export const spcPhases = pgTable(
  'spc_phases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characteristicId: integer('characteristic_id')
      .notNull()
      .references(() => spcCharacteristics.id),
    startSubgroupId: integer('start_subgroup_id')
      .notNull()
      .references(() => spcSubgroups.id),
    limits: jsonb('limits').notNull().$type<Limits>(),
    note: text('note').notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spc_phases_char').on(t.characteristicId, t.at)],
);

/** A change of a characteristic's tests (which are on, their K): the settings before and after, why, who and when. */
export const spcTestChanges = pgTable(
  'spc_test_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characteristicId: integer('characteristic_id')
      .notNull()
      .references(() => spcCharacteristics.id),
    previous: jsonb('previous').notNull().$type<TestSetting[]>(),
    tests: jsonb('tests').notNull().$type<TestSetting[]>(),
    reason: text('reason').notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spc_test_changes_char').on(t.characteristicId, t.at)],
);
