import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import type { JobStatus } from '@/lib/materials/schemas';
import { jobMaterials, jobs } from './tables';

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

/** Sets a job's status (spec §4 job status prompts); the job number and its new status. */
export async function setJobStatus(db: Database, jobNum: string, status: JobStatus): Promise<{ jobNum: string; status: JobStatus }> {
  const [row] = await db.update(jobs).set({ status }).where(eq(jobs.jobNum, jobNum)).returning({ jobNum: jobs.jobNum });
  if (!row) throw new NotFoundError(`Job ${jobNum} does not exist.`, { code: 'job-not-found' });
  return { jobNum: row.jobNum, status };
}
