import { eq, like } from 'drizzle-orm';
import { InputError } from '@/lib/server/errors';
import { plantName } from '@/lib/plants/plants';
import type { Database, Tx } from '@/lib/server/db/database';
import { jobs } from './tables';

/**
 * The job a job number names: a release ('118204-1') belongs to its job ('118204'). The one place the
 * shop-floor records ask the plant's jobs (the same rows GET /v1/Jobs/{jobNum} answers); null when
 * there is no such job.
 * @example await jobOf(db, '118204-1') // { jobNum: '118204', partNum: 'CYL-2512-36', plant: '<its plant id>' }
 */
export async function jobOf(db: Database | Tx, jobNumber: string): Promise<{ jobNum: string; partNum: string; plant: string } | null> {
  const jobNum = jobNumber.split('-')[0] ?? '';
  const [job] = await db
    .select({ jobNum: jobs.jobNum, partNum: jobs.partNum, plant: jobs.plantId })
    .from(jobs)
    .where(eq(jobs.jobNum, jobNum));
  return job ?? null;
}

/**
 * Refuses a record whose plant is not its job's (400, code 'job-other-plant' on `field`): a Sheldon job's
 * weld leak is not Spirit Lake's. A job that does not exist is let through for the caller to refuse.
 * @example await checkJobPlant(db, { jobNumber: '118204', plant: locals.plant })
 */
export async function checkJobPlant(
  db: Database | Tx,
  { jobNumber, plant, field = 'jobNumber' }: { jobNumber: string; plant: string; field?: string },
): Promise<void> {
  const job = await jobOf(db, jobNumber);
  if (!job || job.plant === plant) return;
  const values = { value: jobNumber, jobPlant: plantName(job.plant), plant: plantName(plant) };
  const message = `Job ${jobNumber} is a ${values.jobPlant} job, not ${values.plant}'s.`;
  throw new InputError(message, {
    code: 'job-other-plant',
    fields: [{ field, code: 'job-other-plant', message, values }],
    extra: { values },
  });
}

/** Whether a job number (or a release of it) names a job. */
export async function jobExists(db: Database | Tx, jobNumber: string): Promise<boolean> {
  return (await jobOf(db, jobNumber)) !== null;
}

/**
 * The jobs of the parts whose numbers start with `prefix`, by job number, for the demo records.
 * @example await jobsOfParts(db, 'GAS-') // [{ jobNum: '117508', partNum: 'GAS-2010-04', plant: '<its plant id>' }, ...]
 */
export async function jobsOfParts(db: Database | Tx, prefix: string): Promise<{ jobNum: string; partNum: string; plant: string }[]> {
  return db
    .select({ jobNum: jobs.jobNum, partNum: jobs.partNum, plant: jobs.plantId })
    .from(jobs)
    .where(like(jobs.partNum, `${prefix}%`))
    .orderBy(jobs.jobNum);
}

/** The job numbers of each plant, for the demo records. */
export async function jobNumbersByPlant(db: Database | Tx): Promise<Map<string, string[]>> {
  const byPlant = new Map<string, string[]>();
  for (const row of await db.select({ jobNum: jobs.jobNum, plant: jobs.plantId }).from(jobs).orderBy(jobs.jobNum)) {
    byPlant.set(row.plant, [...(byPlant.get(row.plant) ?? []), row.jobNum]);
  }
  return byPlant;
}
