import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { InputError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import {
  materialMeasurementsSchema,
  measurementInputSchema,
  measurementQuerySchema,
  measurementSchema,
} from '@/lib/materials/measure-schemas';
import { anyAppRequired, MATERIALS_READ_APPS, requireAnyApp } from './access';
import { materialMeasurementsOf, recordMeasurement } from './measurements';
import { requireJobWorkPlant } from '@/lib/server/api/work-plant';

const tags = ['Materials'];
const security = [{ bearer: [] }];
const IDEMPOTENCY_KEY = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, { message: 'printable characters only' });

const routes = {
  read: createRoute({
    method: 'get',
    path: '/MaterialMeasurements',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: 'A job material of bar or tube stock: what was issued to it (by heat) and every measured length, newest first',
    request: { query: measurementQuerySchema },
    responses: {
      200: jsonContent(materialMeasurementsSchema, 'The material and its measurements'),
      404: jsonContent(ErrorSchema, 'No such job material'),
      ...errorResponses,
    },
  }),
  record: createRoute({
    method: 'post',
    path: '/MaterialMeasurements',
    middleware: [anyAppRequired(['issueMaterial'])],
    tags,
    security,
    summary:
      'Records the measured length of bar or tube issued to a job material (pieces of one length in inches, heat number). Needs an Idempotency-Key header: a retry with the same key answers the first result and writes nothing more',
    request: {
      headers: z.object({ 'idempotency-key': IDEMPOTENCY_KEY.optional() }),
      body: { required: true, content: { 'application/json': { schema: measurementInputSchema } } },
    },
    responses: { 201: jsonContent(measurementSchema, 'Recorded (or the first result of this Idempotency-Key)'), ...errorResponses },
  }),
};

/** The measurements calls (`/issueMaterial/measurements`) under the OpenAPI tag 'Materials'. */
export function registerMeasurementRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(routes.read, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    return c.json(await materialMeasurementsOf(db, c.req.valid('query')), 200);
  });
  app.openapi(routes.record, async (c) => {
    const actor = await requireAnyApp(c, ['issueMaterial']);
    if (!c.req.valid('header')['idempotency-key'])
      throw InputError.field(
        'Idempotency-Key',
        'required',
        'The Idempotency-Key header is required: a retry with the same key never records twice.',
      );
    const input = c.req.valid('json');
    await requireJobWorkPlant(c, db, input.jobNum);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await recordMeasurement(tx as unknown as Database, input, actor),
    }));
    return c.json(answer.body, 201);
  });
}
