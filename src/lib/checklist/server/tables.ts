import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';
import { equipment } from '@/lib/plant-data/equipment-tables';

/** A hoist, crane, forklift or scissor lift of the equipment register that is checked before each shift. */
export const checklistAssets = pgTable(
  'checklist_assets',
  {
    // The asset is equipment of the one register (src/lib/plant-data): no asset the register does not hold.
    assetNumber: text('asset_number')
      .primaryKey()
      .references(() => equipment.equipmentId, { onUpdate: 'cascade' }),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    department: text('department').notNull(),
    kind: text('kind', { enum: ['hoist', 'crane', 'forklift', 'scissor lift'] }).notNull(),
    description: text('description').notNull(),
    outOfService: boolean('out_of_service').notNull().default(false),
    outOfServiceSince: timestamp('out_of_service_since', { withTimezone: true }),
    outOfServiceReason: text('out_of_service_reason'),
  },
  (t) => [index('checklist_assets_plant_kind').on(t.plantId, t.kind)],
);

/** An item of a kind's checklist; a removed item is kept inactive so old checklists still name it. */
export const checklistItems = pgTable('checklist_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  textEn: text('text_en').notNull(),
  textEs: text('text_es').notNull(),
  active: boolean('active').notNull().default(true),
});

/** One filled checklist: one per asset per shift. */
export const checklistInspections = pgTable(
  'checklist_inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetNumber: text('asset_number')
      .notNull()
      .references(() => checklistAssets.assetNumber, { onUpdate: 'cascade' }),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    shift: smallint('shift').notNull(),
    notOk: boolean('not_ok').notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('checklist_one_per_shift').on(t.assetNumber, t.shiftDate, t.shift),
    check('checklist_shift', sql`${t.shift} between 1 and 3`),
    index('checklist_asset_at').on(t.assetNumber, t.at),
  ],
);

/** The answer to one item, with the item's text as it was asked. */
export const checklistAnswers = pgTable(
  'checklist_answers',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => checklistInspections.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => checklistItems.id),
    textEn: text('text_en').notNull(),
    textEs: text('text_es').notNull(),
    answer: text('answer', { enum: ['ok', 'not-ok', 'na'] }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.inspectionId, t.itemId] }),
    check('checklist_not_ok_comment', sql`${t.answer} <> 'not-ok' or length(${t.comment}) > 0`),
  ],
);

/** Maintenance putting an asset back in service, with its note. */
export const checklistClearances = pgTable('checklist_clearances', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  assetNumber: text('asset_number')
    .notNull()
    .references(() => checklistAssets.assetNumber, { onUpdate: 'cascade' }),
  note: text('note').notNull(),
  empId: integer('emp_id')
    .notNull()
    .references(() => employees.empId),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
