import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { NotAllowedError, NotFoundError } from '@/lib/server/errors';
import type { JobStatus } from '@/lib/materials/schemas';
import { jobMaterials, jobs } from '@/lib/plant-data/server/tables';

/** Marks a job material Issued Complete (or not); the material after the change. */
export async function setIssuedComplete(db: Database, jobNum: string, assemblySeq: number, mtlSeq: number, issuedComplete: boolean) {
  const [row] = await db
    .update(jobMaterials)
    .set({ issuedComplete })
    .where(and(eq(jobMaterials.jobNum, jobNum), eq(jobMaterials.assemblySeq, assemblySeq), eq(jobMaterials.mtlSeq, mtlSeq)))
    .returning({
      mtlSeq: jobMaterials.mtlSeq,
      issuedQty: jobMaterials.issuedQty,
      requiredQty: jobMaterials.requiredQty,
      issuedComplete: jobMaterials.issuedComplete,
    });
  if (!row)
    throw new NotFoundError(`Material ${mtlSeq} of assembly ${assemblySeq} of job ${jobNum} does not exist.`, {
      code: 'material-not-found',
    });
  return { jobNum, assemblySeq, ...row };
}

/** The sub-application a job put back from complete to not started needs: its labor and issues start over. */
export const JOB_RESET_RIGHT = 'IssueMaterial_ReopenJob';

/**
 * Sets a job's status (spec §4 job status prompts); the job number and its new status. A complete job goes
 * back to not started only for a holder of `JOB_RESET_RIGHT` (`mayReset`), judged in the same statement,
 * so a job completed meanwhile is never reset by someone without it.
 */
export async function setJobStatus(
  db: Database,
  jobNum: string,
  status: JobStatus,
  mayReset: boolean,
): Promise<{ jobNum: string; status: JobStatus }> {
  const guard = status === 'not started' && !mayReset ? ne(jobs.status, 'complete') : undefined;
  const [row] = await db
    .update(jobs)
    .set({ status })
    .where(and(eq(jobs.jobNum, jobNum), guard))
    .returning({ jobNum: jobs.jobNum });
  if (row) return { jobNum: row.jobNum, status };
  const [exists] = await db.select({ jobNum: jobs.jobNum }).from(jobs).where(eq(jobs.jobNum, jobNum));
  if (!exists) throw new NotFoundError(`Job ${jobNum} does not exist.`, { code: 'job-not-found' });
  throw new NotAllowedError(`Job ${jobNum} is complete: only a supervisor (${JOB_RESET_RIGHT}) may put it back to not started.`, {
    code: 'job-reset-supervisor',
    extra: { values: { value: jobNum } },
  });
}
