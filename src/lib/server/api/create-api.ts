import { madeAtGuard } from '@/lib/outbox/server/made-at';
import { DEFAULT_OUTBOX_MAX_AGE_HOURS } from '@/lib/outbox/made-at-header';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_REQUEST_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, bodyLimitOf } from '@/lib/http/body-limit.server';
import type { Database } from '@/lib/server/db/database';
import type { GenerationSource } from '@/lib/server/db/generations';
import { createApiCaches, createCaller, type ApiEnv } from './api-env';
import { bearerToken, type AccessTokenVerifier } from './bearer';
import { AuthenticationError, NotFoundError, TooLargeError } from '@/lib/server/errors';
import { errorResponse, inputErrorFrom } from './errors';
import { FEATURES } from '@/lib/server/features';
import { registerCronRoutes } from '@/lib/server/jobs/cron-routes';
import { controlCharacterField, refuseControlCharacter, rejectControlCharacters } from './input-guard';
import { jsonAnswers } from './json-answer';
import type { NotificationHub } from '@/lib/notifications/server/hub';
import type { MoveRequestHub } from '@/lib/materials/server/move-hub';
import type { DeviceGrants } from '@/lib/devices/server/device-grants';
import type { BoardHub } from '@/lib/boards/server/board-hub';
import { deviceMayCall, isDeviceSubject } from '@/lib/devices/server/require-device';
import { NotAllowedError } from '@/lib/server/errors';

/** Options of `createApi`. */
export interface CreateApiOptions {
  db: Database;
  /** Checks a bearer access token (see `createJwtVerifier`). */
  verifyAccessToken: AccessTokenVerifier;
  /** Feeds GET /v1/Notifications/stream; without it that call is not served (404). */
  notificationHub?: NotificationHub | undefined;
  /** Feeds GET /v1/MoveRequests/stream; without it that call is not served. */
  moveRequestHub?: MoveRequestHub | undefined;
  /** Where requests read the cache counters; by default from the database, once per request (see generations.ts). */
  generations?: GenerationSource | undefined;
  /** Approves and revokes devices' grants at the embedded identity provider (POST /v1/Devices). */
  deviceGrants?: DeviceGrants | undefined;
  /** How old a write made offline on a device may be when it arrives (OUTBOX_MAX_AGE_HOURS). */
  outboxMaxAgeHours?: number | undefined;
  /** Feeds GET /v1/Boards/stream; without it that call is not served. */
  boardHub?: BoardHub | undefined;
}

const OPENAPI_PATH = '/openapi.json';

/**
 * The embedded company API (spec §7) under the base path /v1: every call needs a bearer access token
 * except GET /v1/openapi.json, the OpenAPI 3.1 document. Serve it with `app.fetch`.
 */
export function createApi({
  db,
  verifyAccessToken,
  notificationHub,
  moveRequestHub,
  generations,
  deviceGrants,
  outboxMaxAgeHours = DEFAULT_OUTBOX_MAX_AGE_HOURS,
  boardHub,
}: CreateApiOptions): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    // Validation runs after a route's access check (its `middleware`), so a caller without the
    // application hears 403, never field messages. Failures become InputErrors (errors reach HTTP only
    // through errorResponse); a string with a control character is refused first, naming its field.
    defaultHook: async (result, c) => {
      // The raw input: a JSON body as sent (Hono keeps the parsed body: no second read), unknown fields included.
      const raw = result.target === 'json' ? await c.req.json().catch(() => undefined) : (result as { data?: unknown }).data;
      const field = controlCharacterField(raw);
      if (field) refuseControlCharacter(field);
      if (!result.success) throw inputErrorFrom(result.error);
    },
  }).basePath('/v1');

  const caches = createApiCaches();
  app.onError(errorResponse);
  app.notFound((c) => errorResponse(new NotFoundError(`${c.req.method} ${c.req.path} is not a call of this API.`), c));

  app.use('*', jsonAnswers);
  // As the /api/v1 pass-through: a body over its limit (1 MiB; an upload's 10 MiB) is refused before it is
  // read on (by its length, or as it arrives).
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new TooLargeError(`A request body may hold at most ${maxSize} bytes.`, { code: 'too-large' });
      },
    });
  const limits = new Map([MAX_REQUEST_BODY_BYTES, MAX_UPLOAD_BODY_BYTES].map((max) => [max, limitBody(max)] as const));
  // No call of this API reads a DELETE's body; the limit's re-wrapping of a body-less DELETE passed on by
  // the portal's proxy failed (a Request of another class), so a revoke answered 500.
  app.use('*', (c, next) => {
    if (c.req.method === 'DELETE') return next();
    return limits.get(bodyLimitOf(c.req.header('content-type')))!(c, next);
  });
  app.use('*', async (c, next) => {
    if (c.req.path === `/v1${OPENAPI_PATH}`) return next();
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new AuthenticationError('A bearer access token is required (Authorization: Bearer <token>).');
    const claims = await verifyAccessToken(token);
    // A device's credential does its one job: only the calls made for devices answer it.
    if (isDeviceSubject(claims.sub) && !deviceMayCall(c.req.path)) {
      throw new NotAllowedError('A device may not make this call.', { code: 'device-not-allowed' });
    }
    c.set('claims', claims);
    c.set('caller', createCaller(db, claims, caches, generations));
    return next();
  });
  app.use('*', rejectControlCharacters);
  app.use('*', madeAtGuard(db, outboxMaxAgeHours));

  const deviceApprovalChecks = FEATURES.flatMap((feature) => feature.checkDeviceApproval ?? []);
  const reportSources = () => FEATURES.flatMap((feature) => feature.reportSources?.() ?? []);
  for (const feature of FEATURES)
    feature.api?.(app, {
      db,
      caches,
      notificationHub,
      moveRequestHub,
      deviceGrants,
      boardHub,
      deviceApprovalChecks,
      outboxMaxAgeHours,
      reportSources,
    });
  registerCronRoutes(app, db, FEATURES);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token of the identity provider for the API audience, with the API write scope.',
  });
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Apps company API',
      version: '1.0.0',
      description:
        'The calls the Apps portal makes (spec §7). Errors answer { error: { name, code, message, fields? } }: `code` is machine-readable, `fields` lists each refused input field with its own code.',
    },
    security: [{ bearer: [] }],
  });
  return app;
}
