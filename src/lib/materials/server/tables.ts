import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { qty } from '@/lib/plant-data/server/tables';
import { plants } from '@/lib/server/db/schema/plants';

/**
 * The materials feature's own tables: move requests and short ends. The plant data they are about (parts,
 * bins, stock on hand, jobs, the material ledger) is the kit's, in src/lib/plant-data/server/tables.ts.
 * Quantities are numeric(14,4) read as numbers.
 */

/** A request to a material handler to move something by a need-by date and time. */
export const moveRequests = pgTable(
  'move_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    /** 'STK' | 'OTHER'. */
    formType: text('form_type').notNull(),
    moveType: text('move_type').notNull(),
    partNum: text('part_num'),
    quantity: qty('quantity'),
    fromWarehouse: text('from_warehouse'),
    fromBin: text('from_bin').notNull(),
    toWarehouse: text('to_warehouse'),
    toBin: text('to_bin').notNull(),
    workCenter: text('work_center'),
    group: text('group_name'),
    jobNum: text('job_num'),
    needBy: timestamp('need_by', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    reference: text('reference').notNull().default(''),
    /** 'open' | 'taken' | 'done' | 'cancelled'. */
    status: text('status').notNull().default('open'),
    requestedBy: text('requested_by').notNull(),
    takenBy: text('taken_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    check('move_requests_status', sql`${t.status} in ('open', 'taken', 'done', 'cancelled', 'returned')`),
    unique('move_requests_idempotency').on(t.requestedBy, t.idempotencyKey),
    index('move_requests_plant_status').on(t.plantId, t.status, t.needBy),
  ],
);

/** Short ends recorded after a bar or tube was cut: kept (stock again) or disposed (scrap). */
export const shortEnds = pgTable('short_ends', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  plantId: text('plant_id').notNull(),
  jobNum: text('job_num').notNull(),
  assemblySeq: integer('assembly_seq').notNull(),
  mtlSeq: integer('mtl_seq').notNull(),
  partNum: text('part_num').notNull(),
  heatNum: text('heat_num').notNull().default(''),
  pieces: integer('pieces').notNull(),
  lengthIn: qty('length_in').notNull(),
  /** 'KEEP' | 'DISPOSE'. */
  decision: text('decision').notNull(),
  warehouseCode: text('warehouse_code'),
  binNum: text('bin_num'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  tranId: integer('tran_id'),
});
