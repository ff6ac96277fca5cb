import { desc, eq } from 'drizzle-orm';
import type { LabelPrint, LabelPrintInput } from '@/lib/labels/prints';
import type { Database } from '../db/database';
import type { Tx } from '../idempotency/idempotency';
import { labelPrints } from './tables';

type Row = typeof labelPrints.$inferSelect;

const toPrint = (row: Row): LabelPrint => ({
  id: row.id,
  form: row.form,
  values: row.values,
  copies: row.copies,
  printer: row.printer,
  method: row.method,
  username: row.username,
  printedAt: row.printedAt.toISOString(),
});

/** Records one print in the caller's transaction. */
export async function recordLabelPrint(tx: Tx, input: LabelPrintInput & { username: string }): Promise<LabelPrint> {
  const [row] = await tx.insert(labelPrints).values(input).returning();
  if (!row) throw new Error('label_prints insert returned nothing');
  return toPrint(row);
}

/** The newest prints of a form, newest first. */
export async function listLabelPrints(db: Database, options: { form: string; limit: number }): Promise<LabelPrint[]> {
  const rows = await db.select().from(labelPrints).where(eq(labelPrints.form, options.form)).orderBy(desc(labelPrints.printedAt), desc(labelPrints.id)).limit(options.limit);
  return rows.map(toPrint);
}
