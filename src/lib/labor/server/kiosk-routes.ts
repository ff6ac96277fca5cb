import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import { requireDevice } from '@/lib/devices/server/require-device';
import { NotFoundError } from '@/lib/server/errors';
import { idempotencyKey } from '@/lib/server/idempotency/idempotency';
import { statusAfter } from '@/lib/labor/hours';
import { kioskEmployeeSchema, kioskIdentifySchema, kioskPunchSchema, punchAnswerSchema } from '@/lib/labor/schemas';
import { randomUUID } from 'node:crypto';
import { checkPin, PIN_ATTEMPTS, PIN_LOCK_MINUTES } from './pin-lock';
import { recordPunch, STALE_OPEN_MS } from './punch';
import { lastPunchBefore } from './punch-rows';
import { laborEmployees } from './tables';

const tags = ['Labor'];
const security = [{ bearer: [] }];
const pinRefused = jsonContent(
  ErrorSchema,
  `Not a kiosk of this plant, a wrong PIN (wrong-pin), or PIN entry locked after ${PIN_ATTEMPTS} wrong PINs in a row for ${PIN_LOCK_MINUTES} minutes (pin-locked, with lockedUntil)`,
);
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const identifyRoute = createRoute({
  method: 'post',
  path: '/Labor/Kiosk/Employees',
  tags,
  security,
  summary:
    'A kiosk (a registered device) identifies an employee of its plant: by badge scan (empID alone) or by empID and 4-digit PIN; their name, photo and status',
  request: { body: json(kioskIdentifySchema) },
  responses: {
    200: jsonContent(kioskEmployeeSchema, 'The employee'),
    404: jsonContent(ErrorSchema, 'No such employee in this plant'),
    ...errorResponses,
    403: pinRefused,
  },
});
const kioskPunchRoute = createRoute({
  method: 'post',
  path: '/Labor/Kiosk/Punches',
  tags,
  security,
  summary:
    "A kiosk records an employee's punch for its own plant, by the same rules; madeAt keeps the time of a punch made offline and sent later, exactly once by its Idempotency-Key",
  request: { headers: z.object({ 'idempotency-key': z.string().optional() }), body: json(kioskPunchSchema) },
  responses: {
    201: jsonContent(punchAnswerSchema, 'Recorded'),
    200: jsonContent(punchAnswerSchema, 'A repeat: the first punch'),
    404: jsonContent(ErrorSchema, 'No such employee in this plant'),
    409: jsonContent(ErrorSchema, 'Refused by the rules of the day'),
    ...errorResponses,
    403: pinRefused,
  },
});

/** The employee a kiosk names, of the kiosk's plant, with their PIN checked when typed. */
async function identify(db: Database, plant: string, input: { empId: number; pin?: string | undefined; method: 'badge' | 'pin' }) {
  const [row] = await db
    .select({
      empId: employees.empId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      photoGuid: employees.photoGuid,
      hasPhoto: employees.hasPhoto,
      pinHash: laborEmployees.pinHash,
      pinFailures: laborEmployees.pinFailures,
      pinLockedUntil: laborEmployees.pinLockedUntil,
    })
    .from(employees)
    .leftJoin(laborEmployees, eq(laborEmployees.empId, employees.empId))
    .where(and(eq(employees.empId, input.empId), eq(employees.plantId, plant)));
  if (!row)
    throw new NotFoundError(`No employee ${input.empId} works at this plant.`, {
      code: 'employee-not-found',
      fields: [{ field: 'empId', code: 'employee-not-found', message: `No employee ${input.empId} works at this plant.` }],
    });
  // A badge is the employee's own card; a typed empID needs the PIN, within the attempt limit.
  if (input.method === 'pin') await checkPin(db, { ...row, plant }, input.pin);
  return row;
}

/** The time clock kiosk's calls: only a kiosk device of a plant, for that plant's employees. */
export function registerLaborKioskRoutes(app: OpenAPIHono<ApiEnv>, db: Database, maxAgeHours: number): void {
  app.use('/Labor/Kiosk/*', async (c, next) => {
    await requireDevice(c, db, 'kiosk');
    await next();
  });
  app.openapi(identifyRoute, async (c) => {
    const device = await requireDevice(c, db, 'kiosk');
    const row = await identify(db, device.plant, c.req.valid('json'));
    const last = await lastPunchBefore(db, row.empId, new Date());
    const open = last !== undefined && Date.now() - Date.parse(last.madeAt) <= STALE_OPEN_MS;
    return c.json(
      {
        empId: row.empId,
        name: `${row.firstName} ${row.lastName}`,
        photoGuid: row.hasPhoto ? row.photoGuid : null,
        status: open ? statusAfter(last.kind) : ('out' as const),
        since: open ? last.madeAt : null,
      },
      200,
    );
  });
  app.openapi(kioskPunchRoute, async (c) => {
    const device = await requireDevice(c, db, 'kiosk');
    const input = c.req.valid('json');
    const row = await identify(db, device.plant, input);
    const answer = await recordPunch(db, {
      empId: row.empId,
      name: `${row.firstName} ${row.lastName}`,
      plant: device.plant,
      kind: input.kind,
      madeAt: input.madeAt ? new Date(input.madeAt) : new Date(),
      key: idempotencyKey(c) ?? randomUUID(),
      source: 'kiosk',
      deviceId: device.deviceId,
      maxAgeHours,
    });
    return answer.repeated ? c.json(answer, 200) : c.json(answer, 201);
  });
}
