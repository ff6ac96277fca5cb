import { NOTIFICATIONS } from '@/lib/server/db/seed-data';
import { isEmpty, type Tx } from '@/lib/server/feature';
import { notifications } from '@/lib/server/db/schema/notifications';

const HOUR = 3_600_000;

/** Seeds the demo notifications of seed-data.ts (each some hours before `now`) where none exists yet. */
export async function seedNotifications(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, notifications))) return false;
  await tx.insert(notifications).values(
    NOTIFICATIONS.map(([username, hoursAgo, unread, description, action]) => ({
      username,
      date: new Date(now.getTime() - hoursAgo * HOUR),
      unread,
      description,
      action,
    })),
  );
  return true;
}
