import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Eau, OnHand, PurchaseHistory } from '@/lib/partsearch/schemas';
import { issuedByMonth, lastLedgerRows, onHandByPlant, openJobDemand, stockPlaces } from '@/lib/plant-data/server/reads';
import { plants } from '@/lib/server/db/schema/plants';
import { partHeader, withShortage } from './bom';

/**
 * What a part has and had: stock on hand (the kit's plant data), purchase history (the purchase
 * orders of part search) and estimated annual usage (the material ledger and open jobs, by the kit's reads).
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
  const [places, byPlant, plantRows, transactions] = await Promise.all([
    stockPlaces(db, part.partNum),
    onHandByPlant(db, part.partNum),
    db.select({ plant: plants.plantId, plantName: plants.plantName }).from(plants).orderBy(plants.plantId),
    lastLedgerRows(db, part.partNum, LAST_TRANSACTIONS),
  ]);
  const perPlant = plantRows.map((p) => ({ ...p, quantity: byPlant.get(p.plant) ?? 0 }));
  const here = perPlant.find((p) => p.plant === plant);
  return {
    part: here ? withShortage({ ...part, onHand: here.quantity }) : part,
    plants: perPlant,
    places: places.map((p) => ({
      plant: p.plant,
      warehouse: p.warehouseCode,
      bin: p.binNum,
      heatNum: p.heatNum,
      lotNum: p.lotNum,
      quantity: p.quantity,
    })),
    transactions: transactions.map((t) => ({ ...t, at: t.at.toISOString() })),
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
  const [months, openJobs] = await Promise.all([
    issuedByMonth(db, { partNum: part.partNum, plant, since, until: now }),
    openJobDemand(db, part.partNum, plant),
  ]);
  const usage12 = months.reduce((sum, m) => sum + Number(m.quantity), 0);
  const openDemand = openJobs.reduce((sum, j) => sum + Number(j.remaining), 0);
  return {
    part,
    plant: anyPlant ? null : plant,
    usage12,
    openDemand,
    eau: usage12 + openDemand,
    months,
    openJobs,
  };
}
