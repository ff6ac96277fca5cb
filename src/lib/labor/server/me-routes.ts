import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { statusAfter } from '@/lib/labor/hours';
import { absenceInputSchema, absenceSchema, callOffInputSchema, daySchema } from '@/lib/labor/schemas';
import { addDays, localTime } from '@/lib/labor/time';
import { plantZone } from '@/lib/plants/plant-time';
import { absenceNotice, callOff, listAbsences, type AbsentEmployee } from './absences';
import { loadDays } from './days';
import { plantLabor } from './plant-rules';
import { STALE_OPEN_MS } from './punch';
import { lastPunchBefore } from './punch-rows';

const tags = ['Labor'];
const security = [{ bearer: [] }];
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

const meSchema = z.object({
  empId: z.number().int(),
  name: z.string(),
  plant: z.string(),
  status: z.enum(['in', 'lunch', 'out']),
  /** The day the last punch belongs to while it is open, else null. */
  current: daySchema.nullable(),
  /** The last two weeks, newest first. */
  history: z.array(daySchema),
  absences: z.array(absenceSchema),
});

const meRoute = createRoute({
  method: 'get',
  path: '/Labor/Me',
  tags,
  security,
  summary: "The caller's status, open day with its punches and hours, two weeks of days, and their absences from two weeks back",
  responses: { 200: jsonContent(meSchema, 'The caller'), ...errorResponses },
});
const callOffRoute = createRoute({
  method: 'post',
  path: '/Labor/CallOffs',
  tags,
  security,
  summary: "Calls off one of the caller's shifts before it starts; the plant's supervisors are notified",
  request: { headers: idempotencyHeader, body: json(callOffInputSchema) },
  responses: { 201: jsonContent(absenceSchema, 'Recorded'), ...errorResponses },
});
const absenceRoute = createRoute({
  method: 'post',
  path: '/Labor/AbsenceNotices',
  tags,
  security,
  summary: "Files the caller's absence notice for future days; the plant's supervisors are notified",
  request: { headers: idempotencyHeader, body: json(absenceInputSchema) },
  responses: { 201: jsonContent(absenceSchema, 'Recorded'), ...errorResponses },
});

async function absentEmployee(c: Context<ApiEnv>): Promise<AbsentEmployee> {
  const e = await c.get('caller').employee();
  if (!e?.plantId) throw InputError.field('reason', 'no-plant', 'You belong to no plant; ask HR to set your plant.');
  return { empId: e.empId, name: `${e.firstName} ${e.lastName}`, plant: e.plantId };
}

/** The employee's own calls: their day and history, call off, absence notice. */
export function registerLaborMeRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(meRoute, async (c) => {
    const me = await absentEmployee(c);
    const rule = await plantLabor(db, me.plant);
    const today = localTime(new Date(), rule?.timeZone ?? plantZone(me.plant)).date;
    const history = (await loadDays(db, { empId: me.empId, from: addDays(today, -14) })).reverse();
    const last = await lastPunchBefore(db, me.empId, new Date());
    const open = last !== undefined && Date.now() - Date.parse(last.madeAt) <= STALE_OPEN_MS;
    const status = open ? statusAfter(last.kind) : 'out';
    const current = (open && status !== 'out' && history.find((d) => d.workDate === last.workDate)) || null;
    const absences = await listAbsences(db, { empId: me.empId, from: addDays(today, -14) });
    return c.json({ ...me, status: current ? status : 'out', current, history, absences }, 200);
  });
  app.openapi(callOffRoute, async (c) => {
    const me = await absentEmployee(c);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await callOff(tx, me, input) }));
    return c.json(answer.body, 201);
  });
  app.openapi(absenceRoute, async (c) => {
    const me = await absentEmployee(c);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await absenceNotice(tx, me, input) }));
    return c.json(answer.body, 201);
  });
}
