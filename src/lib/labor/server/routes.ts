import { randomUUID } from 'node:crypto';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { appRequired, subAppRequired } from '@/lib/server/api/require-access';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { findEmployeeById } from '@/lib/server/db/accounts';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import { idempotencyKey, idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { payPeriodOf } from '@/lib/labor/hours';
import { addDays } from '@/lib/labor/time';
import {
  LABOR_APP,
  LABOR_APPROVAL,
  absenceSchema,
  approvalInputSchema,
  clockedInRowSchema,
  dateSchema,
  daySchema,
  fixInputSchema,
  laborPlantSchema,
  plantLaborSchema,
  punchAnswerSchema,
  punchInputSchema,
} from '@/lib/labor/schemas';
import { listAbsences } from './absences';
import { approveDays, fixPunch } from './approval';
import { clockedIn } from './clocked-in';
import { loadDays } from './days';
import { payrollCsv, payrollLines } from './payroll';
import { plantLabor } from './plant-rules';
import { recordPunch } from './punch';
import { registerLaborMeRoutes } from './me-routes';
import { registerLaborStreamRoute } from './stream-route';
import { registerLaborKioskRoutes } from './kiosk-routes';
import { registerLaborPinRoutes } from './pin-routes';
import { registerLaborCalendarRoutes } from './calendar-routes';
import { registerLaborJobRoutes } from './job-labor-routes';
import { registerMusterRoute } from './muster-routes';

const tags = ['Labor'];
const security = [{ bearer: [] }];
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const conflict = { 409: jsonContent(ErrorSchema, 'Refused by the rules of the day (code says which)') };
const notFound = { 404: jsonContent(ErrorSchema, 'It does not exist') };
const plantQuery = z.object({ plant: laborPlantSchema });
const rangeQuery = z.object({ plant: laborPlantSchema, from: dateSchema.optional(), to: dateSchema.optional() });

const shiftsRoute = createRoute({
  method: 'get',
  path: '/Labor/Plants/{plant}',
  tags,
  security,
  summary: "A plant's shifts (local start and end minute) and pay rule",
  request: { params: plantQuery },
  responses: { 200: jsonContent(plantLaborSchema, 'The shifts and rule'), ...notFound, ...errorResponses },
});
const punchRoute = createRoute({
  method: 'post',
  path: '/Labor/Punches',
  tags,
  security,
  summary:
    "Records the caller's punch (in, lunch-out, lunch-in, out) at madeAt (default now). The Idempotency-Key is the punch's own key: a resent punch, or the same punch again within 60 s, answers the first (repeated: true) and records nothing",
  request: { headers: idempotencyHeader, body: json(punchInputSchema) },
  responses: {
    201: jsonContent(punchAnswerSchema, 'Recorded'),
    200: jsonContent(punchAnswerSchema, 'A repeat: the first punch'),
    ...conflict,
    ...errorResponses,
  },
});
const clockedInRoute = createRoute({
  method: 'get',
  path: '/Labor/ClockedIn',
  tags,
  security,
  summary: 'Who of a plant is in, at lunch or out (by their last punch), optionally one department; LaborMod_Approval',
  request: { query: z.object({ plant: laborPlantSchema, department: z.string().trim().max(40).optional() }) },
  responses: { 200: jsonContent(z.array(clockedInRowSchema), 'Every employee of the plant'), ...errorResponses },
});
const daysRoute = createRoute({
  method: 'get',
  path: '/Labor/Days',
  tags,
  security,
  summary: "A plant's days with their punches, hours and missing-punch flags (open: to approve; approved: closed); LaborMod_Approval",
  request: {
    query: rangeQuery.extend({
      status: z.enum(['open', 'approved'], { message: "must be 'open' or 'approved'" }).optional(),
      empId: z.coerce.number().int().positive().optional(),
    }),
  },
  responses: { 200: jsonContent(z.array(daySchema), 'The days'), ...errorResponses },
});
const fixRoute = createRoute({
  method: 'post',
  path: '/Labor/Days/{empId}/{workDate}/Punches',
  tags,
  security,
  summary: 'A supervisor corrects a punch (replaces: its id; the original is kept) or adds a missing one, with a required note; audited',
  request: {
    headers: idempotencyHeader,
    params: z.object({ empId: z.coerce.number().int().positive(), workDate: dateSchema }),
    body: json(fixInputSchema),
  },
  responses: { 201: jsonContent(daySchema, 'The day as fixed'), ...notFound, ...conflict, ...errorResponses },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/Labor/Approvals',
  tags,
  security,
  summary: 'Approves one or many days at once (all or none): each must be open and lack no punch; approved days are closed',
  request: { headers: idempotencyHeader, body: json(approvalInputSchema) },
  responses: { 200: jsonContent(z.array(daySchema), 'The approved days'), ...notFound, ...conflict, ...errorResponses },
});
const absencesRoute = createRoute({
  method: 'get',
  path: '/Labor/Absences',
  tags,
  security,
  summary: "A plant's call offs, absence notices and tardy records overlapping a date range; LaborMod_Approval",
  request: { query: rangeQuery.extend({ kind: z.enum(['call-off', 'absence', 'tardy']).optional() }) },
  responses: { 200: jsonContent(z.array(absenceSchema), 'The absences'), ...errorResponses },
});
const payrollRoute = createRoute({
  method: 'get',
  path: '/Labor/Payroll',
  tags,
  security,
  summary:
    "CSV of a plant's approved days in a pay period (the period holding `date`, or from..to): employee, date, regular and overtime hours by the plant's rule, lunch deducted; LaborMod_Approval",
  request: {
    query: z.object({ plant: laborPlantSchema, date: dateSchema.optional(), from: dateSchema.optional(), to: dateSchema.optional() }),
  },
  responses: { 200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses },
});

/** The punch's own key: the Idempotency-Key when sent (a device resends with it), else a new one. */
function punchKey(c: Context<ApiEnv>): string {
  return idempotencyKey(c) ?? randomUUID();
}

/** Labor: punches, who is in, days to approve with fixes, absences, payroll export. */
export function registerLaborRoutes(app: OpenAPIHono<ApiEnv>, db: Database, maxAgeHours: number): void {
  // Access before the body: these run ahead of each route's validation.
  // A kiosk is a device, not an employee: its calls check the device instead (kiosk-routes.ts).
  const employeeRequired = appRequired(LABOR_APP);
  app.use('/Labor/*', (c, next) => (c.req.path.includes('/Labor/Kiosk/') ? next() : employeeRequired(c, next)));
  for (const path of [
    '/Labor/ClockedIn',
    '/Labor/Days',
    '/Labor/Days/*',
    '/Labor/Approvals',
    '/Labor/Absences',
    '/Labor/Absences/*',
    '/Labor/CalendarViews',
    '/Labor/CalendarViews/*',
    '/Labor/JobLabor',
    '/Labor/Payroll',
    '/Labor/stream',
    '/Labor/Employees/*',
  ])
    app.use(path, subAppRequired(LABOR_APPROVAL, 'Only supervisors (holders of LaborMod_Approval) may do this.'));

  app.openapi(shiftsRoute, async (c) => {
    const rule = await plantLabor(db, c.req.valid('param').plant);
    if (!rule) throw new InputError('This plant has no shifts.', { code: 'no-shifts' });
    return c.json(rule, 200);
  });
  app.openapi(punchRoute, async (c) => {
    const employee = await c.get('caller').employee();
    if (!employee?.plantId) throw InputError.field('kind', 'no-plant', 'You belong to no plant; ask HR to set your plant.');
    const input = c.req.valid('json');
    const key = punchKey(c);
    const answer = await recordPunch(db, {
      empId: employee.empId,
      name: `${employee.firstName} ${employee.lastName}`,
      plant: employee.plantId,
      kind: input.kind,
      madeAt: input.madeAt ? new Date(input.madeAt) : new Date(),
      key,
      source: 'self',
      maxAgeHours,
    });
    return answer.repeated ? c.json(answer, 200) : c.json(answer, 201);
  });
  app.openapi(clockedInRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await clockedIn(db, q.plant, q.department), 200);
  });
  app.openapi(daysRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await loadDays(db, q), 200);
  });
  app.openapi(fixRoute, async (c) => {
    const supervisor = (await c.get('caller').employee())!;
    const { empId, workDate } = c.req.valid('param');
    await requireWorkPlant(c, (await findEmployeeById(db, empId))?.plantId);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await fixPunch(tx, empId, workDate, input, supervisor),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(approveRoute, async (c) => {
    const supervisor = (await c.get('caller').employee())!;
    const { days } = c.req.valid('json');
    for (const day of days) await requireWorkPlant(c, (await findEmployeeById(db, day.empId))?.plantId);
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await approveDays(tx, days, supervisor) }));
    return c.json(answer.body, 200);
  });
  app.openapi(absencesRoute, async (c) => c.json(await listAbsences(db, c.req.valid('query')), 200));
  app.openapi(payrollRoute, async (c) => {
    const q = c.req.valid('query');
    const rule = await plantLabor(db, q.plant);
    if (!rule) throw new InputError('This plant has no pay rule.', { code: 'no-shifts' });
    let { from, to } = q;
    if (!from || !to) {
      const period = payPeriodOf(q.date ?? new Date().toISOString().slice(0, 10), rule.payPeriodAnchor, rule.payPeriodDays);
      from = period.from;
      to = period.to;
    }
    if (to < from) throw InputError.field('to', 'before-from', 'The last day cannot be before the first.');
    if (addDays(from, 62) < to) throw InputError.field('to', 'too-long', 'At most 62 days at once.');
    const csv = payrollCsv(await payrollLines(db, q.plant, from, to));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="payroll-${q.plant}-${from}-${to}.csv"`,
    });
  });
  registerLaborMeRoutes(app, db);
  registerLaborStreamRoute(app, db);
  registerLaborKioskRoutes(app, db, maxAgeHours);
  registerLaborPinRoutes(app, db);
  registerLaborCalendarRoutes(app, db);
  registerLaborJobRoutes(app, db);
  registerMusterRoute(app, db);
}
