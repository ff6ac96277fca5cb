import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses } from '@/lib/server/api/schemas';
import { sseStream } from '@/lib/server/api/sse';
import { hubOnDemand } from '@/lib/server/db/channel-hub';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { laborPlantSchema } from '@/lib/labor/schemas';
import { LABOR_CHANNEL, type LaborEvent } from './live';

function parseEvent(payload: string): LaborEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LaborEvent> | null;
    if (typeof value?.plant === 'string' && typeof value.empId === 'number') return { plant: value.plant, empId: value.empId };
  } catch {
    // Falls through to the warning.
  }
  console.warn(`[labor] ignored a ${LABOR_CHANNEL} payload that is not a punch`);
  return null;
}

/**
 * GET /v1/Labor/stream?plant=: a plant's punches and fixes as server-sent events (`event: punch` with
 * `{plant, empId}` as each commits, `resync` when some may have been missed), for who is in, live.
 */
export function registerLaborStreamRoute(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/Labor/stream',
    tags: ['Labor'],
    summary:
      "A plant's punches as server-sent events (event 'punch' with {plant, empId}; 'resync' when some may be missed); LaborMod_Approval",
    description: 'Each punch or fix is sent when its transaction commits on any instance; a comment every 25 s keeps the connection alive.',
    security: [{ bearer: [] }],
    request: { query: z.object({ plant: laborPlantSchema }) },
    responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...errorResponses },
  });
  app.get('/Labor/stream', async (c) => {
    const plant = laborPlantSchema.safeParse(c.req.query('plant'));
    if (!plant.success) throw InputError.field('plant', 'invalid', 'plant: must be a plant id');
    const hub = await hubOnDemand(db, LABOR_CHANNEL, parseEvent);
    if (!hub) throw new NotFoundError('This server has no live stream.', { code: 'no-stream' });
    const body = sseStream({
      expiresAt: c.get('claims').exp,
      signal: c.req.raw.signal,
      open: ({ write, end }) =>
        hub.subscribe((event) => event.plant === plant.data, {
          change: (event) => write(`event: punch\ndata: ${JSON.stringify(event)}\n\n`),
          resync: () => write('event: resync\ndata: {}\n\n'),
          close: end,
        }),
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
  });
}
