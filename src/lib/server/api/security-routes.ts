import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { accessForEmployee, isAuthorizedSubApp } from '../db/access';
import { findEmployeeById } from '../db/accounts';
import type { Database } from '../db/database';
import { requireSelfOrAdmin, type ApiEnv } from './api-env';
import { NotFoundError } from '../errors';
import { AccessSchema, EmpIdSchema, ErrorSchema, errorResponses, jsonContent } from './schemas';

const security = [{ bearer: [] }];

const accessRoute = createRoute({
  method: 'get',
  path: '/Security/AppAccessByEmployee',
  summary: "The employee's access collection: own grants and their groups' grants (self or administrator)",
  security,
  request: { query: z.object({ empID: EmpIdSchema }) },
  responses: { 200: jsonContent(AccessSchema, 'The access collection'), 404: jsonContent(ErrorSchema, 'No such employee'), ...errorResponses },
});

const subAppRoute = createRoute({
  method: 'get',
  path: '/Security/IsAuthorizedSubApp',
  summary: 'Whether the employee holds a sub-application right such as Apps_Security (self or administrator)',
  security,
  request: {
    query: z.object({
      subappID: z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,100}$/, { message: 'must be a sub-application id such as Apps_Security' }),
      empID: EmpIdSchema,
    }),
  },
  responses: { 200: jsonContent(z.boolean(), 'true when authorized'), 404: jsonContent(ErrorSchema, 'No such employee'), ...errorResponses },
});

/** Application security: an employee's access and sub-application rights. */
export function registerSecurityRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(accessRoute, async (c) => {
    const { empID } = c.req.valid('query');
    await requireSelfOrAdmin(c, empID);
    // The caller's own record was just read: only another employee's id needs looking up.
    const self = (await c.get('caller').employee())?.empId === empID;
    if (!self && !(await findEmployeeById(db, empID))) throw new NotFoundError(`No employee has the id ${empID}.`);
    return c.json(await accessForEmployee(db, empID), 200);
  });

  app.openapi(subAppRoute, async (c) => {
    const { subappID, empID } = c.req.valid('query');
    await requireSelfOrAdmin(c, empID);
    if (!(await findEmployeeById(db, empID))) throw new NotFoundError(`No employee has the id ${empID}.`);
    return c.json(await isAuthorizedSubApp(db, empID, subappID), 200);
  });
}
