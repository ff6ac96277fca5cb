import type { Database } from '../db/database';

/**
 * Job numbers of the demo plants. Stand-in until the jobs data of issue 10 lands: then `jobExists`
 * asks its store (GET /v1/Jobs/{jobNum}) and this list goes.
 */
export const DEMO_JOBS: readonly string[] = [
  '118204', '118205', '118210', '118233', '118240', '118251', '118266', '118270', '118301', '118315',
  '120044', '120051', '120077', '120090', '120112', '121500', '121533', '121560', '121588', '121602',
];

/**
 * Whether a job number (or a release of it, '118204-1') names a job: the one place weld leak and
 * nitrogen records ask it.
 * @example await jobExists(db, '118204-1') // true
 */
export async function jobExists(_db: Database, jobNumber: string): Promise<boolean> {
  const job = jobNumber.split('-')[0] ?? '';
  return DEMO_JOBS.includes(job);
}
