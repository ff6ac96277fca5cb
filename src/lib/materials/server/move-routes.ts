import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import {
  MOVE_STATUSES,
  movePatchSchema,
  moveRequestRowSchema,
  moveRequestSchema,
  shortEndSchema,
  moveCreatedSchema,
  moveStatusSchema,
  shortEndsRecordedSchema,
  shortEndBinSchema,
} from '@/lib/materials/move-schemas';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import { anyAppRequired, requireAnyApp } from './access';
import { createMoveRequest, getMoveRequest, listMoveRequests, updateMoveRequest } from './moves';
import { recordShortEnds, shortEndLocations } from './short-ends';
import { requireJobWorkPlant, requireWorkPlant } from '@/lib/server/api/work-plant';

const tags = ['Materials'];
const security = [{ bearer: [] }];
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

/** Who may request a move, work the queue, and record short ends. */
const REQUEST_APPS = ['Request', 'ProdMove', 'MaterialQueue'];
const QUEUE_APPS = ['MaterialQueue', 'ProdMove'];
const SHORT_END_APPS = ['shortendscheck', 'shortendlocations'];

const routes = {
  create: createRoute({
    method: 'post',
    path: '/MoveRequests',
    middleware: [anyAppRequired(REQUEST_APPS)],
    tags,
    security,
    summary: 'Requests a move (STK: a part from bin to bin; OTHER: by move type); X is an unknown location',
    request: { headers: idempotencyHeader, body: json(moveRequestSchema) },
    responses: { 201: jsonContent(moveCreatedSchema, 'Created'), ...errorResponses },
  }),
  list: createRoute({
    method: 'get',
    path: '/MoveRequests',
    middleware: [anyAppRequired(REQUEST_APPS)],
    tags,
    security,
    summary: "A plant's move requests (open and taken unless a status is named): line-down jobs first, then by need-by",
    request: { query: z.object({ plant: plantIdSchema.optional(), status: z.enum(MOVE_STATUSES).optional() }) },
    responses: { 200: jsonContent(z.array(moveRequestRowSchema), 'The requests'), ...errorResponses },
  }),
  patch: createRoute({
    method: 'patch',
    path: '/MoveRequests/{id}',
    middleware: [anyAppRequired(QUEUE_APPS)],
    tags,
    security,
    summary:
      'Takes, completes (an STK move moves the stock), cancels (the requester or a MaterialQueue_Supervisor) or sends back a move request (a handler who cannot do it); cancel and send back say why, and the requester reads it in the bell, as when it is done',
    request: {
      headers: idempotencyHeader,
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9]{1,9}$/)
          .transform(Number),
      }),
      body: json(movePatchSchema),
    },
    responses: {
      200: jsonContent(moveStatusSchema, 'The new status'),
      404: jsonContent(ErrorSchema, 'No such request'),
      409: jsonContent(ErrorSchema, 'Not from its current status'),
      ...errorResponses,
    },
  }),
  shortEnds: createRoute({
    method: 'post',
    path: '/ShortEnds',
    middleware: [anyAppRequired(SHORT_END_APPS)],
    tags,
    security,
    summary: 'Records short ends cut from a job material: KEEP into a short-end bin (on hand again), DISPOSE as scrap',
    request: { headers: idempotencyHeader, body: json(shortEndSchema) },
    responses: { 201: jsonContent(shortEndsRecordedSchema, 'Recorded'), ...errorResponses },
  }),
  one: createRoute({
    method: 'get',
    path: '/MoveRequests/{id}',
    middleware: [anyAppRequired(REQUEST_APPS)],
    tags,
    security,
    summary: "One move request, of any status (a production move's page)",
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9]{1,9}$/)
          .transform(Number),
      }),
    },
    responses: {
      200: jsonContent(moveRequestRowSchema, 'The request'),
      404: jsonContent(ErrorSchema, 'No such request'),
      ...errorResponses,
    },
  }),
  locations: createRoute({
    method: 'get',
    path: '/ShortEnds/Locations',
    middleware: [anyAppRequired(SHORT_END_APPS)],
    tags,
    security,
    summary: "A plant's short-end bins with what they hold",
    request: { query: z.object({ plant: plantIdSchema }) },
    responses: {
      200: jsonContent(z.array(shortEndBinSchema), 'The bins'),
      ...errorResponses,
    },
  }),
};

/** Move requests and short ends under the OpenAPI tag 'Materials'. */
export function registerMoveRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(routes.create, async (c) => {
    const actor = await requireAnyApp(c, REQUEST_APPS);
    const input = c.req.valid('json');
    await requireWorkPlant(c, input.plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await createMoveRequest(tx as unknown as Database, input, actor, c.get('madeAt')),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(routes.list, async (c) => {
    await requireAnyApp(c, REQUEST_APPS);
    const { plant, status } = c.req.valid('query');
    return c.json(await listMoveRequests(db, plant, status), 200);
  });
  app.openapi(routes.one, async (c) => {
    await requireAnyApp(c, REQUEST_APPS);
    return c.json(await getMoveRequest(db, c.req.valid('param').id), 200);
  });
  app.openapi(routes.patch, async (c) => {
    const actor = await requireAnyApp(c, QUEUE_APPS);
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    await requireWorkPlant(c, (await getMoveRequest(db, id)).plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await updateMoveRequest(tx as unknown as Database, id, change, actor),
    }));
    return c.json(answer.body, 200);
  });
  app.openapi(routes.shortEnds, async (c) => {
    const actor = await requireAnyApp(c, SHORT_END_APPS);
    const input = c.req.valid('json');
    await requireJobWorkPlant(c, db, input.jobNum);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await recordShortEnds(tx as unknown as Database, input, actor),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(routes.locations, async (c) => {
    await requireAnyApp(c, SHORT_END_APPS);
    return c.json(await shortEndLocations(db, c.req.valid('query').plant), 200);
  });
}
