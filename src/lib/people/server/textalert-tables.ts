import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';

/** A text alert as it was asked for: whom (a plant, maybe one department or user group) and what. */
export const textAlerts = pgTable(
  'text_alerts',
  {
    alertId: uuid('alert_id').primaryKey().defaultRandom(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    departmentId: integer('department_id'),
    groupName: text('group_name'),
    message: text('message').notNull(),
    sentBy: integer('sent_by').references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('text_alerts_plant').on(t.plantId, t.createdAt)],
);

/**
 * The outbound queue: one text to one mobile number. The sender takes those due, posts each to the
 * SMS gateway and retries a failure later (`nextAttemptAt`) until it has tried MAX_ATTEMPTS times.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    messageId: integer('message_id').primaryKey().generatedAlwaysAsIdentity(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => textAlerts.alertId, { onDelete: 'cascade' }),
    empId: integer('emp_id').references(() => employees.empId, { onDelete: 'set null' }),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The gateway's id of the message (Twilio's `sid`). */
    gatewayId: text('gateway_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('text_messages_due').on(t.status, t.nextAttemptAt), index('text_messages_alert').on(t.alertId)],
);

/** What the embedded development SMS gateway received: every message, as a phone would have. */
export const devSmsInbox = pgTable('dev_sms_inbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  sid: text('sid').notNull().unique(),
  accountSid: text('account_sid').notNull(),
  fromNumber: text('from_number').notNull(),
  toNumber: text('to_number').notNull(),
  body: text('body').notNull(),
});
