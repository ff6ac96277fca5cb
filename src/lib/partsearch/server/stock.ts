import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Eau, OnHand, PurchaseHistory } from '@/lib/partsearch/schemas';
import { partHeader, withShortage } from './bom';

/**
 * What a part has and had: stock on hand (the materials tables), purchase history (the purchase
 * orders of part search) and estimated annual usage (the materials ledger and open jobs).
 */

/** How many of the last transactions QOH shows. */
const LAST_TRANSACTIONS = 20;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])).map((r) => r);
}

const num = <T extends Record<string, unknown>>(row: T, ...keys: (keyof T)[]): T => {
  const copy = { ...row };
  for (const key of keys) copy[key] = Number(row[key]) as T[keyof T];
  return copy;
};

/**
 * On hand by plant and by place (warehouse, bin, heat, lot), and the last transactions of the part; the
 * header's on hand in `plant` is that plant's row of the table, so the two cannot disagree.
 */
export async function partOnHand(db: Database, partNum: string, plant = ''): Promise<OnHand> {
  const part = await partHeader(db, partNum, plant);
  const places = await rows<OnHand['places'][number]>(
    db,
    sql`select o.plant_id as plant, o.warehouse_code as warehouse, o.bin_num as bin, o.heat_num as "heatNum", o.lot_num as "lotNum",
          o.quantity::float8 as quantity
        from on_hand o where o.part_num = ${part.partNum} and o.quantity > 0
        order by o.plant_id, o.warehouse_code, o.bin_num, o.heat_num, o.lot_num`,
  );
  const plants = await rows<OnHand['plants'][number]>(
    db,
    sql`select pl.plant_id as plant, pl.plant_name as "plantName",
          coalesce((select sum(o.quantity) from on_hand o where o.part_num = ${part.partNum} and o.plant_id = pl.plant_id), 0)::float8 as quantity
        from plants pl order by pl.plant_id`,
  );
  const transactions = await rows<OnHand['transactions'][number] & { at: string | Date }>(
    db,
    sql`select l.tran_id as "tranId", l.tran_type as "tranType", l.at, l.plant_id as plant, l.warehouse_code as warehouse,
          l.bin_num as bin, l.quantity::float8 as quantity, l.job_num as "jobNum", l.username
        from material_ledger l where l.part_num = ${part.partNum} order by l.at desc, l.tran_id desc limit ${LAST_TRANSACTIONS}`,
  );
  const byPlant = plants.map((p) => num(p, 'quantity'));
  const here = byPlant.find((p) => p.plant === plant);
  return {
    part: here ? withShortage({ ...part, onHand: here.quantity }) : part,
    plants: byPlant,
    places: places.map((p) => num(p, 'quantity')),
    transactions: transactions.map((t) => ({ ...num(t, 'quantity', 'tranId'), at: new Date(t.at).toISOString() })),
  };
}

/** The part's purchase order lines (all plants'), newest first, and its average unit price per quarter, oldest first. */
export async function purchaseHistory(db: Database, partNum: string, plant = ''): Promise<PurchaseHistory> {
  const part = await partHeader(db, partNum, plant);
  const lines = await rows<PurchaseHistory['lines'][number]>(
    db,
    sql`select l.po_num as "poNum", l.line, o.vendor_id as "vendorId", v.name as "vendorName", o.plant_id as plant,
          to_char(o.order_date, 'YYYY-MM-DD') as "orderDate", to_char(l.due_date, 'YYYY-MM-DD') as "dueDate",
          l.order_qty::float8 as "orderQty", l.unit_price::float8 as "unitPrice", l.received_qty::float8 as "receivedQty"
        from purchase_order_lines l join purchase_orders o on o.po_num = l.po_num join vendors v on v.vendor_id = o.vendor_id
        where l.part_num = ${part.partNum} order by o.order_date desc, l.po_num desc, l.line`,
  );
  const trend = await rows<PurchaseHistory['trend'][number]>(
    db,
    sql`select to_char(date_trunc('quarter', o.order_date), 'YYYY-"Q"Q') as quarter,
          round(sum(l.unit_price * l.order_qty) / sum(l.order_qty), 4)::float8 as "avgPrice", sum(l.order_qty)::float8 as quantity
        from purchase_order_lines l join purchase_orders o on o.po_num = l.po_num
        where l.part_num = ${part.partNum} group by 1 order by 1`,
  );
  return {
    part,
    lines: lines.map((l) => num(l, 'poNum', 'line', 'orderQty', 'unitPrice', 'receivedQty')),
    trend: trend.map((t) => num(t, 'avgPrice', 'quantity')),
  };
}

/**
 * Estimated annual usage: what the ledger issued in the last twelve months (by month) plus what open
 * jobs still need (required less issued, lines not Issued Complete), in one plant or all; `now` for tests.
 */
export async function estimatedAnnualUsage(db: Database, partNum: string, plant: string, now = new Date()): Promise<Eau> {
  const part = await partHeader(db, partNum, plant);
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const anyPlant = plant === '';
  const months = await rows<Eau['months'][number]>(
    db,
    sql`select to_char(date_trunc('month', l.at), 'YYYY-MM') as month, sum(l.quantity)::float8 as quantity
        from material_ledger l
        where l.part_num = ${part.partNum} and l.tran_type = 'ISSUE' and l.at > ${since.toISOString()}::timestamptz
          and l.at <= ${now.toISOString()}::timestamptz and (${anyPlant} or l.plant_id = ${plant})
        group by 1 order by 1`,
  );
  const openJobs = await rows<Eau['openJobs'][number]>(
    db,
    sql`select j.job_num as "jobNum", j.plant_id as plant, sum(greatest(m.required_qty - m.issued_qty, 0))::float8 as remaining
        from job_materials m join jobs j on j.job_num = m.job_num
        where m.part_num = ${part.partNum} and j.status <> 'complete' and not m.issued_complete and (${anyPlant} or j.plant_id = ${plant})
        group by j.job_num, j.plant_id having sum(greatest(m.required_qty - m.issued_qty, 0)) > 0 order by j.job_num`,
  );
  const usage12 = months.reduce((sum, m) => sum + Number(m.quantity), 0);
  const openDemand = openJobs.reduce((sum, j) => sum + Number(j.remaining), 0);
  return {
    part,
    plant: anyPlant ? null : plant,
    usage12,
    openDemand,
    eau: usage12 + openDemand,
    months: months.map((m) => num(m, 'quantity')),
    openJobs: openJobs.map((j) => num(j, 'remaining')),
  };
}
