import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { ConflictError, InputError } from '@/lib/server/errors';
import { materialLedger, onHand } from './tables';

/**
 * The one write path of stock: every change of a bin's on hand (an issue, a move, a receipt, a shipment, an
 * adjustment, a count, a flip) goes through `moveStock`, which changes the on-hand row and writes its
 * ledger row in the caller's transaction. See docs/plant-data.md.
 */

/** Why stock changed: the ledger's transaction types. */
export const TRAN_TYPES = ['ISSUE', 'MOVE', 'SHORTEND-KEEP', 'SHORTEND-DISPOSE', 'RECEIPT', 'SHIPMENT', 'ADJUST', 'COUNT', 'FLIP'] as const;
/** A ledger transaction type. */
export type TranType = (typeof TRAN_TYPES)[number];

/** One place stock lies in: a part in a bin, by heat and lot ('' when none). */
export interface StockPlace {
  plant: string;
  warehouseCode: string;
  binNum: string;
  partNum: string;
  heatNum?: string;
  lotNum?: string;
}

/** A change of one place's on hand, and what the ledger says of it. */
export interface StockMovement extends StockPlace {
  /** Signed: negative takes stock out of the bin, positive puts it in. Never zero. */
  delta: number;
  tranType: TranType;
  /** Who: the signed-in user (and their employee id when they have one). */
  by: { username: string; empId?: number | null };
  /** Why, in the caller's words (a purchase order, a count's reason); optional. */
  reason?: string | null;
  /** The job material it was for, if any. */
  job?: { jobNum: string; assemblySeq?: number | null; mtlSeq?: number | null } | null;
  /** When; the database's time when left out. */
  at?: Date;
}

/** What a movement left: the place's on hand after it and the ledger row that tells it. */
export interface StockMoved {
  onHand: number;
  tranId: number;
}

/**
 * Moves a bin's on hand by a signed quantity and writes the ledger row, in the caller's transaction. One
 * statement changes the row (an UPDATE guarded by `quantity + delta >= 0`, or an INSERT ... ON CONFLICT
 * that adds to it), so two people moving one bin at once both count: the second waits for the first's row
 * lock and adds to its result. Refuses (409 'stock-below-zero', nothing written) a result below zero,
 * including taking from a place with no stock; refuses a zero or non-finite delta (400 'delta').
 * @example await moveStock(tx, { plant, warehouseCode: 'STORES', binNum: 'A-01', partNum, delta: -12, tranType: 'ISSUE', by: actor })
 */
export async function moveStock(tx: Tx, m: StockMovement): Promise<StockMoved> {
  if (!Number.isFinite(m.delta) || m.delta === 0) {
    throw new InputError('A stock movement moves a quantity other than zero.', {
      fields: [{ field: 'delta', code: 'delta', message: 'not zero' }],
    });
  }
  const heatNum = m.heatNum ?? '';
  const lotNum = m.lotNum ?? '';
  const after = m.delta > 0 ? await putIn(tx, m, heatNum, lotNum) : await takeOut(tx, m, heatNum, lotNum);
  if (after === null) {
    const message = `Bin ${m.binNum} has less than ${-m.delta} of ${m.partNum}.`;
    throw new ConflictError(message, { code: 'stock-below-zero', extra: { partNum: m.partNum, binNum: m.binNum } });
  }
  const out = m.delta < 0;
  const [row] = await tx
    .insert(materialLedger)
    .values({
      tranType: m.tranType,
      ...(m.at ? { at: m.at } : {}),
      empId: m.by.empId ?? null,
      username: m.by.username,
      plantId: m.plant,
      partNum: m.partNum,
      warehouseCode: out ? m.warehouseCode : null,
      binNum: out ? m.binNum : null,
      toWarehouseCode: out ? null : m.warehouseCode,
      toBinNum: out ? null : m.binNum,
      heatNum,
      lotNum,
      quantity: Math.abs(m.delta),
      jobNum: m.job?.jobNum ?? null,
      assemblySeq: m.job?.assemblySeq ?? null,
      mtlSeq: m.job?.mtlSeq ?? null,
      reason: m.reason ?? null,
    })
    .returning({ tranId: materialLedger.tranId });
  return { onHand: after, tranId: row!.tranId };
}

/** Adds to the place's row, creating it: one atomic statement. */
async function putIn(tx: Tx, m: StockMovement, heatNum: string, lotNum: string): Promise<number> {
  const [row] = await tx
    .insert(onHand)
    .values({ plantId: m.plant, warehouseCode: m.warehouseCode, binNum: m.binNum, partNum: m.partNum, heatNum, lotNum, quantity: m.delta })
    .onConflictDoUpdate({
      target: [onHand.plantId, onHand.warehouseCode, onHand.binNum, onHand.partNum, onHand.heatNum, onHand.lotNum],
      set: { quantity: sql`${onHand.quantity} + excluded.quantity` },
    })
    .returning({ quantity: onHand.quantity });
  return row!.quantity;
}

/** Takes from the place's row when enough is there (null when not): one atomic, guarded statement. */
async function takeOut(tx: Tx, m: StockMovement, heatNum: string, lotNum: string): Promise<number | null> {
  const [row] = await tx
    .update(onHand)
    .set({ quantity: sql`${onHand.quantity} + ${m.delta}` })
    .where(
      and(
        eq(onHand.plantId, m.plant),
        eq(onHand.warehouseCode, m.warehouseCode),
        eq(onHand.binNum, m.binNum),
        eq(onHand.partNum, m.partNum),
        eq(onHand.heatNum, heatNum),
        eq(onHand.lotNum, lotNum),
        sql`${onHand.quantity} + ${m.delta} >= 0`,
      ),
    )
    .returning({ quantity: onHand.quantity });
  return row?.quantity ?? null;
}
