import { and, asc, desc, eq, gt, max, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { notifications } from '@/lib/server/db/schema/notifications';
import type { NotificationRow } from '@/lib/server/notify/notify';

/** Options of `listNotifications`. */
export interface ListNotificationsOptions {
  /** Lower-case company e-mail; absent lists everyone's (administrators only). */
  username?: string | undefined;
  unread?: boolean | undefined;
  order: 'date desc' | 'date asc';
  limit?: number | undefined;
}

/** Lists notifications by recipient and read state, ordered by date (then id, so equal dates keep one order). */
export async function listNotifications(db: Database, options: ListNotificationsOptions): Promise<NotificationRow[]> {
  const conditions: SQL[] = [];
  if (options.username !== undefined) conditions.push(eq(notifications.username, options.username));
  if (options.unread !== undefined) conditions.push(eq(notifications.unread, options.unread));
  const direction = options.order === 'date asc' ? asc : desc;
  const query = db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(direction(notifications.date), direction(notifications.id));
  return options.limit === undefined ? query : query.limit(options.limit);
}

/** Options of `updateNotificationUnread`. */
export interface UpdateNotificationUnreadOptions {
  id: number;
  unread: boolean;
  /**
   * Called with the stored row, inside the transaction, before the change; throw to refuse it.
   * It must not query the database (PGlite's one connection is held by the transaction).
   */
  authorize: (row: NotificationRow) => void;
}

/** Sets one notification's unread flag in one transaction; the updated row, or null when there is no such notification. */
export async function updateNotificationUnread(db: Database, options: UpdateNotificationUnreadOptions): Promise<NotificationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(notifications).where(eq(notifications.id, options.id)).for('update');
    if (!row) return null;
    options.authorize(row);
    const [updated] = await tx.update(notifications).set({ unread: options.unread }).where(eq(notifications.id, options.id)).returning();
    return updated ?? null;
  });
}

/** Marks every unread notification of a user read; how many changed. */
export async function markAllNotificationsRead(db: Database, username: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ unread: false })
      .where(and(eq(notifications.username, username), eq(notifications.unread, true)))
      .returning({ id: notifications.id });
    return rows.length;
  });
}

/** Options of `listUnreadNotificationsAfter`. */
export interface ListUnreadNotificationsAfterOptions {
  username: string;
  /** Only notifications with a larger id (ids grow with creation). */
  afterId: number;
  limit: number;
}

/** A user's unread notifications created after a known one, oldest first: the catch-up of a reconnecting stream. */
export async function listUnreadNotificationsAfter(db: Database, options: ListUnreadNotificationsAfterOptions): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.username, options.username), eq(notifications.unread, true), gt(notifications.id, options.afterId)))
    .orderBy(asc(notifications.id))
    .limit(options.limit);
}

/** The id of a user's newest notification, or 0 when they have none. */
export async function latestNotificationId(db: Database, username: string): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.username, username));
  return row?.id ?? 0;
}
