import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotAllowedError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { askForAccess, listGrantors } from './access-requests';

const security = [{ bearer: [] }];
const tags = ['Access requests'];

const GrantorSchema = z.object({ empId: z.number().int(), name: z.string() }).openapi('Grantor');
const AccessRequestSchema = z
  .object({
    app: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, { message: 'must be an application key, e.g. Inspections' }),
    subAppId: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, { message: 'must be a right id, e.g. Maintenance_Manager' })
      .optional(),
  })
  .openapi('AccessRequest');
const AccessRequestAnswerSchema = z
  .object({
    notified: z.array(GrantorSchema),
    /** True when the person's request for this application was still open: nobody was told again. */
    alreadyAsked: z.boolean(),
  })
  .openapi('AccessRequestAnswer');

/** The answer of POST /v1/Security/AccessRequests. */
export type AccessRequestAnswer = z.infer<typeof AccessRequestAnswerSchema>;
/** Someone who may grant access, as the API answers it. */
export type GrantorJson = z.infer<typeof GrantorSchema>;

const grantorsRoute = createRoute({
  method: 'get',
  path: '/Security/Grantors',
  tags,
  summary: 'Who may grant applications and rights (the holders of Apps_Security): what a refused person is told',
  security,
  responses: { 200: jsonContent(z.array(GrantorSchema), 'The grantors, by name'), ...errorResponses },
});

const askRoute = createRoute({
  method: 'post',
  path: '/Security/AccessRequests',
  tags,
  summary: "Asks for an application (or one of its rights): every grantor's bell gets a link that opens the grant for the caller",
  security,
  request: {
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: { required: true, content: { 'application/json': { schema: AccessRequestSchema } } },
  },
  responses: {
    200: jsonContent(AccessRequestAnswerSchema, 'The request was already open: the grantors who have it, told nothing new'),
    201: jsonContent(AccessRequestAnswerSchema, 'The grantors told'),
    404: jsonContent(ErrorSchema, 'No such application or right'),
    ...errorResponses,
  },
});

/** Only an employee the directory knows may ask (checked before the body is read). */
const employeeOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!(await c.get('caller').employee())) {
    throw new NotAllowedError('Only employees may ask for access.', { code: 'not-an-employee' });
  }
  await next();
};

/** Access requests: who grants, and asking them through the bell. */
export function registerAccessRequestRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.use('/Security/Grantors', employeeOnly);
  app.use('/Security/AccessRequests', employeeOnly);
  app.openapi(grantorsRoute, async (c) => {
    const grantors = await listGrantors(db);
    return c.json(
      grantors.map(({ empId, name }) => ({ empId, name })),
      200,
    );
  });
  app.openapi(askRoute, async (c) => {
    const asker = await c.get('caller').employee();
    if (!asker) throw new NotAllowedError('Only employees may ask for access.', { code: 'not-an-employee' });
    const asked = c.req.valid('json');
    const answer = await idempotentWrite<AccessRequestAnswer>(c, db, async (tx) => {
      const { grantors, alreadyAsked } = await askForAccess(tx, asker, asked);
      const notified = grantors.map(({ empId, name }) => ({ empId, name }));
      return { status: alreadyAsked ? 200 : 201, body: { notified, alreadyAsked } };
    });
    return answer.status === 200 ? c.json(answer.body, 200) : c.json(answer.body, 201);
  });
}
