import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { accessForEmployee } from '@/lib/server/db/access';
import {
  addGroupMember,
  createGroup,
  EMPLOYEE_SORTS,
  employeeAccessSources,
  getEmployee,
  getGroup,
  groupsOfEmployee,
  listGroupMembers,
  listGroups,
  removeGroupMember,
  NO_PLANT,
  renameGroup,
  searchEmployees,
} from './store';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { actorOf } from './actor';
import { grantableOf, plantGrantsOf } from './employee-grants';
import {
  AdminEmployeeSchema,
  DirQuery,
  EmployeeAccessSchema,
  EmployeePageSchema,
  EmployeeRefSchema,
  GroupInputSchema,
  GroupPageSchema,
  GroupSchema,
  PagingQuery,
  SearchQuery,
  RemovedSchema,
} from '@/lib/admin/schemas';
import { EmpIdSchema, ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { PLANT_ID_MESSAGE } from '@/lib/plants/plant-schema';
import { PLANT_IDS } from '@/lib/plants/plants';

const security = [{ bearer: [] }];
const tags = ['Administration'];
const notFound = { 404: jsonContent(ErrorSchema, 'No such employee, group or membership') };
const conflict = { 409: jsonContent(ErrorSchema, 'The group name is used, or the employee is already a member') };
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const GroupIdSchema = z
  .string()
  .regex(/^[0-9]{1,9}$/, { message: 'must be a whole number such as 1' })
  .transform(Number)
  .openapi({ type: 'string', example: '1' });
const groupParam = z.object({ groupId: GroupIdSchema });

const employeesRoute = createRoute({
  method: 'get',
  path: '/Admin/Employees',
  tags,
  summary: 'The company directory: q (employee id, name or e-mail), plant (an id, or none), sorted and paged',
  security,
  request: {
    query: z.object({
      q: SearchQuery,
      plant: z.enum(['', NO_PLANT, ...PLANT_IDS], { message: `${PLANT_ID_MESSAGE}, or ${NO_PLANT}` }).optional(),
      sort: z.enum(EMPLOYEE_SORTS).optional(),
      dir: DirQuery,
      ...PagingQuery,
    }),
  },
  responses: { 200: jsonContent(EmployeePageSchema, 'One page of employees'), ...errorResponses },
});
const accessRoute = createRoute({
  method: 'get',
  path: '/Admin/Employees/{empID}/Access',
  tags,
  summary: "An employee's effective access, each right with where it comes from (own grant or which groups)",
  security,
  request: { params: z.object({ empID: EmpIdSchema }) },
  responses: {
    200: jsonContent(EmployeeAccessSchema, 'The access and its sources'),
    ...notFound,
    ...errorResponses,
  },
});
const groupsRoute = createRoute({
  method: 'get',
  path: '/Admin/Groups',
  tags,
  summary: 'The user groups by name, filtered (q) and paged',
  security,
  request: { query: z.object({ q: SearchQuery, dir: DirQuery, ...PagingQuery }) },
  responses: { 200: jsonContent(GroupPageSchema, 'One page of groups'), ...errorResponses },
});
const createGroupRoute = createRoute({
  method: 'post',
  path: '/Admin/Groups',
  tags,
  summary: 'Creates a user group (audited)',
  security,
  request: body(GroupInputSchema),
  responses: { 201: jsonContent(GroupSchema, 'The new group'), ...conflict, ...errorResponses },
});
const groupRoute = createRoute({
  method: 'get',
  path: '/Admin/Groups/{groupId}',
  tags,
  summary: 'One user group',
  security,
  request: { params: groupParam },
  responses: { 200: jsonContent(GroupSchema, 'The group'), ...notFound, ...errorResponses },
});
const renameGroupRoute = createRoute({
  method: 'patch',
  path: '/Admin/Groups/{groupId}',
  tags,
  summary: 'Renames a user group (audited)',
  security,
  request: { params: groupParam, ...body(GroupInputSchema) },
  responses: { 200: jsonContent(GroupSchema, 'The renamed group'), ...notFound, ...conflict, ...errorResponses },
});
const membersRoute = createRoute({
  method: 'get',
  path: '/Admin/Groups/{groupId}/Members',
  tags,
  summary: 'The members of a user group, by name',
  security,
  request: { params: groupParam },
  responses: { 200: jsonContent(z.array(AdminEmployeeSchema), 'The members'), ...notFound, ...errorResponses },
});
const addMemberRoute = createRoute({
  method: 'post',
  path: '/Admin/Groups/{groupId}/Members',
  tags,
  summary: 'Puts an employee in a user group (audited)',
  security,
  request: { params: groupParam, ...body(EmployeeRefSchema) },
  responses: { 201: jsonContent(AdminEmployeeSchema, 'The new member'), ...notFound, ...conflict, ...errorResponses },
});
const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/Admin/Groups/{groupId}/Members/{empID}',
  tags,
  summary: 'Takes an employee out of a user group (audited)',
  security,
  request: { params: z.object({ groupId: GroupIdSchema, empID: EmpIdSchema }) },
  responses: { 200: jsonContent(RemovedSchema, 'Removed'), ...notFound, ...errorResponses },
});

/** Administration of the directory's employees and of user groups. */
export function registerAdminPeopleRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(employeesRoute, async (c) => {
    const { sort, plant, ...query } = c.req.valid('query');
    return c.json(await searchEmployees(db, { ...query, plant: plant || undefined, sort: sort ?? 'lastName' }), 200);
  });
  app.openapi(accessRoute, async (c) => {
    const { empID } = c.req.valid('param');
    const employee = await getEmployee(db, empID);
    const { apps, subApps } = await employeeAccessSources(db, empID);
    const groups = await groupsOfEmployee(db, empID);
    const [plants, grantable] = [await plantGrantsOf(db, empID), await grantableOf(db, empID)];
    return c.json({ employee, apps, subApps, groups, access: await accessForEmployee(db, empID), plants, grantable }, 200);
  });
  app.openapi(groupsRoute, async (c) => c.json(await listGroups(db, c.req.valid('query')), 200));
  app.openapi(createGroupRoute, async (c) => {
    return c.json(await createGroup(db, { actorEmpId: await actorOf(c), name: c.req.valid('json').name }), 201);
  });
  app.openapi(groupRoute, async (c) => c.json(await getGroup(db, c.req.valid('param').groupId), 200));
  app.openapi(renameGroupRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    return c.json(await renameGroup(db, { actorEmpId: await actorOf(c), groupId, name: c.req.valid('json').name }), 200);
  });
  app.openapi(membersRoute, async (c) => c.json(await listGroupMembers(db, c.req.valid('param').groupId), 200));
  app.openapi(addMemberRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    return c.json(await addGroupMember(db, { actorEmpId: await actorOf(c), groupId, empId: c.req.valid('json').empID }), 201);
  });
  app.openapi(removeMemberRoute, async (c) => {
    const { groupId, empID } = c.req.valid('param');
    await removeGroupMember(db, { actorEmpId: await actorOf(c), groupId, empId: empID });
    return c.json({ removed: true as const }, 200);
  });
}
