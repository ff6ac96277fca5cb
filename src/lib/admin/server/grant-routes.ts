import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  describeTarget,
  grantAccess,
  listEmployeeGrants,
  listGroupGrants,
  listHolders,
  pageOfList,
  revokeAccess,
  type GrantTarget,
  type Grantee,
} from './store';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { actorOf } from './actor';
import {
  EmployeeGrantSchema,
  EmployeeRefSchema,
  GroupGrantSchema,
  GroupRefSchema,
  HolderPageSchema,
  MenuIdSchema,
  PagingQuery,
  SubAppIdSchema,
  GrantedSchema,
  RevokedSchema,
} from '@/lib/admin/schemas';
import { InputError } from '@/lib/server/errors';
import { fieldIssues } from '@/lib/server/api/errors';
import { EmpIdSchema, ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';

const security = [{ bearer: [] }];
const tags = ['Administration: security'];
const notFound = { 404: jsonContent(ErrorSchema, 'No such application, sub-application or grant') };
const conflict = { 409: jsonContent(ErrorSchema, 'Already granted') };
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

const GroupIdParam = z
  .string()
  .regex(/^[0-9]{1,9}$/, { message: 'must be a whole number such as 1' })
  .transform(Number)
  .openapi({ type: 'string' });

/** The two things that can be granted, each under its own path. */
const SCOPES = [
  {
    prefix: '/Admin/Apps/{menuId}',
    key: 'menuId',
    what: 'an application',
    schema: MenuIdSchema,
    target: (id: unknown): GrantTarget => ({ kind: 'app', menuId: id as number }),
  },
  {
    prefix: '/Admin/SubApps/{subAppId}',
    key: 'subAppId',
    what: 'a sub-application',
    schema: SubAppIdSchema,
    target: (id: unknown): GrantTarget => ({ kind: 'subApp', subAppId: id as string }),
  },
] as const;

type Scope = (typeof SCOPES)[number];

/** The grant target named by the request's path, validated. */
function targetOf(scope: Scope, c: Context<ApiEnv>): GrantTarget {
  const parsed = scope.schema.safeParse(c.req.param(scope.key));
  if (!parsed.success) {
    // The first issue, named by the path parameter, with its code and values.
    const [first] = fieldIssues(parsed.error);
    const issue = {
      field: scope.key,
      code: first?.code ?? 'invalid',
      message: first?.message ?? 'is not valid',
      ...(first?.values ? { values: first.values } : {}),
    };
    throw new InputError(`${scope.key}: ${issue.message}`, { code: 'invalid-input', fields: [issue] });
  }
  return scope.target(parsed.data);
}

const iso = <T extends { grantedAt: Date }>(row: T) => ({ ...row, grantedAt: row.grantedAt.toISOString() });

function registerScope(app: OpenAPIHono<ApiEnv>, db: Database, scope: Scope): void {
  const params = z.object({ [scope.key]: z.string().openapi({ example: scope.key === 'menuId' ? '49' : 'Maintenance_Manager' }) });
  const withEmp = z.object({ [scope.key]: z.string(), empID: EmpIdSchema });
  const withGroup = z.object({ [scope.key]: z.string(), groupId: GroupIdParam });

  app.openapi(
    createRoute({
      method: 'get',
      path: `${scope.prefix}/Employees`,
      tags,
      security,
      summary: `Employees granted ${scope.what} directly`,
      request: { params },
      responses: { 200: jsonContent(z.array(EmployeeGrantSchema), 'The direct grants'), ...notFound, ...errorResponses },
    }),
    async (c) => c.json((await listEmployeeGrants(db, targetOf(scope, c))).map(iso), 200),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: `${scope.prefix}/Groups`,
      tags,
      security,
      summary: `User groups granted ${scope.what}`,
      request: { params },
      responses: { 200: jsonContent(z.array(GroupGrantSchema), 'The group grants'), ...notFound, ...errorResponses },
    }),
    async (c) => c.json((await listGroupGrants(db, targetOf(scope, c))).map(iso), 200),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: `${scope.prefix}/Security`,
      tags,
      security,
      summary: `Everyone who holds ${scope.what}, directly or through which groups, by name and paged`,
      request: { params, query: z.object(PagingQuery) },
      responses: { 200: jsonContent(HolderPageSchema, 'The holders'), ...notFound, ...errorResponses },
    }),
    async (c) => {
      const target = targetOf(scope, c);
      const { title } = await describeTarget(db, target);
      return c.json({ title, ...pageOfList(await listHolders(db, target), c.req.valid('query')) }, 200);
    },
  );
  const change = (grantee: Grantee, c: Context<ApiEnv>, revoke: boolean) => async () => {
    const options = { actorEmpId: await actorOf(c), target: targetOf(scope, c), grantee };
    await (revoke ? revokeAccess(db, options) : grantAccess(db, options));
  };
  app.openapi(
    createRoute({
      method: 'post',
      path: `${scope.prefix}/Employees`,
      tags,
      security,
      summary: `Grants ${scope.what} to an employee (audited)`,
      request: { params, ...body(EmployeeRefSchema) },
      responses: { 201: jsonContent(GrantedSchema, 'Granted'), ...notFound, ...conflict, ...errorResponses },
    }),
    async (c) => {
      await change({ kind: 'employee', empId: c.req.valid('json').empID }, c, false)();
      return c.json({ granted: true as const }, 201);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: `${scope.prefix}/Groups`,
      tags,
      security,
      summary: `Grants ${scope.what} to a user group (audited)`,
      request: { params, ...body(GroupRefSchema) },
      responses: { 201: jsonContent(GrantedSchema, 'Granted'), ...notFound, ...conflict, ...errorResponses },
    }),
    async (c) => {
      await change({ kind: 'group', groupId: c.req.valid('json').groupId }, c, false)();
      return c.json({ granted: true as const }, 201);
    },
  );
  app.openapi(
    createRoute({
      method: 'delete',
      path: `${scope.prefix}/Employees/{empID}`,
      tags,
      security,
      summary: `Revokes an employee's own grant of ${scope.what} (audited)`,
      request: { params: withEmp },
      responses: { 200: jsonContent(RevokedSchema, 'Revoked'), ...notFound, ...errorResponses },
    }),
    async (c) => {
      await change({ kind: 'employee', empId: c.req.valid('param').empID as number }, c, true)();
      return c.json({ revoked: true as const }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'delete',
      path: `${scope.prefix}/Groups/{groupId}`,
      tags,
      security,
      summary: `Revokes a user group's grant of ${scope.what} (audited)`,
      request: { params: withGroup },
      responses: { 200: jsonContent(RevokedSchema, 'Revoked'), ...notFound, ...errorResponses },
    }),
    async (c) => {
      await change({ kind: 'group', groupId: c.req.valid('param').groupId as number }, c, true)();
      return c.json({ revoked: true as const }, 200);
    },
  );
}

/** Application security: grant and revoke applications and sub-applications to employees and groups; who holds what. */
export function registerAdminGrantRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  for (const scope of SCOPES) registerScope(app, db, scope);
}
