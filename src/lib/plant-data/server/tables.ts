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
 * The plant's shared data (see ../shared/domain.md and docs/plant-data.md): parts, warehouses, bins, stock
 * on hand by heat and lot, jobs with their assemblies, operations and materials, and the append-only
 * material ledger. Every feature reads them through ./reads.ts and changes stock only through
 * ./stock.ts (`moveStock`); the tables are the kit's, owned by the portal's registration. Quantities are
 * numeric(14,4) read as numbers.
 */

/** A quantity column: numeric(14,4) read as a number. */
export const qty = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

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
 * `quantity` is what left the bin (`warehouseCode`/`binNum`) or came into it (`toWarehouseCode`/`toBinNum`),
 * never negative: the bin columns say which way it went.
 * `idempotencyKey` and `result` hold the retry answer of issues written before migration 0008, which
 * copied them into the shared `idempotent_requests`; they are kept (the ledger is never edited) and
 * no longer written: every write's Idempotency-Key lives in `idempotent_requests` now.
 */
export const materialLedger = pgTable(
  'material_ledger',
  {
    tranId: integer('tran_id').primaryKey().generatedAlwaysAsIdentity(),
    /** A TranType of ./stock.ts ('ISSUE', 'MOVE', 'SHORTEND-KEEP', 'RECEIPT', ...). */
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
    /** Why, in the writer's words (a receipt's purchase order, a count's reason); null on rows before it existed. */
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    result: jsonb('result'),
  },
  (t) => [
    unique('material_ledger_idempotency').on(t.username, t.idempotencyKey),
    index('material_ledger_job').on(t.jobNum, t.assemblySeq, t.mtlSeq),
  ],
);
