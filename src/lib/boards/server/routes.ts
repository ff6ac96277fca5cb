import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { dayByHourSchema, dbhHourSchema, dbhReasonSchema } from '@/lib/boards/schemas';
import { numberField } from '@/lib/forms/number-field';
import { DEFAULT_PLANT, PLANT_IDS } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { sseStream } from '@/lib/server/api/sse';
import type { Database } from '@/lib/server/db/database';
import { requireDevice, isDeviceSubject } from '@/lib/devices/server/require-device';
import { InputError, NotAllowedError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { announceBoardChange } from '@/lib/devices/server/device-events';
import type { BoardHub } from './board-hub';
import { findResource, listReasons, readDayByHour, setCount } from './store';

const security = [{ bearer: [] }];
const tags = ['Boards'];
const APP = '/daybyhour';
const plantQuery = z.enum(PLANT_IDS, { message: 'must be a plant id' }).optional();
// Fresh objects of the extended z (the shared schemas may be built before @hono/zod-openapi extends zod).
const DayByHourSchema = z.object(dayByHourSchema.shape).openapi('DayByHour');
const HourSchema = z.object(dbhHourSchema.shape).openapi('DayByHourHour');

const dbhRoute = createRoute({
  method: 'get',
  path: '/Boards/DayByHour',
  tags,
  security,
  summary:
    "A plant's day by hour for the current shift: per resource and hour the goal, the quantity claimed, running totals, green or red, the reason",
  request: { query: z.object({ plant: plantQuery, kind: z.enum(['weld', 'machining', 'assembly']).optional() }) },
  responses: { 200: jsonContent(DayByHourSchema, 'The board'), ...errorResponses },
});
const reasonsRoute = createRoute({
  method: 'get',
  path: '/Boards/DayByHour/Reasons',
  tags,
  security,
  summary: "A plant's reasons for a missed hour",
  request: { query: z.object({ plant: plantQuery }) },
  responses: { 200: jsonContent(z.array(dbhReasonSchema), 'The reasons'), ...errorResponses },
});
const countInput = z.object({
  resourceId: z.coerce
    .number({ message: 'must be a resource id' })
    .refine((id) => Number.isInteger(id) && id > 0, { message: 'must be a resource id', params: { code: 'unknown-resource' } }),
  hour: z.string().refine((hour) => z.iso.datetime({ offset: true }).safeParse(hour).success, {
    message: 'must be an hour of the shift, e.g. 2026-01-05T12:00:00Z',
    params: { code: 'not-this-shift' },
  }),
  quantity: numberField({ min: 0, max: 10_000, unit: '', whole: true, message: 'must be a whole number from 0 to 10000' }),
  reasonId: z.coerce.number().int().positive().nullable().optional(),
});
const countRoute = createRoute({
  method: 'put',
  path: '/Boards/DayByHour/Counts',
  tags,
  security,
  summary: "Sets one hour's quantity claimed for a resource, with the reason for a miss; the plant's boards show it within seconds",
  request: {
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: { required: true, content: { 'application/json': { schema: countInput } } },
  },
  responses: { 200: jsonContent(HourSchema, "The resource's hour as the board shows it"), ...errorResponses },
});

/** The plant a board call reads: a device's own plant (whatever it asks), a person's choice (their application checked). */
async function boardPlant(c: Context<ApiEnv>, db: Database, asked: string | undefined): Promise<string> {
  if (isDeviceSubject(c.get('claims').sub)) return (await requireDevice(c, db, 'board')).plant;
  const employee = await requireApp(c, APP);
  return asked ?? employee.plantId ?? DEFAULT_PLANT;
}

/** Boards: the day by hour, its reasons, entering counts, and the boards' live stream. */
export function registerBoardRoutes(app: OpenAPIHono<ApiEnv>, db: Database, hub: BoardHub | undefined): void {
  app.use('/Boards/DayByHour/Counts', async (c, next) => {
    if (isDeviceSubject(c.get('claims').sub))
      throw new NotAllowedError('A board reads; it enters no counts.', { code: 'device-not-allowed' });
    await requireApp(c, APP);
    await next();
  });
  app.openapi(dbhRoute, async (c) => {
    const { plant, kind } = c.req.valid('query');
    return c.json(await readDayByHour(db, await boardPlant(c, db, plant), new Date(), kind), 200);
  });
  app.openapi(reasonsRoute, async (c) => c.json(await listReasons(db, await boardPlant(c, db, c.req.valid('query').plant)), 200));
  app.openapi(countRoute, async (c) => {
    const input = c.req.valid('json');
    const resource = await findResource(db, input.resourceId);
    if (!resource) throw InputError.field('resourceId', 'unknown-resource', `There is no resource ${input.resourceId}.`);
    const hour = new Date(input.hour);
    const board = await readDayByHour(db, resource.plantId);
    if (!board.resources[0]?.hours.some((h) => h.hour === hour.toISOString()) || hour.getTime() > Date.now()) {
      throw InputError.field('hour', 'not-this-shift', 'Counts are entered for an hour of the current shift that has begun.');
    }
    const by = c.get('claims').uniqueName;
    await idempotentWrite(c, db, async (tx) => {
      await setCount(
        tx,
        { resourceId: resource.id, hour, quantity: input.quantity, reasonId: input.reasonId ?? null },
        resource.plantId,
        by,
      );
      await announceBoardChange(tx, { plant: resource.plantId, kind: 'data' });
      return { status: 200, body: null };
    });
    const after = await readDayByHour(db, resource.plantId);
    const row = after.resources.find((r) => r.id === resource.id)?.hours.find((h) => h.hour === hour.toISOString());
    if (!row) throw new Error('the hour just written is not on the board');
    return c.json(row, 200);
  });

  if (!hub) return;
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/Boards/stream',
    tags,
    summary: "A plant's board changes as server-sent events ('data' when counts change; 'revoked' ends a revoked device's stream)",
    security,
    request: { query: z.object({ plant: plantQuery }) },
    responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...errorResponses },
  });
  app.get('/Boards/stream', async (c) => {
    const asked = plantQuery.safeParse(c.req.query('plant') || undefined);
    if (!asked.success) throw InputError.field('plant', 'invalid', 'plant: must be a plant id');
    const device = isDeviceSubject(c.get('claims').sub) ? await requireDevice(c, db, 'board') : null;
    const plant = device ? device.plant : await boardPlant(c, db, asked.data);
    const body = sseStream({
      expiresAt: c.get('claims').exp,
      signal: c.req.raw.signal,
      open: ({ write, end }) =>
        hub.subscribe(plant, {
          change: (event) => {
            if (event.kind === 'data') write('event: data\ndata: {}\n\n');
            else if (device && event.deviceId === device.deviceId) {
              write('event: revoked\ndata: {}\n\n');
              end();
            }
          },
          resync: () => write('event: data\ndata: {}\n\n'),
          close: end,
        }),
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
  });
}
