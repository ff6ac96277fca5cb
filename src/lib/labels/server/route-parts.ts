import { z } from '@hono/zod-openapi';

/** The application that grants label printing. */
export const LABELS_APP = '/Labels';

/** The Idempotency-Key header of the label writes. */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'A retried print with the same key answers the same and is recorded once.' }),
});
