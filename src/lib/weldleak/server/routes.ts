import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { holdsSubApp, requireApplication } from '@/lib/server/api/actor';
import { appRequired } from '@/lib/server/api/require-access';
import { missingRepairFields, WELD_LEAK_ADMIN, WELD_LEAK_APP } from '@/lib/weldleak/rules';
import {
  weldLeakDetailSchema,
  weldLeakEntrySchema,
  weldLeakInputSchema,
  weldLeakPageSchema,
  weldLeakParetoSchema,
  weldLeakQuerySchema,
  type WeldLeakInput,
} from '@/lib/weldleak/schemas';
import { checkJobPlant, jobExists } from '@/lib/plant-data/server/jobs';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { findWeldLeak, listWeldLeaksRead, weldLeakHistory, weldLeakParetoRead, type WeldLeakFilter } from './store';
import { closeWeldLeak, createWeldLeak, updateWeldLeak } from './writes';

const security = [{ bearer: [] }];
const tags = ['Weld leak repair'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, { message: 'must be a whole number such as 88' })
    .transform(Number)
    .openapi({ type: 'string', example: '88' }),
});
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'A retried request with the same key answers the same and writes nothing.' }),
});
// Named copies of the contract's schemas for the OpenAPI document (a contract schema made before the OpenAPI extension has no .openapi).
const WeldLeakInputSchema = weldLeakInputSchema.openapi('WeldLeakInput');
const WeldLeakSchema = z.object(weldLeakEntrySchema.shape).openapi('WeldLeakEntry');
const WeldLeakPageSchema = z.object({ ...weldLeakPageSchema.shape, items: z.array(WeldLeakSchema) }).openapi('WeldLeakPage');
const WeldLeakDetailSchema = z.object({ ...weldLeakDetailSchema.shape, entry: WeldLeakSchema }).openapi('WeldLeakDetail');
const WeldLeakParetoSchema = z.object(weldLeakParetoSchema.shape).openapi('WeldLeakPareto');
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const notFound = { 404: jsonContent(ErrorSchema, 'No such entry') };

const listRoute = createRoute({
  method: 'get',
  path: '/WeldLeaks',
  middleware: [appRequired(WELD_LEAK_APP)],
  tags,
  security,
  summary: 'Weld leak entries, newest first, filtered and paged (default window: the last three months)',
  request: { query: weldLeakQuerySchema },
  responses: { 200: jsonContent(WeldLeakPageSchema, 'One page of entries'), ...errorResponses },
});
const paretoRoute = createRoute({
  method: 'get',
  path: '/WeldLeaks/Pareto',
  middleware: [appRequired(WELD_LEAK_APP)],
  tags,
  security,
  summary: 'Pareto of defect types and leak locations over the filtered entries',
  request: { query: weldLeakQuerySchema },
  responses: { 200: jsonContent(WeldLeakParetoSchema, 'Counts, largest first'), ...errorResponses },
});
const getRoute = createRoute({
  method: 'get',
  path: '/WeldLeaks/{id}',
  middleware: [appRequired(WELD_LEAK_APP)],
  tags,
  security,
  summary: 'One entry with its change history',
  request: { params: idParam },
  responses: { 200: jsonContent(WeldLeakDetailSchema, 'The entry'), ...notFound, ...errorResponses },
});
const createEntryRoute = createRoute({
  method: 'post',
  path: '/WeldLeaks',
  middleware: [appRequired(WELD_LEAK_APP)],
  tags,
  security,
  summary: 'Records a weld leak (incomplete until closed); the job must exist',
  request: { headers: idempotencyHeader, ...body(WeldLeakInputSchema) },
  responses: { 201: jsonContent(WeldLeakSchema, 'The new entry'), ...errorResponses },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/WeldLeaks/{id}',
  middleware: [appRequired(WELD_LEAK_APP)],
  tags,
  security,
  summary: "'Save Changes': every changed field is kept in the history; a closed entry only with weldleakrepair_Admin",
  request: { params: idParam, headers: idempotencyHeader, ...body(WeldLeakInputSchema) },
  responses: { 200: jsonContent(WeldLeakSchema, 'The changed entry'), ...notFound, ...errorResponses },
});
const closeRoute = createRoute({
  method: 'post',
  path: '/WeldLeaks/{id}/Close',
  middleware: [appRequired(WELD_LEAK_APP)],
  tags,
  security,
  summary: "'Close Entry': needs repair operator initials, repair time and corrective action; the entry becomes complete",
  request: { params: idParam, headers: idempotencyHeader },
  responses: {
    200: jsonContent(WeldLeakSchema, 'The closed entry'),
    ...notFound,
    409: jsonContent(ErrorSchema, 'Already closed'),
    ...errorResponses,
  },
});

