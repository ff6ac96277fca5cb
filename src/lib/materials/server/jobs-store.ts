import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { prepareStatements, prepared, runPrepared } from '@/lib/server/db/prepared';
import type { BinStock, JobDetail, JobStatus, JobSummary, Part } from '@/lib/materials/schemas';
import { stockPlaces } from '@/lib/plant-data/server/reads';
import { jobOperations, jobs, parts } from '@/lib/plant-data/server/tables';

/** Reads of jobs, parts and stock for the materials calls. */

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Jobs by number or part (prefix), plant and resource group: line-down first, then by due date; at most 50. */
export async function searchJobs(
  db: Database,
  query: { search?: string | undefined; plant?: string | undefined; resourceGroup?: string | undefined },
): Promise<JobSummary[]> {
  const conditions = [];
  if (query.search) {
    const like = `${escapeLike(query.search)}%`;
    conditions.push(or(ilike(jobs.jobNum, like), ilike(jobs.partNum, like)));
  }
  if (query.plant) conditions.push(eq(jobs.plantId, query.plant));
  if (query.resourceGroup) {
    const withGroup = db
      .selectDistinct({ jobNum: jobOperations.jobNum })
      .from(jobOperations)
      .where(eq(jobOperations.resourceGroup, query.resourceGroup));
    conditions.push(inArray(jobs.jobNum, withGroup));
  }
  const rows = await db
    .select({
      jobNum: jobs.jobNum,
      partNum: jobs.partNum,
      description: parts.description,
      plant: jobs.plantId,
      status: jobs.status,
      dueDate: jobs.dueDate,
      lineDownDate: jobs.lineDownDate,
    })
    .from(jobs)
    .innerJoin(parts, eq(parts.partNum, jobs.partNum))
    .where(and(...conditions))
    .orderBy(sql`${jobs.lineDownDate} is null`, asc(jobs.lineDownDate), asc(jobs.dueDate), asc(jobs.jobNum))
    .limit(50);
  return rows.map((row) => ({ ...row, status: row.status as JobStatus }));
}

/** `findJob`'s statement: the database shapes the assemblies as JSON. */
const JOB_STATEMENT = prepared(
  'materials_job',
  ['text'],
  `
    select j.job_num, j.part_num, p.description, j.plant_id, j.quantity::float8 as quantity, j.status, j.due_date::text as due_date,
      j.line_down_date::text as line_down_date, j.job_type, j.kitted, j.rework,
      coalesce((
        select json_agg(json_build_object(
          'assemblySeq', a.assembly_seq, 'partNum', a.part_num, 'description', ap.description,
          'operations', coalesce((
            select json_agg(json_build_object('oprSeq', o.opr_seq, 'resourceGroup', o.resource_group, 'workCenter', o.work_center) order by o.opr_seq)
            from job_operations o where o.job_num = a.job_num and o.assembly_seq = a.assembly_seq), '[]'::json),
          'materials', coalesce((
            select json_agg(json_build_object('mtlSeq', m.mtl_seq, 'partNum', m.part_num, 'description', mp.description, 'uom', mp.uom,
              'stockedByLength', mp.stocked_by_length, 'requiredQty', m.required_qty::float8, 'issuedQty', m.issued_qty::float8, 'backflush', m.backflush,
              'issuedComplete', m.issued_complete, 'oprSeq', m.opr_seq, 'warehouseCode', m.warehouse_code, 'binNum', m.bin_num) order by m.mtl_seq)
            from job_materials m join parts mp on mp.part_num = m.part_num where m.job_num = a.job_num and m.assembly_seq = a.assembly_seq), '[]'::json)
        ) order by a.assembly_seq)
        from job_assemblies a join parts ap on ap.part_num = a.part_num where a.job_num = j.job_num), '[]'::json) as assemblies
    from jobs j join parts p on p.part_num = j.part_num
    where j.job_num = $1`,
);

/**
 * A job with its assemblies, operations and materials; null when it does not exist. One statement:
 * the database shapes the assemblies as JSON, so a tablet's scan costs one round trip, not four.
 */
export async function findJob(db: Database, jobNum: string): Promise<JobDetail | null> {
  const ready = await prepareStatements(db, [JOB_STATEMENT]);
  const [job] = await runPrepared<JobRow>(db, JOB_STATEMENT, [jobNum], ready);
  if (!job) return null;
  return {
    jobNum: job.job_num,
    partNum: job.part_num,
    description: job.description,
    plant: job.plant_id,
    quantity: Number(job.quantity),
    status: job.status as JobStatus,
    dueDate: job.due_date,
    lineDownDate: job.line_down_date,
    jobType: job.job_type,
    kitted: job.kitted,
    rework: job.rework,
    assemblies: typeof job.assemblies === 'string' ? JSON.parse(job.assemblies) : job.assemblies,
  };
}

/** A row of `findJob`'s statement. */
type JobRow = {
  job_num: string;
  part_num: string;
  description: string;
  plant_id: string;
  quantity: number | string;
  status: string;
  due_date: string;
  line_down_date: string | null;
  job_type: string;
  kitted: boolean;
  rework: boolean;
  assemblies: JobDetail['assemblies'] | string;
};

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
  const [part] = await db
    .select({ partNum: parts.partNum, description: parts.description, uom: parts.uom, stockedByLength: parts.stockedByLength })
    .from(parts)
    .where(eq(parts.partNum, partNum));
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
  const rows = await stockPlaces(db, partNum, plant);
  return rows.map(({ quantity, ...r }) => ({ ...r, onHandQty: quantity, heatNum: r.heatNum || null, lotNum: r.lotNum || null }));
}
