import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { unlockPin } from './pin-lock';
import { pinUnlockedSchema } from '@/lib/labor/schemas';

const unlockRoute = createRoute({
  method: 'post',
  path: '/Labor/Employees/{empId}/PinUnlock',
  tags: ['Labor'],
  security: [{ bearer: [] }],
  summary: "A supervisor lifts an employee's kiosk PIN lock (after too many wrong PINs) and clears the count; LaborMod_Approval",
  request: {
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    params: z.object({ empId: z.coerce.number().int().positive() }),
  },
  responses: {
    200: jsonContent(pinUnlockedSchema, 'PIN entry is open again'),
    404: jsonContent(ErrorSchema, 'No such employee on the time clock'),
    ...errorResponses,
  },
});

/** The supervisor's call on the kiosk PIN lock (its access is checked with the other supervisor calls). */
export function registerLaborPinRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(unlockRoute, async (c) => {
    const { empId } = c.req.valid('param');
    const answer = await idempotentWrite(c, db, async (tx) => {
      if (!(await unlockPin(tx, empId)))
        throw new NotFoundError(`Employee ${empId} is not on the time clock.`, { code: 'employee-not-found' });
      return { status: 200 as const, body: { empId, unlocked: true as const } };
    });
    return c.json(answer.body, 200);
  });
}
