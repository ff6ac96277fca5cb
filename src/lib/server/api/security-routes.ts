import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { accessForEmployee, isAuthorizedSubApp } from '@/lib/server/db/access';
import { findEmployeeById } from '@/lib/server/db/accounts';
import type { Database } from '@/lib/server/db/database';
import { employeeJson, requireSelfOrAdmin, type ApiCaches, type ApiEnv } from './api-env';
import { sharedJson } from './json-answer';
import { replayable } from './replay';
import { NotFoundError } from '@/lib/server/errors';
import { cachedNotifications, toJson as notificationJson } from '@/lib/notifications/server/routes';
import { AccessSchema, EmpIdSchema, EmployeeSchema, ErrorSchema, errorResponses, jsonContent } from './schemas';
import { NotificationSchema } from '@/lib/notifications/schemas';

const security = [{ bearer: [] }];

const accessRoute = createRoute({
  method: 'get',
  path: '/Security/AppAccessByEmployee',
  summary: "The employee's access collection: own grants and their groups' grants (self or administrator)",
  security,
  request: { query: z.object({ empID: EmpIdSchema }) },
  responses: {
    200: jsonContent(AccessSchema, 'The access collection'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    ...errorResponses,
  },
});

const subAppRoute = createRoute({
  method: 'get',
  path: '/Security/IsAuthorizedSubApp',
  summary: 'Whether the employee holds a sub-application right such as Apps_Security (self or administrator)',
  security,
  request: {
    query: z.object({
      subappID: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, { message: 'must be a sub-application id such as Apps_Security' }),
      empID: EmpIdSchema,
    }),
  },
  responses: {
    200: jsonContent(z.boolean(), 'true when authorized'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    ...errorResponses,
  },
});

const MeSchema = z
  .object({
    employee: EmployeeSchema.nullable().openapi({
      description: 'The caller in the directory; null when it does not know them (then access is empty)',
    }),
    access: AccessSchema,
    unread: z
      .array(NotificationSchema)
      .optional()
      .openapi({ description: "The caller's unread notifications, newest first (only with unread=true)" }),
  })
  .openapi('Me');

const meRoute = createRoute({
  method: 'get',
  path: '/Security/Me',
  summary:
    "The caller's employee record and access collection, and with unread=true their unread notifications: what a portal page needs, in one call",
  security,
  request: { query: z.object({ unread: z.enum(['true', 'false']).optional() }) },
  responses: { 200: jsonContent(MeSchema, 'The caller'), ...errorResponses },
});

/** Application security: an employee's access and sub-application rights, and the caller's own in one call. */
export function registerSecurityRoutes(app: OpenAPIHono<ApiEnv>, db: Database, caches: ApiCaches): void {
  app.openapi(meRoute, async (c) => {
    const caller = c.get('caller');
    const [employee, access] = await Promise.all([caller.employee(), caller.access()]);
    const unread =
      c.req.valid('query').unread === 'true'
        ? (await cachedNotifications(c, db, caches, { username: caller.claims.uniqueName, unread: true, order: 'date desc' })).map(
            notificationJson,
          )
        : undefined;
    return c.json(
      {
        employee: employee && employeeJson(employee),
        access,
        ...(unread ? { unread } : {}),
      },
      200,
    );
  });

  app.openapi(accessRoute, async (c) => {
    const { empID } = c.req.valid('query');
    // Every row read below is counted in the 'access' topic: the answer may be sent again (replay.ts).
    await replayable(c);
    await requireSelfOrAdmin(c, empID);
    // The caller's own record was just read: only another employee's id needs looking up.
    const caller = c.get('caller');
    if ((await caller.employee())?.empId === empID) return c.json(sharedJson(await caller.access()), 200);
    if (!(await findEmployeeById(db, empID))) throw new NotFoundError(`No employee has the id ${empID}.`);
    return c.json(sharedJson(await caches.access.through(empID, await caller.generations(), () => accessForEmployee(db, empID))), 200);
  });

  app.openapi(subAppRoute, async (c) => {
    const { subappID, empID } = c.req.valid('query');
    await requireSelfOrAdmin(c, empID);
    if (!(await findEmployeeById(db, empID))) throw new NotFoundError(`No employee has the id ${empID}.`);
    return c.json(await isAuthorizedSubApp(db, empID, subappID), 200);
  });
}
