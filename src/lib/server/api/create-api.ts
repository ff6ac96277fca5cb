import { madeAtGuard } from '@/lib/server/outbox/made-at';
import { DEFAULT_OUTBOX_MAX_AGE_HOURS } from '@/lib/outbox/made-at-header';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { GenerationSource } from '@/lib/server/db/generations';
import { createApiCaches, createCaller, type ApiEnv } from './api-env';
import { bearerToken, type AccessTokenVerifier } from './bearer';
import { AuthenticationError, NotFoundError } from '@/lib/server/errors';
import { errorResponse, inputErrorFrom } from './errors';
import { FEATURES } from '@/lib/server/features';
import { rejectControlCharacters } from './input-guard';
import { jsonAnswers } from './json-answer';
import type { NotificationHub } from '@/lib/server/notifications/hub';
import type { MoveRequestHub } from '@/lib/server/materials/move-hub';
import type { DeviceGrants } from '@/lib/server/devices/device-grants';
import { deviceMayCall, isDeviceSubject } from '@/lib/server/devices/require-device';
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
}: CreateApiOptions): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    // Validation failures become InputErrors, so errors reach HTTP only through errorResponse.
    defaultHook: (result) => {
      if (!result.success) throw inputErrorFrom(result.error);
    },
  }).basePath('/v1');

  const caches = createApiCaches();
  app.onError(errorResponse);
  app.notFound((c) => errorResponse(new NotFoundError(`${c.req.method} ${c.req.path} is not a call of this API.`), c));

  app.use('*', jsonAnswers);
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

  for (const feature of FEATURES) feature.api?.(app, { db, caches, notificationHub, moveRequestHub, deviceGrants });

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
