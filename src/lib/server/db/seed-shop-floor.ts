import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { seedWeldLeaks } from '@/lib/server/weldleak/seed';
import { seedNitro } from '@/lib/server/nitro/seed';
import { seedChecklists } from '@/lib/server/checklist/seed';

// Serializes the records seed between instances starting together on one PostgreSQL server.
const RECORDS_SEED_LOCK = 727_011;

/** Seeds the demo shop-floor records (weld leaks, nitrogen charges, checklists), dated back from `now`, where their tables are empty, in one transaction. */
export async function seedRecordsIfEmpty(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECORDS_SEED_LOCK})`);
    await seedWeldLeaks(tx, now);
    await seedNitro(tx, now);
    await seedChecklists(tx, now);
  });
}
