import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { dbhDaySchema, goalInputSchema, reasonCountSchema, reasonInputSchema, goalSchema, dbhReasonSchema } from '@/lib/boards/schemas';
import { DEFAULT_PLANT, PLANT_IDS } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { isDeviceSubject } from '@/lib/devices/server/require-device';
import { InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { announceBoardChange } from '@/lib/devices/server/device-events';
import { addReason, reasonCounts, renameReason, setGoal, weekByResource } from './desk-store';
import { findResource, readDayByHour } from './store';

const security = [{ bearer: [] }];
const tags = ['Boards'];
const APP = '/daybyhour';
const plantQuery = z.object({ plant: z.enum(PLANT_IDS, { message: 'must be a plant id' }).optional() });
const idempotency = z.object({ 'idempotency-key': z.string().optional() });
const Reason = z.object(dbhReasonSchema.shape).openapi('DayByHourReason');
const json = <B extends z.ZodType>(schema: B) => ({ required: true, content: { 'application/json': { schema } } });

const weekRoute = createRoute({
  method: 'get',
  path: '/Boards/DayByHour/Week',
  tags,
  security,
  summary: "The manager's week: each resource's last seven days, goal and quantity claimed over the hours entered",
  request: { query: plantQuery },
  responses: { 200: jsonContent(z.array(z.object(dbhDaySchema.shape).openapi('DayByHourDay')), 'The days'), ...errorResponses },
});
const reasonCountsRoute = createRoute({
  method: 'get',
  path: '/Boards/DayByHour/ReasonCounts',
  tags,
  security,
  summary: "Reasons per resource: how often each reason was given for a resource's missed hours in the last seven days",
  request: { query: plantQuery },
  responses: {
    200: jsonContent(z.array(z.object(reasonCountSchema.shape).openapi('DayByHourReasonCount')), 'The counts'),
    ...errorResponses,
  },
});
const goalRoute = createRoute({
  method: 'put',
  path: '/Boards/DayByHour/Goals',
  tags,
  security,
  summary: "Overrides one hour's goal for a resource (an hour of the current shift); the boards show it within seconds",
  request: { headers: idempotency, body: json(goalInputSchema) },
  responses: { 200: jsonContent(goalSchema, 'The goal as set'), ...errorResponses },
});
const newReasonRoute = createRoute({
  method: 'post',
  path: '/Boards/DayByHour/Reasons',
  tags,
  security,
  summary: "Adds a reason for a missed hour to a plant's list",
  request: { headers: idempotency, body: json(reasonInputSchema) },
  responses: { 201: jsonContent(Reason, 'The reason'), ...errorResponses },
});
const renameReasonRoute = createRoute({
  method: 'put',
  path: '/Boards/DayByHour/Reasons/{id}',
  tags,
  security,
  summary: 'Renames a reason; the hours that gave it show the new text',
  request: { headers: idempotency, params: z.object({ id: z.coerce.number().int().positive() }), body: json(reasonInputSchema) },
  responses: { 200: jsonContent(Reason, 'The reason'), ...errorResponses },
});

/** The day by hour's desk calls for supervisors (the manager's week, goal overrides, reasons); a board calls none of them. */
export function registerDeskRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  for (const path of [
    '/Boards/DayByHour/Week',
    '/Boards/DayByHour/ReasonCounts',
    '/Boards/DayByHour/Goals',
    '/Boards/DayByHour/Reasons/:id',
  ]) {
    app.use(path, async (c, next) => {
      if (isDeviceSubject(c.get('claims').sub)) throw new NotAllowedError('A board reads its board only.', { code: 'device-not-allowed' });
      await requireApp(c, APP);
      await next();
    });
  }
  // The reasons' list is read by boards too (routes.ts); only adding one needs the person's application.
  app.use('/Boards/DayByHour/Reasons', async (c, next) => {
    if (c.req.method !== 'GET') {
      if (isDeviceSubject(c.get('claims').sub)) throw new NotAllowedError('A board reads its board only.', { code: 'device-not-allowed' });
      await requireApp(c, APP);
    }
    await next();
  });
  const plantOf = async (c: Parameters<typeof requireApp>[0], asked: string | undefined) =>
    asked ?? (await requireApp(c, APP)).plantId ?? DEFAULT_PLANT;

  app.openapi(weekRoute, async (c) => c.json(await weekByResource(db, await plantOf(c, c.req.valid('query').plant), new Date()), 200));
  app.openapi(reasonCountsRoute, async (c) =>
    c.json(await reasonCounts(db, await plantOf(c, c.req.valid('query').plant), new Date()), 200),
  );
  app.openapi(goalRoute, async (c) => {
    const input = c.req.valid('json');
    const resource = await findResource(db, input.resourceId);
    if (!resource) throw InputError.field('resourceId', 'unknown-resource', `There is no resource ${input.resourceId}.`);
    const hour = new Date(input.hour);
    const board = await readDayByHour(db, resource.plantId);
    if (!board.resources[0]?.hours.some((h) => h.hour === hour.toISOString())) {
      throw InputError.field('hour', 'not-this-shift', 'Goals are overridden for an hour of the current shift.');
    }
    const by = c.get('claims').uniqueName;
    await idempotentWrite(c, db, async (tx) => {
      await setGoal(tx, { resourceId: resource.id, hour, goal: input.goal }, by);
      await announceBoardChange(tx, { plant: resource.plantId, kind: 'data' });
      return { status: 200, body: null };
    });
    return c.json({ goal: input.goal }, 200);
  });
  app.openapi(newReasonRoute, async (c) => {
    const input = c.req.valid('json');
    const plant = await plantOf(
      c,
      PLANT_IDS.find((p) => p === input.plant),
    );
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201, body: await addReason(tx, plant, input.text) }));
    return c.json(answer.body, 201);
  });
  app.openapi(renameReasonRoute, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    const answer = await idempotentWrite(c, db, async (tx) => {
      const row = await renameReason(tx, id, input.text);
      if (!row) throw new NotFoundError(`There is no reason ${id}.`);
      await announceBoardChange(tx, { plant: row.plant, kind: 'data' });
      return { status: 200, body: { id: row.id, text: row.text } };
    });
    return c.json(answer.body, 200);
  });
}
