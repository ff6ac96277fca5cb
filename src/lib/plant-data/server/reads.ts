import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/server/db/database';
import { jobMaterials, jobOperations, jobs, materialLedger, onHand } from './tables';

/**
 * The named reads of the plant data every feature uses (see docs/plant-data.md), so that no feature
 * writes the kit's tables' SQL of its own for them. Quantities come back as numbers; heat and lot as ''
 * when none.
 */

type Reader = Database | Tx;

/** One place stock lies in, with its quantity. */
export interface StockPlaceRow {
  plant: string;
  warehouseCode: string;
  binNum: string;
  heatNum: string;
  lotNum: string;
  quantity: number;
}

/**
 * The places holding a part (quantity above zero), in one plant or all, by plant, warehouse, bin, heat, lot.
 * @example await stockPlaces(db, 'TUBE-3.00X.25-DOM', plant)
 */
export async function stockPlaces(db: Reader, partNum: string, plant?: string): Promise<StockPlaceRow[]> {
  return db
    .select({
      plant: onHand.plantId,
      warehouseCode: onHand.warehouseCode,
      binNum: onHand.binNum,
      heatNum: onHand.heatNum,
      lotNum: onHand.lotNum,
      quantity: onHand.quantity,
    })
    .from(onHand)
    .where(and(eq(onHand.partNum, partNum), gt(onHand.quantity, 0), plant ? eq(onHand.plantId, plant) : undefined))
    .orderBy(onHand.plantId, onHand.warehouseCode, onHand.binNum, onHand.heatNum, onHand.lotNum);
}

/** A part's on hand per plant (plants without any are left out). */
export async function onHandByPlant(db: Reader, partNum: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ plant: onHand.plantId, quantity: sql<number>`sum(${onHand.quantity})`.mapWith(Number) })
    .from(onHand)
    .where(eq(onHand.partNum, partNum))
    .groupBy(onHand.plantId);
  return new Map(rows.map((r) => [r.plant, r.quantity]));
}

/** One row of the material ledger, as a part's history shows it. */
export interface LedgerRow {
  tranId: number;
  tranType: string;
  at: Date;
  plant: string;
  warehouse: string | null;
  bin: string | null;
  quantity: number;
  jobNum: string | null;
  username: string;
}

/** A part's last `limit` ledger rows, newest first. */
export async function lastLedgerRows(db: Reader, partNum: string, limit: number): Promise<LedgerRow[]> {
  return db
    .select({
      tranId: materialLedger.tranId,
      tranType: materialLedger.tranType,
      at: materialLedger.at,
      plant: materialLedger.plantId,
      warehouse: materialLedger.warehouseCode,
      bin: materialLedger.binNum,
      quantity: materialLedger.quantity,
      jobNum: materialLedger.jobNum,
      username: materialLedger.username,
    })
    .from(materialLedger)
    .where(eq(materialLedger.partNum, partNum))
    .orderBy(desc(materialLedger.at), desc(materialLedger.tranId))
    .limit(limit);
}

/** What the ledger issued of a part per month ('YYYY-MM'), after `since` up to `until`, in one plant or all (''). */
export async function issuedByMonth(
  db: Reader,
  { partNum, plant, since, until }: { partNum: string; plant: string; since: Date; until: Date },
): Promise<{ month: string; quantity: number }[]> {
  const month = sql<string>`to_char(date_trunc('month', ${materialLedger.at}), 'YYYY-MM')`;
  return db
    .select({ month, quantity: sql<number>`sum(${materialLedger.quantity})`.mapWith(Number) })
    .from(materialLedger)
    .where(
      and(
        eq(materialLedger.partNum, partNum),
        eq(materialLedger.tranType, 'ISSUE'),
        gt(materialLedger.at, since),
        lte(materialLedger.at, until),
        plant === '' ? undefined : eq(materialLedger.plantId, plant),
      ),
    )
    .groupBy(month)
    .orderBy(month);
}

/** What open jobs still need of a part (required less issued, lines not Issued Complete), per job, in one plant or all (''). */
export async function openJobDemand(
  db: Reader,
  partNum: string,
  plant: string,
): Promise<{ jobNum: string; plant: string; remaining: number }[]> {
  const remaining = sql`sum(greatest(${jobMaterials.requiredQty} - ${jobMaterials.issuedQty}, 0))`;
  return db
    .select({ jobNum: jobs.jobNum, plant: jobs.plantId, remaining: sql<number>`${remaining}`.mapWith(Number) })
    .from(jobMaterials)
    .innerJoin(jobs, eq(jobs.jobNum, jobMaterials.jobNum))
    .where(
      and(
        eq(jobMaterials.partNum, partNum),
        ne(jobs.status, 'complete'),
        eq(jobMaterials.issuedComplete, false),
        plant === '' ? undefined : eq(jobs.plantId, plant),
      ),
    )
    .groupBy(jobs.jobNum, jobs.plantId)
    .having(sql`${remaining} > 0`)
    .orderBy(jobs.jobNum);
}

/** A job operation's key. */
export interface OperationKey {
  jobNum: string;
  assemblySeq: number;
  oprSeq: number;
}

/** An operation of a job, with the job's plant and part. */
export interface JobOperationRow extends OperationKey {
  plant: string;
  partNum: string;
  resourceGroup: string;
  workCenter: string;
}

/** The operations of the given jobs (a job the plant no longer lists is simply not there). */
export async function operationsOfJobs(db: Reader, jobNums: readonly string[]): Promise<JobOperationRow[]> {
  if (jobNums.length === 0) return [];
  return operationRows(db).where(inArray(jobOperations.jobNum, [...new Set(jobNums)]));
}

/** The operations of every job not complete, by plant, job, assembly and operation. */
export async function openJobOperations(db: Reader): Promise<JobOperationRow[]> {
  return operationRows(db)
    .where(ne(jobs.status, 'complete'))
    .orderBy(asc(jobs.plantId), asc(jobOperations.jobNum), asc(jobOperations.assemblySeq), asc(jobOperations.oprSeq));
}

function operationRows(db: Reader) {
  return db
    .select({
      jobNum: jobOperations.jobNum,
      assemblySeq: jobOperations.assemblySeq,
      oprSeq: jobOperations.oprSeq,
      plant: jobs.plantId,
      partNum: jobs.partNum,
      resourceGroup: jobOperations.resourceGroup,
      workCenter: jobOperations.workCenter,
    })
    .from(jobOperations)
    .innerJoin(jobs, eq(jobs.jobNum, jobOperations.jobNum))
    .$dynamic();
}

/** The given jobs' plant and part, by job number (a job the plant no longer lists is not in the map). */
export async function jobsByNumber(db: Reader, jobNums: readonly string[]): Promise<Map<string, { plant: string; partNum: string }>> {
  if (jobNums.length === 0) return new Map();
  const rows = await db
    .select({ jobNum: jobs.jobNum, plant: jobs.plantId, partNum: jobs.partNum })
    .from(jobs)
    .where(inArray(jobs.jobNum, [...new Set(jobNums)]));
  return new Map(rows.map((r) => [r.jobNum, { plant: r.plant, partNum: r.partNum }]));
}