/** The list filter of a query: the last three months unless a date range is given. */
export function filterOf(
  query: { plant: string; from?: string | undefined; to?: string | undefined; incomplete: boolean },
  today = new Date(),
): WeldLeakFilter {
  const to = query.to ?? today.toISOString().slice(0, 10);
  const threeMonthsAgo = new Date(`${to}T00:00:00Z`);
  threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
  return { plant: query.plant, from: query.from ?? threeMonthsAgo.toISOString().slice(0, 10), to, incompleteOnly: query.incomplete };
}

async function checkJob(db: Database, input: WeldLeakInput): Promise<void> {
  if (!(await jobExists(db, input.jobNumber))) {
    throw InputError.field('jobNumber', 'job-not-found', `Job ${input.jobNumber} does not exist.`);
  }
  await checkJobPlant(db, input);
}

async function rights(c: Context<ApiEnv>, db: Database) {
  const actor = await requireApplication(c, db, WELD_LEAK_APP);
  return { actor, admin: await holdsSubApp(c, db, WELD_LEAK_ADMIN) };
}

/** Weld leak repair: list, Pareto, one entry with history, create, Save Changes, Close Entry. */
export function registerWeldLeakRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    await requireApplication(c, db, WELD_LEAK_APP);
    const query = c.req.valid('query');
    const filter = filterOf(query);
    const page = await listWeldLeaksRead(db, await c.get('caller').generations(), filter, query.page, query.pageSize);
    return c.json({ ...page, from: filter.from, to: filter.to }, 200);
  });
  app.openapi(paretoRoute, async (c) => {
    await requireApplication(c, db, WELD_LEAK_APP);
    const filter = filterOf(c.req.valid('query'));
    const pareto = await weldLeakParetoRead(db, await c.get('caller').generations(), filter);
    return c.json({ ...pareto, from: filter.from, to: filter.to }, 200);
  });
  app.openapi(getRoute, async (c) => {
    const { admin } = await rights(c, db);
    const { id } = c.req.valid('param');
    const entry = await findWeldLeak(db, id);
    if (!entry) throw new NotFoundError(`There is no weld leak entry ${id}.`);
    const canEdit = entry.status === 'incomplete' || admin;
    const canClose = entry.status === 'incomplete' && missingRepairFields(entry).length === 0;
    return c.json({ entry, history: await weldLeakHistory(db, id), canEdit, canClose }, 200);
  });
  app.openapi(createEntryRoute, async (c) => {
    const actor = await requireApplication(c, db, WELD_LEAK_APP);
    const input = c.req.valid('json');
    await requireWorkPlant(c, input.plant);
    await checkJob(db, input);
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await createWeldLeak(tx, input, actor) }));
    return c.json(answer.body, 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { actor, admin } = await rights(c, db);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    for (const plant of [input.plant, (await findWeldLeak(db, id))?.plant]) await requireWorkPlant(c, plant);
    await checkJob(db, input);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await updateWeldLeak(tx, input, { id, actor, mayChangeClosed: admin }),
    }));
    return c.json(answer.body, 200);
  });
  app.openapi(closeRoute, async (c) => {
    const actor = await requireApplication(c, db, WELD_LEAK_APP);
    const { id } = c.req.valid('param');
    await requireWorkPlant(c, (await findWeldLeak(db, id))?.plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 200 as const, body: await closeWeldLeak(tx, { id, actor }) }));
    return c.json(answer.body, 200);
  });
}
