import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { plants } from '@/lib/server/db/schema/plants';

/**
 * The plant's materials data (see ../shared/domain.md): parts, warehouses, bins, stock on
 * hand, jobs with their assemblies, operations and materials, the append-only material ledger, move
 * requests and short ends. Quantities are numeric(14,4) read as numbers.
 */

const qty = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/** A part: made here or bought; bar and tube stock is stocked by length (uom IN). */
export const parts = pgTable('parts', {
  partNum: text('part_num').primaryKey(),
  description: text('description').notNull(),
  uom: text('uom').notNull(),
  stockedByLength: boolean('stocked_by_length').notNull().default(false),
  /** 'M' made here, 'P' purchased. */
  source: text('source').notNull().default('P'),
  /** The engineering revision being built and bought today. */
  revision: text('revision').notNull().default('A'),
});

/** A warehouse of a plant (stores, work in progress, shipping, short ends). */
export const warehouses = pgTable(
  'warehouses',
  {
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    warehouseCode: text('warehouse_code').notNull(),
    description: text('description').notNull(),
    /** 'stores' | 'wip' | 'shipping' | 'shortends'. */
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.warehouseCode] })],
);

/** A bin: a shelf or floor spot in one warehouse. */
export const bins = pgTable(
  'bins',
  {
    plantId: text('plant_id').notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    binNum: text('bin_num').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.plantId, t.warehouseCode, t.binNum] }),
    foreignKey({ columns: [t.plantId, t.warehouseCode], foreignColumns: [warehouses.plantId, warehouses.warehouseCode] }),
  ],
);

/** Stock on hand per part, bin and heat/lot ('' when none); never below zero. */
export const onHand = pgTable(
  'on_hand',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id').notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    binNum: text('bin_num').notNull(),
    partNum: text('part_num')
      .notNull()
      .references(() => parts.partNum),
    heatNum: text('heat_num').notNull().default(''),
    lotNum: text('lot_num').notNull().default(''),
    quantity: qty('quantity').notNull(),
  },
  (t) => [
    check('on_hand_not_negative', sql`${t.quantity} >= 0`),
    unique('on_hand_place').on(t.plantId, t.warehouseCode, t.binNum, t.partNum, t.heatNum, t.lotNum),
    index('on_hand_part').on(t.partNum, t.plantId),
    foreignKey({ columns: [t.plantId, t.warehouseCode, t.binNum], foreignColumns: [bins.plantId, bins.warehouseCode, bins.binNum] }),
  ],
);

/** A job: an order to make a quantity of one part. */
export const jobs = pgTable(
  'jobs',
  {
    jobNum: text('job_num').primaryKey(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    partNum: text('part_num')
      .notNull()
      .references(() => parts.partNum),
    quantity: qty('quantity').notNull(),
    /** 'not started' | 'in progress' | 'complete'. */
    status: text('status').notNull().default('not started'),
    dueDate: date('due_date').notNull(),
    lineDownDate: date('line_down_date'),
    /** 'production' | 'rework' | 'prototype'. */
    jobType: text('job_type').notNull().default('production'),
    kitted: boolean('kitted').notNull().default(false),
    rework: boolean('rework').notNull().default(false),
  },
  (t) => [
    check('jobs_status', sql`${t.status} in ('not started', 'in progress', 'complete')`),
    index('jobs_plant_status').on(t.plantId, t.status),
  ],
);

/** An assembly of a job: 0 the top assembly, 1, 2 ... sub-assemblies. */
export const jobAssemblies = pgTable(
  'job_assemblies',
  {
    jobNum: text('job_num')
      .notNull()
      .references(() => jobs.jobNum, { onDelete: 'cascade' }),
    assemblySeq: integer('assembly_seq').notNull(),
    partNum: text('part_num')
      .notNull()
      .references(() => parts.partNum),
  },
  (t) => [primaryKey({ columns: [t.jobNum, t.assemblySeq] })],
);

/** An operation of an assembly at a resource group and work center. */
export const jobOperations = pgTable(
  'job_operations',
  {
    jobNum: text('job_num').notNull(),
    assemblySeq: integer('assembly_seq').notNull(),
    oprSeq: integer('opr_seq').notNull(),
    resourceGroup: text('resource_group').notNull(),
    workCenter: text('work_center').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobNum, t.assemblySeq, t.oprSeq] }),
    foreignKey({ columns: [t.jobNum, t.assemblySeq], foreignColumns: [jobAssemblies.jobNum, jobAssemblies.assemblySeq] }).onDelete(
      'cascade',
    ),
    index('job_operations_group').on(t.resourceGroup),
  ],
);

/** A line of an assembly's material list. */
export const jobMaterials = pgTable(
  'job_materials',
  {
    jobNum: text('job_num').notNull(),
    assemblySeq: integer('assembly_seq').notNull(),
    mtlSeq: integer('mtl_seq').notNull(),
    partNum: text('part_num')
      .notNull()
      .references(() => parts.partNum),
    requiredQty: qty('required_qty').notNull(),
    issuedQty: qty('issued_qty').notNull().default(0),
    backflush: boolean('backflush').notNull().default(false),
    issuedComplete: boolean('issued_complete').notNull().default(false),
    oprSeq: integer('opr_seq'),
    /** The bin it is normally taken from. */
    warehouseCode: text('warehouse_code'),
    binNum: text('bin_num'),
  },
  (t) => [
    primaryKey({ columns: [t.jobNum, t.assemblySeq, t.mtlSeq] }),
    foreignKey({ columns: [t.jobNum, t.assemblySeq], foreignColumns: [jobAssemblies.jobNum, jobAssemblies.assemblySeq] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The append-only ledger: one row per change of stock (never edited; corrections are new rows).
 * `quantity` is what left the bin (issue, move, short-end dispose) or came in (short-end keep).
 * `idempotencyKey` and `result` hold the retry answer of issues written before migration 0008, which
 * copied them into the shared `idempotent_requests`; they are kept (the ledger is never edited) and
 * no longer written: every write's Idempotency-Key lives in `idempotent_requests` now.
 */
export const materialLedger = pgTable(
  'material_ledger',
  {
    tranId: integer('tran_id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'ISSUE' | 'MOVE' | 'SHORTEND-KEEP' | 'SHORTEND-DISPOSE'. */
    tranType: text('tran_type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    empId: integer('emp_id'),
    username: text('username').notNull(),
    plantId: text('plant_id').notNull(),
    partNum: text('part_num').notNull(),
    warehouseCode: text('warehouse_code'),
    binNum: text('bin_num'),
    toWarehouseCode: text('to_warehouse_code'),
    toBinNum: text('to_bin_num'),
    heatNum: text('heat_num').notNull().default(''),
    lotNum: text('lot_num').notNull().default(''),
    quantity: qty('quantity').notNull(),
    jobNum: text('job_num'),
    assemblySeq: integer('assembly_seq'),
    mtlSeq: integer('mtl_seq'),
    idempotencyKey: text('idempotency_key'),
    result: jsonb('result'),
  },
  (t) => [
    unique('material_ledger_idempotency').on(t.username, t.idempotencyKey),
    index('material_ledger_job').on(t.jobNum, t.assemblySeq, t.mtlSeq),
  ],
);

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
