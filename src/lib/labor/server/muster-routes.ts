import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { appRequired } from '@/lib/server/api/require-access';
import type { Database } from '@/lib/server/db/database';
import { musterSchema, type Muster } from '@/lib/plant-data/employees-schemas';
import { departmentNames } from '@/lib/plant-data/server/employees';
import { laborPlantSchema } from '@/lib/labor/schemas';
import { clockedIn } from './clocked-in';

/** The application of the emergency roll call. */
export const EMERGENCY_APP = '/Emergency';

const MusterSchema = z.object(musterSchema.shape).openapi('Muster');
const musterRoute = createRoute({
  method: 'get',
  path: '/Muster',
  middleware: [appRequired(EMERGENCY_APP)],
  tags: ['Labor'],
  security: [{ bearer: [] }],
  summary:
    'The emergency muster roll: exactly who of a plant is on the clock now, lunch included (the people GET /v1/Labor/ClockedIn lists with a status other than out), with their department and since when; /Emergency',
  request: { query: z.object({ plant: laborPlantSchema }) },
  responses: { 200: jsonContent(MusterSchema, 'Who is in the building'), ...errorResponses },
});

/**
 * Who is on the clock at a plant now, by the same reading as the clocked-in list, in one transaction so
 * the roll and the departments agree; departments from the employee master.
 */
export async function musterOf(db: Database, plant: string, now = new Date()): Promise<Muster> {
  return db.transaction(async (tx) => {
    const present = (await clockedIn(tx, plant, undefined, now)).filter((r) => r.status !== 'out');
    const departments = await departmentNames(
      tx,
      present.map((r) => r.empId),
    );
    return {
      present: present.map((r) => ({
        empID: r.empId,
        name: r.name,
        department: departments.get(r.empId) ?? (r.department || null),
        since: r.since!,
      })),
    };
  });
}

/** GET /v1/Muster. */
export function registerMusterRoute(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(musterRoute, async (c) => c.json(await musterOf(db, c.req.valid('query').plant), 200));
}
