import { count, desc, eq } from 'drizzle-orm';
import type { LabelPrint, LabelPrintPage, PrintRecord } from '@/lib/labels/schemas';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
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
export async function recordLabelPrint(tx: Tx, input: PrintRecord & { username: string }): Promise<LabelPrint> {
  const [row] = await tx.insert(labelPrints).values(input).returning();
  if (!row) throw new Error('label_prints insert returned nothing');
  return toPrint(row);
}

/** One page of a form's prints, newest first, with their count. */
export async function listLabelPrints(db: Database, options: { form: string; page: number; pageSize: number }): Promise<LabelPrintPage> {
  const where = eq(labelPrints.form, options.form);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(labelPrints)
      .where(where)
      .orderBy(desc(labelPrints.printedAt), desc(labelPrints.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(labelPrints).where(where),
  ]);
  return { items: rows.map(toPrint), total: counted?.total ?? 0, page: options.page, pageSize: options.pageSize };
}
