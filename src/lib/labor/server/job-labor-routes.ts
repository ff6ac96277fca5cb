import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import { jobLaborSchema } from '@/lib/labor/job-labor-schemas';
import { dateSchema } from '@/lib/labor/schemas';
import { jobLaborOf } from './job-labor';

const tags = ['Labor'];
const security = [{ bearer: [] }];

const employeeDay = createRoute({
  method: 'get',
  path: '/Labor/JobLabor',
  tags,
  security,
  summary: "An employee's day with their labor per job operation, beside the clock's hours; LaborMod_Approval",
  request: { query: z.object({ empId: z.coerce.number().int().positive(), date: dateSchema }) },
  responses: {
    200: jsonContent(jobLaborSchema, 'The day'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    ...errorResponses,
  },
});
const myDay = createRoute({
  method: 'get',
  path: '/Labor/Me/JobLabor',
  tags,
  security,
  summary: "The caller's own day with their labor per job operation, beside the clock's hours",
  request: { query: z.object({ date: dateSchema }) },
  responses: { 200: jsonContent(jobLaborSchema, 'The day'), ...errorResponses },
});

/** Labor per job operation: a supervisor's look at anyone's day (access checked with the other supervisor calls), and one's own. */
export function registerLaborJobRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(employeeDay, async (c) => {
    const { empId, date } = c.req.valid('query');
    return c.json(await jobLaborOf(db, empId, date), 200);
  });
  app.openapi(myDay, async (c) => {
    const me = await c.get('caller').employee();
    if (!me) throw InputError.field('date', 'no-plant', 'You are not in the directory.');
    return c.json(await jobLaborOf(db, me.empId, c.req.valid('query').date), 200);
  });
}
