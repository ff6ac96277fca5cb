import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { EmpIdSchema, ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { appGrants, employeePlants, menuItems, subAppGrants, subApps } from '@/lib/server/db/schema/access';
import { employees, plants } from '@/lib/server/db/schema/index';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import { actorOf } from './actor';
import { recordAudit } from './audit-store';
import { isUniqueViolation } from './paging';
import { refusal } from './refusals';
import { GrantableSchema, PlantGrantSchema } from '@/lib/admin/schemas';
import { plantIdSchema } from '@/lib/plants/plant-schema';

/** The plants granted to an employee besides their own, by name. */
export async function plantGrantsOf(db: Pick<Database, 'select'>, empId: number): Promise<z.infer<typeof PlantGrantSchema>[]> {
  const rows = await db
    .select({ plantId: plants.plantId, plantName: plants.plantName, grantedAt: employeePlants.grantedAt })
    .from(employeePlants)
    .innerJoin(plants, eq(plants.plantId, employeePlants.plantId))
    .where(eq(employeePlants.empId, empId))
    .orderBy(asc(plants.plantName));
  return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
}

/** The applications and sub-applications not granted to the employee directly (a group's grant may still give them). */
export async function grantableOf(db: Pick<Database, 'select'>, empId: number): Promise<z.infer<typeof GrantableSchema>> {
  const ownApps = db.select({ id: appGrants.menuId }).from(appGrants).where(eq(appGrants.empId, empId));
  const ownSubApps = db.select({ id: subAppGrants.subAppId }).from(subAppGrants).where(eq(subAppGrants.empId, empId));
  const [apps, rights] = await Promise.all([
    db
      .select({ menuId: menuItems.menuId, title: menuItems.title, link: menuItems.link })
      .from(menuItems)
      .where(notInArray(menuItems.menuId, ownApps))
      .orderBy(asc(menuItems.title)),
    db
      .select({ subAppId: subApps.subAppId, title: subApps.title })
      .from(subApps)
      .where(notInArray(subApps.subAppId, ownSubApps))
      .orderBy(asc(subApps.subAppId)),
  ]);
  return { apps, subApps: rights };
}

/** The employee and the plant of a plant grant, named for messages and the audit log; refused when either does not exist. */
async function describe(db: Pick<Database, 'select'>, empId: number, plantId: string) {
  const [employee] = await db.select().from(employees).where(eq(employees.empId, empId));
  if (!employee) throw refusal(NotFoundError, 'no-employee', `There is no employee with the ID ${empId}.`, { empId });
  const [plant] = await db.select().from(plants).where(eq(plants.plantId, plantId));
  if (!plant) throw refusal(InputError, 'no-plant', `plantId: there is no plant ${plantId}.`, { plantId }, 'plantId');
  const who = `${employee.firstName} ${employee.lastName} (${empId})`;
  return { employee, plant, record: { empId, grantee: who, plantId, title: plant.plantName } };
}

/** Lets an employee work at another plant, with its audit row, in one transaction. */
export async function grantPlant(db: Database, actorEmpId: number | null, empId: number, plantId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { employee, plant, record } = await describe(tx, empId, plantId);
      const values = { who: record.grantee, what: plant.plantName };
      if (employee.plantId === plantId)
        throw refusal(
          ConflictError,
          'own-plant',
          `${record.grantee} works at ${plant.plantName} already: it is their plant.`,
          values,
          'plantId',
        );
      const added = await tx
        .insert(employeePlants)
        .values({ empId, plantId })
        .onConflictDoNothing()
        .returning({ empId: employeePlants.empId });
      if (added.length === 0)
        throw refusal(ConflictError, 'already-granted', `${record.grantee} already has ${plant.plantName}.`, values, 'plantId');
      await recordAudit(tx, { actorEmpId, action: 'grant', entity: 'plant_grant', entityId: plantId, before: null, after: record });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refusal(ConflictError, 'granted-meanwhile', 'This grant was just given by another change; reload to see it.', {});
    throw error;
  }
}

/** Takes another plant back from an employee, with its audit row, in one transaction; 404 when it was not granted. */
export async function revokePlant(db: Database, actorEmpId: number | null, empId: number, plantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { plant, record } = await describe(tx, empId, plantId);
    const removed = await tx
      .delete(employeePlants)
      .where(and(eq(employeePlants.empId, empId), eq(employeePlants.plantId, plantId)))
      .returning({ empId: employeePlants.empId });
    if (removed.length === 0)
      throw refusal(NotFoundError, 'no-grant', `${record.grantee} has no grant of ${plant.plantName} to revoke.`, {
        who: record.grantee,
        what: plant.plantName,
      });
    await recordAudit(tx, { actorEmpId, action: 'revoke', entity: 'plant_grant', entityId: plantId, before: record, after: null });
  });
}

const security = [{ bearer: [] }];
const tags = ['Administration'];
const params = z.object({ empID: EmpIdSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/Admin/Employees/{empID}/Plants',
  tags,
  security,
  summary: 'The plants an employee may work at besides their own (writes for other plants are refused)',
  request: { params },
  responses: { 200: jsonContent(z.array(PlantGrantSchema), 'The granted plants'), ...errorResponses },
});
const grantRoute = createRoute({
  method: 'post',
  path: '/Admin/Employees/{empID}/Plants',
  tags,
  security,
  summary: 'Lets an employee work at another plant (audited)',
  request: { params, body: { required: true, content: { 'application/json': { schema: z.object({ plantId: plantIdSchema }) } } } },
  responses: {
    201: jsonContent(z.array(PlantGrantSchema), 'The granted plants'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    409: jsonContent(ErrorSchema, 'Already granted, or it is their own plant'),
    ...errorResponses,
  },
});
const revokeRoute = createRoute({
  method: 'delete',
  path: '/Admin/Employees/{empID}/Plants/{plantId}',
  tags,
  security,
  summary: 'Takes a granted plant back from an employee (audited)',
  request: { params: params.extend({ plantId: plantIdSchema }) },
  responses: {
    200: jsonContent(z.array(PlantGrantSchema), 'The granted plants left'),
    404: jsonContent(ErrorSchema, 'No such employee or grant'),
    ...errorResponses,
  },
});

/** The plants an administrator lets an employee work at, under /v1/Admin/Employees/{empID}/Plants. */
export function registerAdminPlantRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => c.json(await plantGrantsOf(db, c.req.valid('param').empID), 200));
  app.openapi(grantRoute, async (c) => {
    const { empID } = c.req.valid('param');
    await grantPlant(db, await actorOf(c), empID, c.req.valid('json').plantId);
    return c.json(await plantGrantsOf(db, empID), 201);
  });
  app.openapi(revokeRoute, async (c) => {
    const { empID, plantId } = c.req.valid('param');
    await revokePlant(db, await actorOf(c), empID, plantId);
    return c.json(await plantGrantsOf(db, empID), 200);
  });
}
