import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findEmployeeByEmail } from '@/lib/server/db/accounts';
import type { Database } from '@/lib/server/db/database';
import { createNotification, type NotificationRow } from '@/lib/server/notify/notify';
import { listNotifications, markAllNotificationsRead, updateNotificationUnread, type ListNotificationsOptions } from './store';
import { ownUsernameOrAdminGuard, requireOwnUsernameOrAdmin, type ApiCaches, type ApiEnv } from '@/lib/server/api/api-env';
import { InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { isAuthorizedSubApp, NOTIFY_SUB_APP_ID } from '@/lib/server/db/access';
import { parseNotificationFilter, parseNotificationOrder } from '@/lib/server/api/odata-filter';
import { EmailSchema, ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { NotificationCreateSchema, NotificationPatchSchema, NotificationSchema, MarkedAllSchema } from '@/lib/notifications/schemas';

const security = [{ bearer: [] }];
const QUERY_OPTIONS = new Set(['$filter', '$orderby', '$top']);

const listRoute = createRoute({
  method: 'get',
  path: '/Notifications',
  summary: "A user's notifications (own, or anyone's for an administrator); the caller's own when $filter names no username",
  security,
  request: {
    query: z.object({
      $filter: z.string().max(1000).optional().openapi({ example: "unread eq true and username eq 'shjcarter@example.com'" }),
      $orderby: z.string().max(100).optional().openapi({ example: 'date desc' }),
      $top: z
        .string()
        .regex(/^[0-9]{1,4}$/, { message: 'must be a whole number from 1 to 1000' })
        .transform(Number)
        .refine((n) => n >= 1 && n <= 1000, { message: 'must be a whole number from 1 to 1000' })
        .optional()
        .openapi({ type: 'string', example: '50' }),
    }),
  },
  responses: { 200: jsonContent(z.array(NotificationSchema), 'The notifications'), ...errorResponses },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/Notifications',
  summary: 'Marks a notification read (or unread); only `unread` is changed',
  security,
  request: { body: { required: true, content: { 'application/json': { schema: NotificationPatchSchema } } } },
  responses: {
    200: jsonContent(NotificationSchema, 'The updated notification'),
    404: jsonContent(ErrorSchema, 'No such notification'),
    ...errorResponses,
  },
});

const markAllRoute = createRoute({
  method: 'post',
  path: '/Notifications/MarkAll/{username}',
  summary: "Marks all of a user's notifications read",
  security,
  request: { params: z.object({ username: EmailSchema }) },
  responses: { 200: jsonContent(MarkedAllSchema, 'How many notifications changed'), ...errorResponses },
});

const createNotificationRoute = createRoute({
  method: 'post',
  path: '/Notifications',
  summary: 'Creates an unread notification for an employee (other applications use this)',
  security,
  request: { body: { required: true, content: { 'application/json': { schema: NotificationCreateSchema } } } },
  responses: { 201: jsonContent(NotificationSchema, 'The new notification'), ...errorResponses },
});

/** A stored notification as the API returns it. */
/**
 * A notification list, from the API's cache while no notification changed (every page's bell asks for
 * its unread ones; the 'notifications' counter moves with any change, so the next request sees it).
 */
export async function cachedNotifications(
  c: Context<ApiEnv>,
  db: Database,
  caches: ApiCaches,
  options: ListNotificationsOptions,
): Promise<NotificationRow[]> {
  const key = `${options.username ?? ''}\n${options.unread ?? ''}\n${options.order}\n${options.limit ?? ''}`;
  return caches.notifications.through(key, await c.get('caller').generations(), () => listNotifications(db, options));
}

/** A notification as the API answers it (ISO date). */
export function toJson(row: NotificationRow): z.infer<typeof NotificationSchema> {
  return { ...row, date: row.date.toISOString() };
}

/** Notifications: list (OData-style $filter/$orderby), mark read, mark all read, create. */
export function registerNotificationRoutes(app: OpenAPIHono<ApiEnv>, db: Database, caches: ApiCaches): void {
  app.openapi(listRoute, async (c) => {
    const unknown = Object.keys(c.req.query()).filter((key) => key.startsWith('$') && !QUERY_OPTIONS.has(key));
    if (unknown.length > 0) throw new InputError(`${unknown.join(', ')}: not supported; use $filter, $orderby and $top.`);
    const query = c.req.valid('query');
    const filter = parseNotificationFilter(query.$filter);
    const order = parseNotificationOrder(query.$orderby);
    let username = c.get('claims').uniqueName;
    if (filter.username !== undefined) {
      const parsed = EmailSchema.safeParse(filter.username);
      if (!parsed.success) throw new InputError(`$filter: username '${filter.username}' is not an e-mail address.`);
      username = parsed.data;
      await requireOwnUsernameOrAdmin(c, username);
    }
    const rows = await cachedNotifications(c, db, caches, { username, unread: filter.unread, order, limit: query.$top });
    return c.json(rows.map(toJson), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const body = c.req.valid('json');
    const authorize = await ownUsernameOrAdminGuard(c);
    const row = await updateNotificationUnread(db, {
      id: body.id,
      unread: body.unread,
      authorize: (stored) => authorize(stored.username),
    });
    if (!row) throw new NotFoundError(`There is no notification ${body.id}.`);
    return c.json(toJson(row), 200);
  });

  app.openapi(markAllRoute, async (c) => {
    const { username } = c.req.valid('param');
    await requireOwnUsernameOrAdmin(c, username);
    return c.json({ updated: await markAllNotificationsRead(db, username) }, 200);
  });

  app.openapi(createNotificationRoute, async (c) => {
    const body = c.req.valid('json');
    await requireNotifyRight(c, db, body.username);
    if (!(await findEmployeeByEmail(db, body.username))) {
      throw new InputError(`username: ${body.username} is not an employee.`);
    }
    return c.json(toJson(await createNotification(db, body)), 201);
  });
}

/**
 * Anyone may notify themselves; notifying someone else needs the Apps_Notify right (an application's
 * own account holds it) or Apps_Security, else 403.
 */
async function requireNotifyRight(c: Context<ApiEnv>, db: Database, username: string): Promise<void> {
  const caller = c.get('caller');
  if (caller.claims.uniqueName === username.toLowerCase()) return;
  const employee = await caller.employee();
  if (employee && ((await isAuthorizedSubApp(db, employee.empId, NOTIFY_SUB_APP_ID)) || (await caller.isAdmin()))) return;
  throw new NotAllowedError(`Only an account with the ${NOTIFY_SUB_APP_ID} right (or Apps_Security) may notify someone else.`);
}
