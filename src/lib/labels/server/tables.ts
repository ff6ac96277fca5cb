import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Every print of a label: form, values, copies, printer, who and when; never changed. */
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

/**
 * A ZPL send in progress, by the sender's Idempotency-Key: a retry of the same send while the first
 * is still talking to the printer is refused instead of printing twice. The row goes when the send
 * ends (its answer is then kept with the key); one left by a stopped server counts after 2 minutes.
 */
export const labelSends = pgTable(
  'label_sends',
  {
    username: text('username').notNull(),
    key: text('key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.key] })],
);
