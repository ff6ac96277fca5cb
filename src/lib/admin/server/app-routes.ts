import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  createMenuItem,
  createSubApp,
  getMenuItem,
  getSubApp,
  listAuditLog,
  listMenuItems,
  listSubApps,
  MENU_SORTS,
  nextMenuId,
  updateMenuItem,
} from './store';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { actorOf } from './actor';
import {
  AdminMenuItemSchema,
  AuditEntityQuery,
  DirQuery,
  MenuIdSchema,
  MenuItemInputSchema,
  PagingQuery,
  SearchQuery,
  SubAppIdSchema,
  SubAppInputSchema,
  SubAppSchema,
  AuditPageSchema,
  MenuItemPageSchema,
} from '@/lib/admin/schemas';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';

const security = [{ bearer: [] }];
const tags = ['Administration'];
const notFound = { 404: jsonContent(ErrorSchema, 'No such menu item or sub-application') };
const conflict = { 409: jsonContent(ErrorSchema, 'The menu id, link or sub-application id is already used') };
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const menuIdParam = z.object({ menuId: MenuIdSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/Admin/MenuItems',
  tags,
  summary: 'The applications of the menu, filtered (q: title or link), sorted and paged',
  security,
  request: { query: z.object({ q: SearchQuery, sort: z.enum(MENU_SORTS).optional(), dir: DirQuery, ...PagingQuery }) },
  responses: { 200: jsonContent(MenuItemPageSchema, 'One page of menu items'), ...errorResponses },
});
const getRoute = createRoute({
  method: 'get',
  path: '/Admin/MenuItems/{menuId}',
  tags,
  summary: 'One menu item',
  security,
  request: { params: menuIdParam },
  responses: { 200: jsonContent(AdminMenuItemSchema, 'The menu item'), ...notFound, ...errorResponses },
});
const createMenuRoute = createRoute({
  method: 'post',
  path: '/Admin/MenuItems',
  tags,
  summary: 'Adds a menu item (audited)',
  security,
  request: body(MenuItemInputSchema),
  responses: { 201: jsonContent(AdminMenuItemSchema, 'The new menu item'), ...conflict, ...errorResponses },
});
const updateMenuRoute = createRoute({
  method: 'put',
  path: '/Admin/MenuItems/{menuId}',
  tags,
  summary: 'Changes a menu item; a different menuId in the body renumbers it, grants included (audited)',
  security,
  request: { params: menuIdParam, ...body(MenuItemInputSchema) },
  responses: { 200: jsonContent(AdminMenuItemSchema, 'The changed menu item'), ...notFound, ...conflict, ...errorResponses },
});
const subAppsRoute = createRoute({
  method: 'get',
  path: '/Admin/MenuItems/{menuId}/SubApps',
  tags,
  summary: 'The sub-applications of an application',
  security,
  request: { params: menuIdParam },
  responses: { 200: jsonContent(z.array(SubAppSchema), 'The sub-applications'), ...notFound, ...errorResponses },
});
const getSubAppRoute = createRoute({
  method: 'get',
  path: '/Admin/SubApps/{subAppId}',
  tags,
  summary: 'One sub-application',
  security,
  request: { params: z.object({ subAppId: SubAppIdSchema }) },
  responses: { 200: jsonContent(SubAppSchema, 'The sub-application'), ...notFound, ...errorResponses },
});
const createSubAppRoute = createRoute({
  method: 'post',
  path: '/Admin/SubApps',
  tags,
  summary: 'Adds a sub-application to an application (audited)',
  security,
  request: body(SubAppInputSchema),
  responses: { 201: jsonContent(SubAppSchema, 'The new sub-application'), ...conflict, ...errorResponses },
});
const auditRoute = createRoute({
  method: 'get',
  path: '/Admin/AuditLog',
  tags,
  summary: 'The audit log, newest first, paged; filtered by entity kinds (comma-separated) and entity id',
  security,
  request: { query: z.object({ entity: AuditEntityQuery, entityId: z.string().trim().min(1).max(100).optional(), ...PagingQuery }) },
  responses: { 200: jsonContent(AuditPageSchema, 'One page of the audit log'), ...errorResponses },
});

/** Administration of menu items, sub-applications and the audit log. */
export function registerAdminAppRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    const { sort, ...query } = c.req.valid('query');
    const [page, next] = await Promise.all([listMenuItems(db, { ...query, sort: sort ?? 'menuId' }), nextMenuId(db)]);
    return c.json({ ...page, nextMenuId: next }, 200);
  });
  app.openapi(getRoute, async (c) => c.json(await getMenuItem(db, c.req.valid('param').menuId), 200));
  app.openapi(createMenuRoute, async (c) => {
    return c.json(await createMenuItem(db, { actorEmpId: await actorOf(c), item: c.req.valid('json') }), 201);
  });
  app.openapi(updateMenuRoute, async (c) => {
    const { menuId } = c.req.valid('param');
    return c.json(await updateMenuItem(db, { actorEmpId: await actorOf(c), menuId, item: c.req.valid('json') }), 200);
  });
  app.openapi(subAppsRoute, async (c) => c.json(await listSubApps(db, c.req.valid('param').menuId), 200));
  app.openapi(getSubAppRoute, async (c) => c.json(await getSubApp(db, c.req.valid('param').subAppId), 200));
  app.openapi(createSubAppRoute, async (c) => {
    return c.json(await createSubApp(db, { actorEmpId: await actorOf(c), subApp: c.req.valid('json') }), 201);
  });
  app.openapi(auditRoute, async (c) => {
    const { entity, ...query } = c.req.valid('query');
    const page = await listAuditLog(db, { ...query, entities: entity });
    return c.json({ ...page, items: page.items.map((row) => ({ ...row, at: row.at.toISOString() })) }, 200);
  });
}
