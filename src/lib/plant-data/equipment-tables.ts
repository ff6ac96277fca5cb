import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { plants } from '@/lib/server/db/schema/plants';
import { CRITICALITIES, EQUIPMENT_KINDS } from './equipment-constants';

/**
 * The equipment register: every machine, cell, crane, hoist and lift with its asset number. It is plant
 * data of the kit, not of one feature: maintenance keeps its work and the checklists inspect its hoists
 * and lifts, and both read the one register.
 */
export const equipment = pgTable(
  'equipment',
  {
    equipmentId: text('equipment_id').primaryKey(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    name: text('name').notNull(),
    kind: text('kind', { enum: EQUIPMENT_KINDS }).notNull(),
    /** The cell a machine belongs to (WC-3), or null for one that stands alone. */
    cell: text('cell'),
    workCenter: text('work_center').notNull(),
    department: text('department').notNull(),
    criticality: text('criticality', { enum: CRITICALITIES }).notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('equipment_plant_name').on(t.plantId, t.name)],
);
