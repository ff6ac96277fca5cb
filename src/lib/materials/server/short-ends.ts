import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import type { ShortEndInput } from '@/lib/materials/move-schemas';
import type { MaterialsActor } from './access';
import { bins, jobMaterials, jobs, materialLedger, onHand, parts, warehouses } from '@/lib/plant-data/server/tables';
import { shortEnds } from './tables';

/**
 * Records short ends cut from a job material's bar or tube: KEEP puts them in a short-end bin (on hand
 * again, inches, with the heat number), DISPOSE scraps them; either way a ledger row.
 */
export async function recordShortEnds(tx: Database, input: ShortEndInput, actor: MaterialsActor): Promise<{ id: number; tranId: number }> {
  const [line] = await tx
    .select({ plantId: jobs.plantId, partNum: jobMaterials.partNum, byLength: parts.stockedByLength })
    .from(jobMaterials)
    .innerJoin(jobs, eq(jobs.jobNum, jobMaterials.jobNum))
    .innerJoin(parts, eq(parts.partNum, jobMaterials.partNum))
    .where(
      and(eq(jobMaterials.jobNum, input.jobNum), eq(jobMaterials.assemblySeq, input.assemblySeq), eq(jobMaterials.mtlSeq, input.mtlSeq)),
    );
  if (!line) throw InputError.field('mtlSeq', 'inactive-material', 'Select an active job material');
  if (!line.byLength) throw InputError.field('mtlSeq', 'not-by-length', 'Short ends are recorded for bar and tube stock only.');
  const lengthIn = Math.round(input.pieces * input.lengthIn * 10_000) / 10_000;
  const heatNum = await checkAgainstIssued(tx, input, lengthIn);
  let warehouseCode: string | null = null;
  if (input.decision === 'KEEP') {
    const [bin] = input.binNum
      ? await tx
          .select({ warehouseCode: bins.warehouseCode })
          .from(bins)
          .innerJoin(warehouses, and(eq(warehouses.plantId, bins.plantId), eq(warehouses.warehouseCode, bins.warehouseCode)))
          .where(and(eq(bins.plantId, line.plantId), eq(bins.binNum, input.binNum), eq(warehouses.kind, 'shortends')))
      : [];
    if (!bin) throw InputError.field('binNum', 'bin-not-found', 'Select a bin');
    warehouseCode = bin.warehouseCode;
    await tx
      .insert(onHand)
      .values({
        plantId: line.plantId,
        warehouseCode,
        binNum: input.binNum!,
        partNum: line.partNum,
        heatNum,
        quantity: lengthIn,
      })
      .onConflictDoUpdate({
        target: [onHand.plantId, onHand.warehouseCode, onHand.binNum, onHand.partNum, onHand.heatNum, onHand.lotNum],
        set: { quantity: sql`${onHand.quantity} + ${lengthIn}` },
      });
  }
  const [tran] = await tx
    .insert(materialLedger)
    .values({
      tranType: input.decision === 'KEEP' ? 'SHORTEND-KEEP' : 'SHORTEND-DISPOSE',
      empId: actor.empId,
      username: actor.username,
      plantId: line.plantId,
      partNum: line.partNum,
      toWarehouseCode: warehouseCode,
      toBinNum: input.decision === 'KEEP' ? input.binNum! : null,
      heatNum,
      quantity: lengthIn,
      jobNum: input.jobNum,
      assemblySeq: input.assemblySeq,
      mtlSeq: input.mtlSeq,
    })
    .returning({ tranId: materialLedger.tranId });
  const [row] = await tx
    .insert(shortEnds)
    .values({
      plantId: line.plantId,
      jobNum: input.jobNum,
      assemblySeq: input.assemblySeq,
      mtlSeq: input.mtlSeq,
      partNum: line.partNum,
      heatNum,
      pieces: input.pieces,
      lengthIn: input.lengthIn,
      decision: input.decision,
      warehouseCode,
      binNum: input.decision === 'KEEP' ? input.binNum! : null,
      createdBy: actor.username,
      tranId: tran!.tranId,
    })
    .returning({ id: shortEnds.id });
  return { id: row!.id, tranId: tran!.tranId };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Short ends come from what was issued to the job material: their length may not exceed what was issued less
 * what was already kept or disposed of, and their heat is one that was issued to it (taken from the issue when
 * only one was). Returns the heat to record.
 */
async function checkAgainstIssued(tx: Database, input: ShortEndInput, lengthIn: number): Promise<string> {
  const rows = await tx
    .select({ tranType: materialLedger.tranType, heatNum: materialLedger.heatNum, quantity: materialLedger.quantity })
    .from(materialLedger)
    .where(
      and(
        eq(materialLedger.jobNum, input.jobNum),
        eq(materialLedger.assemblySeq, input.assemblySeq),
        eq(materialLedger.mtlSeq, input.mtlSeq),
        inArray(materialLedger.tranType, ['ISSUE', 'SHORTEND-KEEP', 'SHORTEND-DISPOSE']),
      ),
    );
  const issues = rows.filter((r) => r.tranType === 'ISSUE');
  const issued = round4(issues.reduce((sum, r) => sum + r.quantity, 0));
  if (issued <= 0)
    throw InputError.field('mtlSeq', 'nothing-issued', 'Nothing was issued to this material: short ends come from what was issued.');
  const left = round4(issued - rows.filter((r) => r.tranType !== 'ISSUE').reduce((sum, r) => sum + r.quantity, 0));
  if (lengthIn > left)
    throw InputError.field(
      'lengthIn',
      'more-than-issued',
      `Short ends of ${lengthIn} in are more than is left of what was issued to this material: ${Math.max(left, 0)} in.`,
      { extra: { available: Math.max(left, 0), tried: lengthIn } },
    );
  const heats = [...new Set(issues.map((r) => r.heatNum))];
  const asked = input.heatNum?.trim().toUpperCase() ?? '';
  if (asked) {
    const heat = heats.find((h) => h.toUpperCase() === asked);
    if (heat === undefined) throw InputError.field('heatNum', 'heat-not-issued', `Heat ${asked} was not issued to this material.`);
    return heat;
  }
  if (heats.length > 1)
    throw InputError.field('heatNum', 'heat-required', 'This material was issued from several heats: choose the heat of the short ends.');
  return heats[0] ?? '';
}

/** The short-end bins of a plant with what they hold (bar and tube by the inch, per heat). */
export async function shortEndLocations(db: Database, plant: string) {
  const rows = await db
    .select({
      warehouseCode: bins.warehouseCode,
      binNum: bins.binNum,
      partNum: onHand.partNum,
      heatNum: onHand.heatNum,
      lengthIn: onHand.quantity,
    })
    .from(bins)
    .innerJoin(warehouses, and(eq(warehouses.plantId, bins.plantId), eq(warehouses.warehouseCode, bins.warehouseCode)))
    .leftJoin(
      onHand,
      and(
        eq(onHand.plantId, bins.plantId),
        eq(onHand.warehouseCode, bins.warehouseCode),
        eq(onHand.binNum, bins.binNum),
        gt(onHand.quantity, 0),
      ),
    )
    .where(and(eq(bins.plantId, plant), eq(warehouses.kind, 'shortends')))
    .orderBy(bins.binNum, onHand.partNum, onHand.heatNum);
  return rows.map((r) => ({ ...r, heatNum: r.heatNum || null }));
}
