import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { NotificationHub } from './hub';
import { notificationEventStream } from './event-stream';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { InputError } from '@/lib/server/errors';
import { errorResponses } from '@/lib/server/api/schemas';

const CURSOR = /^[0-9]{1,12}$/;

/**
 * The cursor of a (re)connecting stream: the Last-Event-ID header the browser sends on its own
 * reconnections wins over `?since=`, which a client opening a new EventSource passes instead.
 * @example streamCursor('42', undefined) // 42
 */
export function streamCursor(lastEventId: string | undefined, since: string | undefined): number | undefined {
  const value = (lastEventId ?? '').trim() || (since ?? '').trim();
  if (value === '') return undefined;
  if (!CURSOR.test(value)) throw new InputError('Last-Event-ID / since: must be a notification id such as 42.');
  return Number(value);
}

/**
 * GET /v1/Notifications/stream: the caller's new notifications as server-sent events (see
 * `notificationEventStream`), ending when the access token expires so the client reconnects with a fresh one.
 */
export function registerNotificationStreamRoute(app: OpenAPIHono<ApiEnv>, db: Database, hub: NotificationHub): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    // The registry is the base-path app's, so the path is below /v1 like every other call.
    path: '/Notifications/stream',
    summary: "The caller's new notifications as server-sent events (event 'notification', id = notification id)",
    description:
      'Sends the unread notifications after Last-Event-ID (or ?since=) first, then each new one as it is created on any ' +
      'instance; a comment every 25 s keeps the connection alive. The stream ends when the access token expires.',
    security: [{ bearer: [] }],
    request: {
      headers: z.object({ 'last-event-id': z.string().optional() }),
      query: z.object({ since: z.string().optional().openapi({ example: '42' }) }),
    },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errorResponses,
    },
  });

  app.get('/Notifications/stream', (c) => {
    const claims = c.get('claims');
    const lastEventId = streamCursor(c.req.header('last-event-id'), c.req.query('since'));
    const body = notificationEventStream({
      db,
      hub,
      username: claims.uniqueName,
      lastEventId,
      expiresAt: claims.exp,
      signal: c.req.raw.signal,
    });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    });
  });
}
