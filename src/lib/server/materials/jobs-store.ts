import { and, asc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { BinStock, JobDetail, JobStatus, JobSummary, Part } from '@/lib/materials/schemas';
import { jobAssemblies, jobMaterials, jobOperations, jobs, onHand, parts } from './tables';

/** Reads of jobs, parts and stock for the materials calls. */

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Jobs by number or part (prefix), plant and resource group: line-down first, then by due date; at most 50. */
export async function searchJobs(db: Database, query: { search?: string | undefined; plant?: string | undefined; resourceGroup?: string | undefined }): Promise<JobSummary[]> {
  const conditions = [];
  if (query.search) {
    const like = `${escapeLike(query.search)}%`;
    conditions.push(or(ilike(jobs.jobNum, like), ilike(jobs.partNum, like)));
  }
  if (query.plant) conditions.push(eq(jobs.plantId, query.plant));
  if (query.resourceGroup) {
    const withGroup = db.selectDistinct({ jobNum: jobOperations.jobNum }).from(jobOperations).where(eq(jobOperations.resourceGroup, query.resourceGroup));
    conditions.push(inArray(jobs.jobNum, withGroup));
  }
  const rows = await db
    .select({ jobNum: jobs.jobNum, partNum: jobs.partNum, description: parts.description, plant: jobs.plantId, status: jobs.status, dueDate: jobs.dueDate, lineDownDate: jobs.lineDownDate })
    .from(jobs)
    .innerJoin(parts, eq(parts.partNum, jobs.partNum))
    .where(and(...conditions))
    .orderBy(sql`${jobs.lineDownDate} is null`, asc(jobs.lineDownDate), asc(jobs.dueDate), asc(jobs.jobNum))
    .limit(50);
  return rows.map((row) => ({ ...row, status: row.status as JobStatus }));
}

/** A job with its assemblies, operations and materials; null when it does not exist. */
export async function findJob(db: Database, jobNum: string): Promise<JobDetail | null> {
  const [job] = await db
    .select({ jobNum: jobs.jobNum, partNum: jobs.partNum, description: parts.description, plant: jobs.plantId, quantity: jobs.quantity, status: jobs.status, dueDate: jobs.dueDate, lineDownDate: jobs.lineDownDate, jobType: jobs.jobType, kitted: jobs.kitted, rework: jobs.rework })
    .from(jobs)
    .innerJoin(parts, eq(parts.partNum, jobs.partNum))
    .where(eq(jobs.jobNum, jobNum));
  if (!job) return null;
  const [assemblies, operations, materials] = await Promise.all([
    db.select({ assemblySeq: jobAssemblies.assemblySeq, partNum: jobAssemblies.partNum, description: parts.description }).from(jobAssemblies).innerJoin(parts, eq(parts.partNum, jobAssemblies.partNum)).where(eq(jobAssemblies.jobNum, jobNum)).orderBy(jobAssemblies.assemblySeq),
    db.select().from(jobOperations).where(eq(jobOperations.jobNum, jobNum)).orderBy(jobOperations.assemblySeq, jobOperations.oprSeq),
    db
      .select({ assemblySeq: jobMaterials.assemblySeq, mtlSeq: jobMaterials.mtlSeq, partNum: jobMaterials.partNum, description: parts.description, uom: parts.uom, stockedByLength: parts.stockedByLength, requiredQty: jobMaterials.requiredQty, issuedQty: jobMaterials.issuedQty, backflush: jobMaterials.backflush, issuedComplete: jobMaterials.issuedComplete, oprSeq: jobMaterials.oprSeq, warehouseCode: jobMaterials.warehouseCode, binNum: jobMaterials.binNum })
      .from(jobMaterials)
      .innerJoin(parts, eq(parts.partNum, jobMaterials.partNum))
      .where(eq(jobMaterials.jobNum, jobNum))
      .orderBy(jobMaterials.assemblySeq, jobMaterials.mtlSeq),
  ]);
  return {
    ...job,
    status: job.status as JobStatus,
    assemblies: assemblies.map((a) => ({
      ...a,
      operations: operations.filter((o) => o.assemblySeq === a.assemblySeq).map(({ oprSeq, resourceGroup, workCenter }) => ({ oprSeq, resourceGroup, workCenter })),
      materials: materials.filter((m) => m.assemblySeq === a.assemblySeq).map(({ assemblySeq: _, ...m }) => m),
    })),
  };
}

/** The resource groups of a plant's jobs (all plants when none is named), sorted. */
export async function resourceGroups(db: Database, plant: string | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ group: jobOperations.resourceGroup })
    .from(jobOperations)
    .innerJoin(jobs, eq(jobs.jobNum, jobOperations.jobNum))
    .where(plant ? eq(jobs.plantId, plant) : undefined)
    .orderBy(jobOperations.resourceGroup);
  return rows.map((r) => r.group);
}

/** A part; null when it does not exist. */
export async function findPart(db: Database, partNum: string): Promise<Part | null> {
  const [part] = await db.select({ partNum: parts.partNum, description: parts.description, uom: parts.uom, stockedByLength: parts.stockedByLength }).from(parts).where(eq(parts.partNum, partNum));
  return part ?? null;
}

/** Parts whose number starts with, or description contains, the search; at most 50. */
export async function searchParts(db: Database, search: string | undefined): Promise<Part[]> {
  const like = escapeLike(search ?? '');
  return db
    .select({ partNum: parts.partNum, description: parts.description, uom: parts.uom, stockedByLength: parts.stockedByLength })
    .from(parts)
    .where(search ? or(ilike(parts.partNum, `${like}%`), ilike(parts.description, `%${like}%`)) : undefined)
    .orderBy(parts.partNum)
    .limit(50);
}

/** The bins holding a part (quantity above zero) in a plant, or in every plant. */
export async function partBins(db: Database, partNum: string, plant: string | undefined): Promise<(BinStock & { plant: string })[]> {
  const rows = await db
    .select({ plant: onHand.plantId, warehouseCode: onHand.warehouseCode, binNum: onHand.binNum, onHandQty: onHand.quantity, heatNum: onHand.heatNum, lotNum: onHand.lotNum })
    .from(onHand)
    .where(and(eq(onHand.partNum, partNum), gt(onHand.quantity, 0), plant ? eq(onHand.plantId, plant) : undefined))
    .orderBy(onHand.plantId, onHand.warehouseCode, onHand.binNum, onHand.heatNum, onHand.lotNum);
  return rows.map((r) => ({ ...r, heatNum: r.heatNum || null, lotNum: r.lotNum || null }));
}
