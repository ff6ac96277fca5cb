import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { findEmployeeById } from '@/lib/server/db/accounts';
import { subAppRequired } from '@/lib/server/api/require-access';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import type { Database } from '@/lib/server/db/database';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { badgeInputSchema, badgeNumberSchema, badgeSchema } from '@/lib/labor/badge-schemas';
import { enrollBadge, listBadges, revokeBadge } from './badges';

const tags = ['Labor'];
const security = [{ bearer: [] }];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

const listRoute = createRoute({
  method: 'get',
  path: '/Labor/Badges',
  tags,
  security,
  summary: 'Every kiosk badge enrolled, revoked ones too (optionally one employee); administrators (Apps_Security)',
  request: { query: z.object({ empId: z.coerce.number().int().positive().optional() }) },
  responses: { 200: jsonContent(z.array(badgeSchema), 'The badges'), ...errorResponses },
});
const enrollRoute = createRoute({
  method: 'post',
  path: '/Labor/Badges',
  tags,
  security,
  summary:
    "Enrolls a card's badge number for an employee: a scan of it identifies them at a kiosk of their plant. Never an employee number; a number is given once (409 badge-taken); audited; administrators",
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: badgeInputSchema } } } },
  responses: { 201: jsonContent(badgeSchema, 'Enrolled'), 409: jsonContent(ErrorSchema, 'Already enrolled'), ...errorResponses },
});
const revokeRoute = createRoute({
  method: 'post',
  path: '/Labor/Badges/{badge}/Revoke',
  tags,
  security,
  summary: 'Revokes a badge (a lost card): its scans are refused from now on; audited; administrators',
  request: { headers: idempotencyHeader, params: z.object({ badge: badgeNumberSchema }) },
  responses: { 200: jsonContent(badgeSchema, 'Revoked'), 404: jsonContent(ErrorSchema, 'No such badge'), ...errorResponses },
});

/** The administrators' calls on kiosk badges: a badge is a credential, so only they enroll and revoke one. */
export function registerLaborBadgeRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  const adminRequired = subAppRequired(ADMIN_SUB_APP_ID, 'Only administrators (Apps_Security) may enroll or revoke badges.');
  app.use('/Labor/Badges', adminRequired);
  app.use('/Labor/Badges/*', adminRequired);
  app.openapi(listRoute, async (c) => c.json(await listBadges(db, c.req.valid('query').empId), 200));
  app.openapi(enrollRoute, async (c) => {
    const admin = (await c.get('caller').employee())!;
    const input = c.req.valid('json');
    // Administrators work at every plant; the check is here so that no write of labor skips it.
    await requireWorkPlant(c, (await findEmployeeById(db, input.empId))?.plantId);
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await enrollBadge(tx, input, admin.empId) }));
    return c.json(answer.body, 201);
  });
  app.openapi(revokeRoute, async (c) => {
    const admin = (await c.get('caller').employee())!;
    const { badge } = c.req.valid('param');
    await requireWorkPlant(c, (await listBadges(db, undefined, badge))[0]?.plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await revokeBadge(tx, badge, admin.empId) }));
    return c.json(answer.body, 200);
  });
}
