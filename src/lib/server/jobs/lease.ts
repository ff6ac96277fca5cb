import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims a job's lease for `holder` until `now + ttlMs`, in one statement: it wins only when no lease row
 * exists or the one there has expired (or, with `now` run, when the last run ended and only its turn
 * is waiting), so of several instances claiming at once exactly one wins.
 * @returns whether `holder` now holds the lease
 */
export async function claimLease(db: Database, name: string, holder: string, ttlMs: number, now: Date, runNow = false): Promise<boolean> {
  const until = new Date(now.getTime() + ttlMs).toISOString();
  const result = await db.execute(sql`
    insert into job_leases (name, holder, expires_at) values (${name}, ${holder}, ${until}::timestamptz)
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where job_leases.expires_at <= ${now.toISOString()}::timestamptz or (${runNow}::boolean and job_leases.holder = '')
    returning holder`);
  return rowsOf<{ holder: string }>(result).some((r) => r.holder === holder);
}

/**
 * Ends `holder`'s lease of a job, records how the run went, and keeps the job from being claimed again
 * before `freeAt` (its next turn: no other instance runs it again within its interval).
 */
export async function releaseLease(
  db: Database,
  name: string,
  holder: string,
  status: 'ok' | 'failed',
  now: Date,
  freeAt: Date = now,
): Promise<void> {
  await db.execute(sql`
    update job_leases set holder = '', expires_at = ${freeAt.toISOString()}::timestamptz, last_run_at = ${now.toISOString()}::timestamptz,
      last_status = ${status} where name = ${name} and holder = ${holder}`);
}

/**
 * Runs a job under its lease: nothing (false) when another instance holds it, else the run, its status
 * recorded whether it succeeded or threw (the error thrown again to the caller); after a run the job is
 * not claimed again until `everyMs` after the run began (except `runNow`, an administrator's run).
 */
export async function runUnderLease(
  db: Database,
  name: string,
  holder: string,
  ttlMs: number,
  run: () => Promise<unknown>,
  everyMs = 0,
  runNow = false,
): Promise<boolean> {
  const started = new Date();
  if (!(await claimLease(db, name, holder, ttlMs, started, runNow))) return false;
  const freeAt = () => new Date(Math.max(Date.now(), started.getTime() + everyMs));
  try {
    await run();
    await releaseLease(db, name, holder, 'ok', new Date(), freeAt());
  } catch (error) {
    await releaseLease(db, name, holder, 'failed', new Date(), freeAt());
    throw error;
  }
  return true;
}
