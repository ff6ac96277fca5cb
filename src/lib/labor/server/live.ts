import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';

/** The LISTEN/NOTIFY channel on which punches are announced, in their transaction. */
export const LABOR_CHANNEL = 'apps_labor';

/** A punch as announced on `LABOR_CHANNEL`: whose, in which plant. */
export interface LaborEvent {
  plant: string;
  empId: number;
}

/** Announces a punch; it is heard when (and only if) the transaction commits. */
export async function announceLabor(tx: Tx | Database, event: LaborEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${LABOR_CHANNEL}, ${JSON.stringify(event)})`);
}
