import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees, plants } from '@/lib/server/db/schema/index';
import { menuItems } from '@/lib/server/db/schema/access';
import { employeeJson, type ApiCaches, type ApiEnv } from './api-env';
import { sharedJson } from './json-answer';
import { replayable } from './replay';
import { findEmployeeByEmail } from '@/lib/server/db/accounts';
import { NotFoundError } from '@/lib/server/errors';
import { EmailSchema, EmpIdSchema, EmployeeSchema, ErrorSchema, MenuItemSchema, PlantSchema, errorResponses, jsonContent } from './schemas';

const security = [{ bearer: [] }];

const menuItemsRoute = createRoute({
  method: 'get',
  path: '/Apps/MenuItems',
  summary: 'Every application of the menu (link, title, icon), in menu order',
  security,
  responses: { 200: jsonContent(z.array(MenuItemSchema), 'The menu items'), ...errorResponses },
});

const plantsRoute = createRoute({
  method: 'get',
  path: '/Plant',
  summary: 'The plants',
  security,
  responses: { 200: jsonContent(z.array(PlantSchema), 'The plants'), ...errorResponses },
});

const employeeByEmailRoute = createRoute({
  method: 'get',
  path: '/Employee/ByCompanyEmailAddress',
  summary: 'The employee with this company e-mail address (any case)',
  security,
  request: { query: z.object({ companyEmailAddress: EmailSchema }) },
  responses: {
    200: jsonContent(EmployeeSchema, 'The employee'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    ...errorResponses,
  },
});

const employeeGuidRoute = createRoute({
  method: 'get',
  path: '/Employee/GUID/{empID}',
  summary: "The GUID of the employee's picture on the HR system (/hr/photos/{guid})",
  security,
  request: { params: z.object({ empID: EmpIdSchema }) },
  responses: {
    200: jsonContent(z.string().uuid(), 'The GUID, as a JSON string'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    ...errorResponses,
  },
});

/**
 * The company directory: menu items, plants and employees; any signed-in caller may read it. The lists
 * and the records by e-mail are kept in the API's exact caches (their tables move the 'access' counter).
 */
export function registerDirectoryRoutes(app: OpenAPIHono<ApiEnv>, db: Database, caches: ApiCaches): void {
  const readMenuItems = () =>
    db.select({ link: menuItems.link, title: menuItems.title, icon: menuItems.icon }).from(menuItems).orderBy(asc(menuItems.menuId));
  const readPlants = () => db.select({ plantID: plants.plantId, plantName: plants.plantName }).from(plants).orderBy(asc(plants.plantName));

  app.openapi(menuItemsRoute, async (c) => {
    await replayable(c);
    const rows = await caches.menuItems.through('all', await c.get('caller').generations(), readMenuItems);
    return c.json(sharedJson(rows), 200);
  });

  app.openapi(plantsRoute, async (c) => {
    await replayable(c);
    const rows = await caches.plants.through('all', await c.get('caller').generations(), readPlants);
    return c.json(sharedJson(rows), 200);
  });

  app.openapi(employeeByEmailRoute, async (c) => {
    const { companyEmailAddress } = c.req.valid('query');
    // The same exact cache as the caller's own record (topic 'access').
    const found = await caches.employees.through(companyEmailAddress, await c.get('caller').generations(), () =>
      findEmployeeByEmail(db, companyEmailAddress),
    );
    if (!found) throw new NotFoundError(`No employee has the company e-mail address ${companyEmailAddress}.`);
    return c.json(employeeJson(found), 200);
  });

  app.openapi(employeeGuidRoute, async (c) => {
    const { empID } = c.req.valid('param');
    const [row] = await db.select({ guid: employees.photoGuid }).from(employees).where(eq(employees.empId, empID)).limit(1);
    if (!row) throw new NotFoundError(`No employee has the id ${empID}.`);
    return c.json(row.guid, 200);
  });
}
