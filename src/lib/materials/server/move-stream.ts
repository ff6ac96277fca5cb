import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses } from '@/lib/server/api/schemas';
import { sseStream } from '@/lib/server/api/sse';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import { requireAnyApp } from './access';
import type { MoveRequestEvent, MoveRequestHub } from './move-hub';

/** Who may watch the queue (the same apps that may list move requests). */
const WATCH_APPS = ['Request', 'ProdMove', 'MaterialQueue'];

/**
 * Server-sent events of a plant's move-request changes: `event: move` with `{id, plant, status}` as each
 * change commits, `event: resync` when some may have been missed; a comment heartbeat; it ends when the
 * access token expires or the hub closes. The client reloads its list on either event.
 */
export function moveRequestEventStream(
  hub: MoveRequestHub,
  plant: string,
  expiresAt: number | undefined,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  return sseStream({
    expiresAt,
    signal,
    open: ({ write, end }) =>
      hub.subscribe(plant, {
        change: (event: MoveRequestEvent) => write(`event: move\ndata: ${JSON.stringify(event)}\n\n`),
        resync: () => write('event: resync\ndata: {}\n\n'),
        close: end,
      }),
  });
}

/** GET /v1/MoveRequests/stream?plant=: a plant's move-request changes as server-sent events (the live queue). */
export function registerMoveStreamRoute(app: OpenAPIHono<ApiEnv>, hub: MoveRequestHub): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/MoveRequests/stream',
    tags: ['Materials'],
    summary:
      "A plant's move-request changes as server-sent events (event 'move' with {id, plant, status}; 'resync' when some may be missed)",
    description:
      'Each change is sent when its transaction commits on any instance; without plant, every plant. A comment every 25 s keeps the connection alive; the stream ends when the access token expires.',
    security: [{ bearer: [] }],
    request: { query: z.object({ plant: plantIdSchema.optional() }) },
    responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...errorResponses },
  });
  app.get('/MoveRequests/stream', async (c) => {
    await requireAnyApp(c, WATCH_APPS);
    // An unknown plant simply hears nothing; the list call reports bad plants.
    const plant = (c.req.query('plant') ?? '').trim().slice(0, 20);
    const body = moveRequestEventStream(hub, plant, c.get('claims').exp, c.req.raw.signal);
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
  });
}
