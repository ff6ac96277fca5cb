import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { appRequired, requireApp, subAppRequired } from '@/lib/server/api/require-access';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import {
  devSmsSchema,
  TEXT_ALERT_APP,
  textAlertInputSchema,
  textAlertQueuedSchema,
  textAlertStatusSchema,
  textAlertSummarySchema,
  textAlertGroupsSchema,
} from '@/lib/people/schemas';
import { queueTextAlert, recentTextAlerts, textAlertStatus } from './text-alerts';
import { devSmsInbox } from './textalert-tables';
import { userGroupNames } from '@/lib/plant-data/server/employees-recipients';

const tags = ['Text alerts'];
const security = [{ bearer: [] }];
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'A retried alert with the same key is queued once and answers the same.' }),
});
const TextAlertInputSchema = textAlertInputSchema.openapi('TextAlertInput');
const TextAlertQueuedSchema = z.object(textAlertQueuedSchema.shape).openapi('TextAlertQueued');
const TextAlertStatusSchema = z.object(textAlertStatusSchema.shape).openapi('TextAlertStatus');
const TextAlertSummarySchema = z.object(textAlertSummarySchema.shape).openapi('TextAlertSummary');
const DevSmsSchema = z.object(devSmsSchema.shape).openapi('DevSms');

const sendRoute = createRoute({
  method: 'post',
  path: '/TextAlerts',
  middleware: [appRequired(TEXT_ALERT_APP)],
  tags,
  security,
  summary:
    "Queues a text to a plant's active people with a mobile number and consent (or one department or user group of it); the outbound queue sends it through the SMS gateway with retries",
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: TextAlertInputSchema } } } },
  responses: {
    202: jsonContent(TextAlertQueuedSchema, 'Queued'),
    422: jsonContent(ErrorSchema, "Nobody would get it ('no-recipients')"),
    ...errorResponses,
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/TextAlerts',
  middleware: [appRequired(TEXT_ALERT_APP)],
  tags,
  security,
  summary: "A plant's latest text alerts with their progress, newest first",
  request: { query: z.object({ plant: plantIdSchema }) },
  responses: { 200: jsonContent(z.array(TextAlertSummarySchema), 'The alerts'), ...errorResponses },
});
const devRoute = createRoute({
  method: 'get',
  path: '/TextAlerts/DevGateway',
  middleware: [subAppRequired(ADMIN_SUB_APP_ID)],
  tags,
  security,
  summary: 'What the embedded development SMS gateway received, newest first (administrators)',
  responses: { 200: jsonContent(z.array(DevSmsSchema), 'The received messages'), ...errorResponses },
});
const groupsRoute = createRoute({
  method: 'get',
  path: '/TextAlerts/Groups',
  middleware: [appRequired(TEXT_ALERT_APP)],
  tags,
  security,
  summary: 'The user groups an alert may go to, by name',
  responses: { 200: jsonContent(textAlertGroupsSchema.openapi('TextAlertGroups'), 'Their names'), ...errorResponses },
});
const statusRoute = createRoute({
  method: 'get',
  path: '/TextAlerts/{id}',
  middleware: [appRequired(TEXT_ALERT_APP)],
  tags,
  security,
  summary: "A text alert's progress: queued, sending, sent or failed, with how many went out and failed",
  request: { params: z.object({ id: z.uuid({ message: 'must be the id of a text alert' }) }) },
  responses: { 200: jsonContent(TextAlertStatusSchema, 'Its progress'), 404: jsonContent(ErrorSchema, 'No such alert'), ...errorResponses },
});

/** The text alert calls: queue one (exactly once per Idempotency-Key), follow it, list a plant's. */
export function registerTextAlertRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(sendRoute, async (c) => {
    const employee = await requireApp(c, TEXT_ALERT_APP);
    const input = c.req.valid('json');
    await requireWorkPlant(c, input.plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await queueTextAlert(tx, input, employee.empId),
    }));
    return c.json(answer.body, 202);
  });
  app.openapi(listRoute, async (c) => c.json(await recentTextAlerts(db, c.req.valid('query').plant), 200));
  app.openapi(devRoute, async (c) => {
    const rows = await db.select().from(devSmsInbox).orderBy(desc(devSmsInbox.id)).limit(200);
    return c.json(
      rows.map((r) => ({ receivedAt: r.receivedAt.toISOString(), to: r.toNumber, from: r.fromNumber, body: r.body, sid: r.sid })),
      200,
    );
  });
  app.openapi(groupsRoute, async (c) => c.json(await userGroupNames(db), 200));
  app.openapi(statusRoute, async (c) => {
    const found = await textAlertStatus(db, c.req.valid('param').id);
    if (!found) throw new NotFoundError('There is no such text alert.', { code: 'text-alert-not-found' });
    const { plant: _plant, ...status } = found;
    return c.json(status, 200);
  });
}
