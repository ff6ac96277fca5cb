import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { claimLease, runUnderLease } from '@/lib/server/jobs/lease';
import { openSeededDatabase, type SeededDatabase } from './helpers/seeded-database';

/**
 * The scheduled jobs' lease (PGlite when `serverUrl` is undefined, else PostgreSQL with a second
 * connection pool, as a second server instance has): of two instances claiming a job at once exactly one
 * runs it; the lease is free again after the run, or once it expires when a run never released it.
 */
export function defineJobLeaseSuite(serverUrl: string | undefined): void {
  let seeded: SeededDatabase;
  let other: AppDatabase | undefined;
  const second = () => other?.db ?? seeded.database.db;
  beforeAll(async () => {
    seeded = await openSeededDatabase(serverUrl);
    if (seeded.databaseUrl) other = await openDatabase({ dataDir: seeded.dataDir, databaseUrl: seeded.databaseUrl });
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await seeded?.close();
  });

  it('gives a job to exactly one of two instances claiming it at once, again and again', async () => {
    for (let round = 0; round < 10; round++) {
      const now = new Date();
      const name = `probe-${round}`;
      const won = await Promise.all([
        claimLease(seeded.database.db, name, 'instance-a', 60_000, now),
        claimLease(second(), name, 'instance-b', 60_000, now),
      ]);
      expect(won.filter(Boolean)).toHaveLength(1);
    }
  });

  it('runs a job once when two instances run it at once, records its status, and frees the lease after', async () => {
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const ran = await Promise.all([
      runUnderLease(seeded.database.db, 'sweep', 'instance-a', 60_000, run),
      runUnderLease(second(), 'sweep', 'instance-b', 60_000, run),
    ]);
    expect([ran.filter(Boolean).length, runs]).toEqual([1, 1]);
    const result = await seeded.database.db.execute(sql`select last_status, last_run_at from job_leases where name = 'sweep'`);
    expect((result as unknown as { rows: { last_status: string; last_run_at: unknown }[] }).rows[0]).toMatchObject({ last_status: 'ok' });
    expect(await runUnderLease(second(), 'sweep', 'instance-b', 60_000, run)).toBe(true);
    await expect(
      runUnderLease(seeded.database.db, 'sweep', 'instance-a', 60_000, () => Promise.reject(new Error('mill offline'))),
    ).rejects.toThrow('mill offline');
    const failed = await seeded.database.db.execute(sql`select last_status from job_leases where name = 'sweep'`);
    expect((failed as unknown as { rows: { last_status: string }[] }).rows[0]!.last_status).toBe('failed');
  });

  it('keeps a job that ran from running again on another instance before its next turn', async () => {
    let runs = 0;
    const run = async () => void runs++;
    expect(await runUnderLease(seeded.database.db, 'hourly', 'instance-a', 60_000, run, 3_600_000)).toBe(true);
    expect(await runUnderLease(second(), 'hourly', 'instance-b', 60_000, run, 3_600_000)).toBe(false);
    expect(runs).toBe(1);
  });

  it('lets another instance claim a lease that expired without being released (a crashed run)', async () => {
    const now = new Date();
    expect(await claimLease(seeded.database.db, 'crashed', 'instance-a', 1_000, now)).toBe(true);
    expect(await claimLease(second(), 'crashed', 'instance-b', 1_000, new Date(now.getTime() + 500))).toBe(false);
    expect(await claimLease(second(), 'crashed', 'instance-b', 1_000, new Date(now.getTime() + 1_001))).toBe(true);
  });
}
