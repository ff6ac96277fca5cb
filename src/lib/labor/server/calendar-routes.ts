import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import {
  absenceEditSchema,
  absenceEventInputSchema,
  calendarViewInputSchema,
  calendarViewSchema,
  viewSecuritySchema,
  calendarViewsSchema,
} from '@/lib/labor/calendar-schemas';
import { absenceSchema } from '@/lib/labor/schemas';
import { absenceById, addAbsenceEvent, deleteAbsenceEvent, editAbsenceEvent } from './absence-events';
import { createView, deleteView, secureView, viewGroups, viewsFor } from './calendar-views';

const tags = ['Labor'];
const security = [{ bearer: [] }];
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const headers = z.object({ 'idempotency-key': z.string().optional() });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const notFound = { 404: jsonContent(ErrorSchema, 'It does not exist') };
const conflict = { 409: jsonContent(ErrorSchema, 'Refused: a tardy record is not edited here') };

const getEvent = createRoute({
  method: 'get',
  path: '/Labor/Absences/{id}',
  tags,
  security,
  summary: 'One call off, absence notice or tardy record; LaborMod_Approval',
  request: { params: idParam },
  responses: { 200: jsonContent(absenceSchema, 'The record'), ...notFound, ...errorResponses },
});
const addEvent = createRoute({
  method: 'post',
  path: '/Labor/Absences',
  tags,
  security,
  summary: "A supervisor records an employee's call off (one shift) or absence, days past too; audited; LaborMod_Approval",
  request: { headers, body: json(absenceEventInputSchema) },
  responses: { 201: jsonContent(absenceSchema, 'Recorded'), ...errorResponses },
});
const editEvent = createRoute({
  method: 'patch',
  path: '/Labor/Absences/{id}',
  tags,
  security,
  summary: "A supervisor changes a call off's or absence's dates, reason and note; audited with what it was; LaborMod_Approval",
  request: { headers, params: idParam, body: json(absenceEditSchema) },
  responses: { 200: jsonContent(absenceSchema, 'As changed'), ...notFound, ...conflict, ...errorResponses },
});
const removeEvent = createRoute({
  method: 'delete',
  path: '/Labor/Absences/{id}',
  tags,
  security,
  summary: 'A supervisor removes a call off or absence recorded in error; audited; LaborMod_Approval',
  request: { headers, params: idParam },
  responses: { 200: jsonContent(absenceSchema, 'What was removed'), ...notFound, ...conflict, ...errorResponses },
});
const listViews = createRoute({
  method: 'get',
  path: '/Labor/CalendarViews',
  tags,
  security,
  summary: "The absence calendar's saved views the caller may use, and the user groups a view can be shared with; LaborMod_Approval",
  responses: {
    200: jsonContent(calendarViewsSchema, 'The views'),
    ...errorResponses,
  },
});
const addView = createRoute({
  method: 'post',
  path: '/Labor/CalendarViews',
  tags,
  security,
  summary: 'Saves a view of the absence calendar (a plant and the kinds it shows), shared with every supervisor; LaborMod_Approval',
  request: { headers, body: json(calendarViewInputSchema) },
  responses: { 201: jsonContent(calendarViewSchema, 'Saved'), ...errorResponses },
});
const secure = createRoute({
  method: 'put',
  path: '/Labor/CalendarViews/{id}/Security',
  tags,
  security,
  summary: "Who may use a view: every supervisor, only its owner, or one user group; the owner's call",
  request: { headers, params: idParam, body: json(viewSecuritySchema) },
  responses: { 200: jsonContent(calendarViewSchema, 'As secured'), ...notFound, ...errorResponses },
});
const removeView = createRoute({
  method: 'delete',
  path: '/Labor/CalendarViews/{id}',
  tags,
  security,
  summary: 'Deletes a saved view; the owner only',
  request: { headers, params: idParam },
  responses: { 200: jsonContent(calendarViewSchema, 'What was deleted'), ...notFound, ...errorResponses },
});

/** The supervisor (access was checked ahead of the route). */
async function supervisor(c: Context<ApiEnv>): Promise<{ empId: number }> {
  return (await c.get('caller').employee())!;
}

/** The absence calendar's supervisor calls: events by hand, saved views and who may use them. */
export function registerLaborCalendarRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(getEvent, async (c) => c.json(await absenceById(db, c.req.valid('param').id), 200));
  app.openapi(addEvent, async (c) => {
    const by = await supervisor(c);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await addAbsenceEvent(tx, input, by) }));
    return c.json(answer.body, 201);
  });
  app.openapi(editEvent, async (c) => {
    const by = await supervisor(c);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await editAbsenceEvent(tx, id, input, by) }));
    return c.json(answer.body, 200);
  });
  app.openapi(removeEvent, async (c) => {
    const by = await supervisor(c);
    const { id } = c.req.valid('param');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await deleteAbsenceEvent(tx, id, by) }));
    return c.json(answer.body, 200);
  });
  app.openapi(listViews, async (c) => {
    const { empId } = await supervisor(c);
    const [views, groups] = await Promise.all([viewsFor(db, empId), viewGroups(db)]);
    return c.json({ views, groups }, 200);
  });
  app.openapi(addView, async (c) => {
    const { empId } = await supervisor(c);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await createView(tx, input, empId) }));
    return c.json(answer.body, 201);
  });
  app.openapi(secure, async (c) => {
    const { empId } = await supervisor(c);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await secureView(tx, id, input, empId) }));
    return c.json(answer.body, 200);
  });
  app.openapi(removeView, async (c) => {
    const { empId } = await supervisor(c);
    const { id } = c.req.valid('param');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await deleteView(tx, id, empId) }));
    return c.json(answer.body, 200);
  });
}
