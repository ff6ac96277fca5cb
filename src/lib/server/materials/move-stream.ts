import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses } from '@/lib/server/api/schemas';
import { plantIdSchema } from '@/lib/materials/schemas';
import { requireAnyApp } from './access';
import type { MoveRequestEvent, MoveRequestHub } from './move-hub';

/** A comment line goes out this often so proxies and the browser see the connection alive. */
const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after the stream ends (`retry:`). */
const RECONNECT_MS = 2000;
// setTimeout cannot wait longer than this (about 24.8 days).
const MAX_TIMER_MS = 2_147_483_647;
const encoder = new TextEncoder();

/** Who may watch the queue (the same apps that may list move requests). */
const WATCH_APPS = ['Request', 'ProdMove', 'MaterialQueue'];

/**
 * Server-sent events of a plant's move-request changes: `event: move` with `{id, plant, status}` as each
 * change commits, `event: resync` when some may have been missed; a comment heartbeat; it ends when the
 * access token expires or the hub closes. The client reloads its list on either event.
 */
export function moveRequestEventStream(hub: MoveRequestHub, plant: string, expiresAt: number | undefined, signal: AbortSignal): ReadableStream<Uint8Array> {
  let cleanup = (): void => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const write = (text: string): void => {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
      const end = (): void => {
        if (ended) return;
        ended = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      };
      const unsubscribe = hub.subscribe(plant, {
        change: (event: MoveRequestEvent) => write(`event: move\ndata: ${JSON.stringify(event)}\n\n`),
        resync: () => write('event: resync\ndata: {}\n\n'),
        close: end,
      });
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      const expiry = expiresAt === undefined ? undefined : setTimeout(end, Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS));
      const onAbort = (): void => end();
      signal.addEventListener('abort', onAbort, { once: true });
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        signal.removeEventListener('abort', onAbort);
      };
      if (signal.aborted) return end();
      write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
}

/** GET /v1/MoveRequests/stream?plant=: a plant's move-request changes as server-sent events (issue 10 §3, the live queue). */
export function registerMoveStreamRoute(app: OpenAPIHono<ApiEnv>, hub: MoveRequestHub): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/MoveRequests/stream',
    tags: ['Materials'],
    summary: "A plant's move-request changes as server-sent events (event 'move' with {id, plant, status}; 'resync' when some may be missed)",
    description: 'Each change is sent when its transaction commits on any instance; without plant, every plant. A comment every 25 s keeps the connection alive; the stream ends when the access token expires.',
    security: [{ bearer: [] }],
    request: { query: z.object({ plant: plantIdSchema.optional() }) },
    responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...errorResponses },
  });
  app.get('/MoveRequests/stream', async (c) => {
    await requireAnyApp(c, WATCH_APPS);
    // An unknown plant simply hears nothing; the list call reports bad plants.
    const plant = (c.req.query('plant') ?? '').trim().slice(0, 20);
    const body = moveRequestEventStream(hub, plant, c.get('claims').exp, c.req.raw.signal);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
  });
}
