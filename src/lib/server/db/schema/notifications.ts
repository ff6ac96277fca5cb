import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationText } from '@/lib/notify/text';

/** A message for one user (spec §3 "Notification"); `action` is the route it opens, e.g. '/Maintenance/1042'. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient's company e-mail, lower-case. */
    username: text('username').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    unread: boolean('unread').notNull().default(true),
    description: text('description').notNull(),
    action: text('action').notNull(),
    /** What it says as a message key and values, shown in the reader's language; null for a text given as is (description). */
    message: jsonb('message').$type<NotificationText>(),
  },
  (t) => [
    check('notifications_username_lower', sql`${t.username} = lower(${t.username})`),
    index('notifications_username_unread_date').on(t.username, t.unread, t.date.desc()),
  ],
);
