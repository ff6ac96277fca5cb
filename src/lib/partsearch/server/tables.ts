import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { plants } from '@/lib/server/db/schema/plants';

/**
 * What part search adds to the plant's materials data (see ../shared/domain.md): bills of materials,
 * vendors and their purchase orders. Parts, bins, stock, jobs and the ledger stay the materials
 * tables, read here by SQL. Quantities are numeric(14,4), prices numeric(14,4), read as numbers.
 */

const qty = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/** One line of a part's bill of materials: `qtyPer` of the child goes into one of the parent. */
export const bomLines = pgTable(
  'bom_lines',
  {
    // References parts (the materials' table); the foreign keys are written by hand in the migration,
    // since a feature's tables never import another feature's.
    parentPart: text('parent_part').notNull(),
    seq: integer('seq').notNull(),
    childPart: text('child_part').notNull(),
    qtyPer: qty('qty_per').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parentPart, t.seq] }),
    // Where used reads the tree upside down: by child.
    index('bom_lines_child').on(t.childPart, t.parentPart),
    check('bom_lines_qty_positive', sql`${t.qtyPer} > 0`),
  ],
);

/** A vendor the plants buy from. */
export const vendors = pgTable('vendors', {
  vendorId: text('vendor_id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
});

/** A purchase order to one vendor, for one plant. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    poNum: integer('po_num').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    orderDate: date('order_date').notNull(),
    buyer: text('buyer').notNull().default(''),
  },
  (t) => [index('purchase_orders_date').on(t.orderDate)],
);

/** A line of a purchase order: a part, how many at what price, how many were received. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    poNum: integer('po_num')
      .notNull()
      .references(() => purchaseOrders.poNum, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    // References parts by a foreign key written by hand in the migration (as bom_lines' do).
    partNum: text('part_num').notNull(),
    orderQty: qty('order_qty').notNull(),
    unitPrice: qty('unit_price').notNull(),
    receivedQty: qty('received_qty').notNull().default(0),
    dueDate: date('due_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.poNum, t.line] }),
    // Purchase history is read by part.
    index('purchase_order_lines_part').on(t.partNum, t.poNum),
  ],
);
