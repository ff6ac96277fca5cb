import { z } from '@hono/zod-openapi';
import { ErrorSchema, jsonContent } from '@/lib/server/api/schemas';

/** The OpenAPI pieces maintenance's routes share. */
export const security = [{ bearer: [] }];
/** The optional Idempotency-Key header of a write. */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'A retried request with the same key answers the same and writes nothing.' }),
});
/** A required JSON body. */
export const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
/** A 404 answer. */
export const notFound = (what: string) => ({ 404: jsonContent(ErrorSchema, what) });
