import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every print of a label (issue 12): form, values, copies, printer, who and when; never changed. */
export const labelPrints = pgTable(
  'label_prints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    form: text('form').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    copies: integer('copies').notNull(),
    printer: text('printer').notNull(),
    method: text('method', { enum: ['browser', 'zpl-download', 'zpl-send'] }).notNull(),
    /** The signed-in user's company e-mail. */
    username: text('username').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('label_prints_copies', sql`${t.copies} between 1 and 500`),
    index('label_prints_form_printed').on(t.form, t.printedAt.desc(), t.id.desc()),
  ],
);
