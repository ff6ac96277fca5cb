import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock, type StockMovement } from '@/lib/plant-data/server/stock';
import { bins, materialLedger, onHand, parts } from '@/lib/plant-data/server/tables';
import { ConflictError } from '@/lib/server/errors';
import { openSeededDatabase, type SeededDatabase } from './helpers/seeded-database';

/**
 * The one write path of stock (src/lib/plant-data/server/stock.ts): a bin's on hand moves by a signed
 * quantity with its ledger row in the caller's transaction, never below zero, and concurrent movements of
 * one bin all count.
 */
export function describePlantStock(label: string, serverUrl: string | undefined, skip = false): void {
  describe.skipIf(skip)(`the stock write path (${label})`, () => {
    let seeded: SeededDatabase;
    let place: Omit<StockMovement, 'delta' | 'tranType' | 'by'>;
    const by = { username: 'stock-test@example.com', empId: null };

    beforeAll(async () => {
      seeded = await openSeededDatabase(serverUrl);
      const { db } = seeded.database;
      const [bin] = await db.select().from(bins).limit(1);
      const [part] = await db.select().from(parts).limit(1);
      // A heat of its own: the place is new, so every quantity below is this test's.
      place = {
        plant: bin!.plantId,
        warehouseCode: bin!.warehouseCode,
        binNum: bin!.binNum,
        partNum: part!.partNum,
        heatNum: `T${Date.now()}`,
      };
    }, 120_000);

    afterAll(async () => {
      await seeded?.close();
    });

    const onHandNow = async (): Promise<number> => {
      const [row] = await seeded.database.db
        .select({ quantity: onHand.quantity })
        .from(onHand)
        .where(and(eq(onHand.binNum, place.binNum), eq(onHand.partNum, place.partNum), eq(onHand.heatNum, place.heatNum!)));
      return row?.quantity ?? 0;
    };
    const ledgerRows = async (): Promise<number> => {
      const [row] = await seeded.database.db.select({ n: count() }).from(materialLedger).where(eq(materialLedger.heatNum, place.heatNum!));
      return row!.n;
    };
    const move = (delta: number, tranType: StockMovement['tranType'] = 'ADJUST') =>
      seeded.database.db.transaction((tx) => moveStock(tx, { ...place, delta, tranType, by, reason: 'test' }));

    it('puts stock into a new place and writes who, why and which way in the ledger', async () => {
      const moved = await move(5, 'RECEIPT');
      expect(moved.onHand).toBe(5);
      const [row] = await seeded.database.db.select().from(materialLedger).where(eq(materialLedger.tranId, moved.tranId));
      expect(row).toMatchObject({
        tranType: 'RECEIPT',
        username: by.username,
        reason: 'test',
        quantity: 5,
        toBinNum: place.binNum,
        binNum: null,
      });
    });

    it('refuses a result below zero with 409 stock-below-zero, and writes nothing', async () => {
      const before = await ledgerRows();
      await expect(move(-6)).rejects.toSatisfy((e) => e instanceof ConflictError && e.code === 'stock-below-zero');
      expect(await onHandNow()).toBe(5);
      expect(await ledgerRows()).toBe(before);
    });

    it('writes nothing when the caller’s transaction rolls back', async () => {
      const before = await ledgerRows();
      await expect(
        seeded.database.db.transaction(async (tx) => {
          await moveStock(tx, { ...place, delta: -2, tranType: 'ISSUE', by });
          throw new Error('the caller fails after the movement');
        }),
      ).rejects.toThrow('the caller fails');
      expect(await onHandNow()).toBe(5);
      expect(await ledgerRows()).toBe(before);
    });

    it('loses no movement when many people move one bin at once', async () => {
      const before = await ledgerRows();
      await Promise.all([...Array.from({ length: 12 }, () => move(2)), ...Array.from({ length: 8 }, () => move(-1))]);
      expect(await onHandNow()).toBe(5 + 24 - 8);
      expect(await ledgerRows()).toBe(before + 20);
    });

    it('lets exactly the takings the stock covers through when they race for the last pieces', async () => {
      const start = await onHandNow();
      const results = await Promise.allSettled(Array.from({ length: start + 4 }, () => move(-1, 'ISSUE')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(start);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.map((r) => (r.reason as ConflictError).code)).toEqual([
        'stock-below-zero',
        'stock-below-zero',
        'stock-below-zero',
        'stock-below-zero',
      ]);
      expect(await onHandNow()).toBe(0);
    });
  });
}
