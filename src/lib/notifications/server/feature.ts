import { defineFeature } from '@/lib/server/feature';
import { registerNotificationRoutes } from './routes';
import { seedNotifications } from './seed';
import { registerNotificationStreamRoute } from './stream-route';
import { notifications } from '@/lib/server/db/schema/notifications';

/** Notifications: the bell's list, marking read, creating one for a user, and the live stream (the table and `createNotification` are the kit's: every feature notifies). */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  api: (app, { db, caches, notificationHub }) => {
    // The stream first: GET /Notifications/stream before the calls with a path parameter.
    if (notificationHub) registerNotificationStreamRoute(app, db, notificationHub);
    registerNotificationRoutes(app, db, caches);
  },
  seed: seedNotifications,
  // The top bar's bell shows the unread ones on every page.
  topics: { notifications: { tables: [notifications] } },
  texts: 'notifications',
});
