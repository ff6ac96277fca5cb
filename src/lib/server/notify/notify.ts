import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { notifications } from '@/lib/server/db/schema/notifications';
import { notificationText, type NotificationText } from '@/lib/notify/text';

/** A notification row as the API returns it (spec §3). */
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Options of `createNotification`: what it says as a message (key and values, shown in the reader's
 * language; its English is stored as the description), or a description given as is (the API's callers).
 */
export type CreateNotificationOptions = { username: string; action: string } & (
  { message: NotificationText; description?: undefined } | { description: string; message?: undefined }
);

/**
 * The LISTEN/NOTIFY channel on which every new notification is announced, as the JSON of
 * `NotificationMessage`, when its transaction commits (src/lib/notifications/server/hub.ts listens).
 */
export const NOTIFICATIONS_CHANNEL = 'apps_notifications';

/** A notification as announced on `NOTIFICATIONS_CHANNEL` and sent to the browser: the row with an ISO date. */
export type NotificationMessage = Omit<NotificationRow, 'date'> & { date: string };

/** The JSON form of a stored notification. */
export function toNotificationMessage(row: NotificationRow): NotificationMessage {
  return { ...row, date: row.date.toISOString() };
}

/**
 * Stores a new unread notification dated now and announces it on `NOTIFICATIONS_CHANNEL` in the same
 * transaction, so listeners on every instance hear of it exactly when it is committed (the payload
 * stays far below NOTIFY's 8000 bytes: description and action are at most 500 characters each).
 */
export async function createNotification(db: Database, options: CreateNotificationOptions): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const { username, action, message } = options;
    const description = (message ? (notificationText(message, 'en') ?? message.key) : options.description).slice(0, 500);
    const [row] = await tx
      .insert(notifications)
      .values({ username, action, description, message: message ?? null })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(toNotificationMessage(row))})`);
    return row;
  });
}
