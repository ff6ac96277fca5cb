import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { appRequired, requireApp, requireSubApp } from '@/lib/server/api/require-access';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { announceBoardChange } from '@/lib/devices/server/device-events';
import { plants } from '@/lib/server/db/schema/index';
import { InputError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import {
  characteristicInputSchema,
  characteristicSchema,
  chartAnswerSchema,
  correctionInputSchema,
  phaseInputSchema,
  SPC_APP,
  SPC_MANAGER,
  subgroupCreatedSchema,
  subgroupInputSchema,
  subgroupSchema,
  testsAnswerSchema,
  testsInputSchema,
  createdIdSchema,
  frozenRangeSchema,
} from '@/lib/spc/schemas';
import {
  addPhase,
  addSubgroup,
  characteristicOf,
  chartOf,
  correctSubgroup,
  subgroupPlant,
  createCharacteristic,
  listCharacteristics,
  listSubgroups,
  changeTests,
  testsOf,
} from './store';

const security = [{ bearer: [] }];
const tags = ['SPC'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, { message: 'must be a whole number' })
    .transform(Number)
    .openapi({ type: 'string', example: '1' }),
});
// ?last=N: the last N subgroups only (a chart's points, a board's rows).
const lastQuery = z.object({
  last: z
    .string()
    .regex(/^[0-9]{1,4}$/)
    .transform(Number)
    .optional(),
});
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const notFound = { 404: jsonContent(ErrorSchema, 'No such characteristic or subgroup') };
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const listRoute = createRoute({
  method: 'get',
  path: '/SPC/Characteristics',
  tags,
  security,
  summary: 'Characteristics by plant, part and inspection set, with their count of subgroups and the last one taken',
  request: {
    query: z.object({
      plant: z.string().max(20).optional(),
      partNum: z.string().max(40).optional(),
      setId: z
        .string()
        .regex(/^[0-9]{1,9}$/)
        .transform(Number)
        .optional(),
    }),
  },
  responses: { 200: jsonContent(z.array(characteristicSchema), 'The characteristics'), ...errorResponses },
});
const createCharRoute = createRoute({
  method: 'post',
  path: '/SPC/Characteristics',
  tags,
  security,
  summary: `Creates a characteristic in its part's inspection set (holders of ${SPC_MANAGER}); plant defaults to the caller's`,
  request: { headers: idempotencyHeader, body: body(characteristicInputSchema) },
  responses: { 201: jsonContent(createdIdSchema, 'Created'), ...errorResponses },
});
const oneRoute = createRoute({
  method: 'get',
  path: '/SPC/Characteristics/{id}',
  tags,
  security,
  summary: 'One characteristic',
  request: { params: idParam },
  responses: { 200: jsonContent(characteristicSchema, 'The characteristic'), ...notFound, ...errorResponses },
});
const chartRoute = createRoute({
  method: 'get',
  path: '/SPC/Characteristics/{id}/Chart',
  tags,
  security,
  summary:
    'The control charts (every phase against its limits, each point with the tests it breaks), capability (Cp, Cpk from the within sigma; Pp, Ppk from the overall) and histogram of the current phase',
  request: {
    params: idParam,
    query: lastQuery,
  },
  responses: { 200: jsonContent(chartAnswerSchema, 'The charts'), ...notFound, ...errorResponses },
});
const subgroupsRoute = createRoute({
  method: 'get',
  path: '/SPC/Characteristics/{id}/Subgroups',
  tags,
  security,
  summary: 'Every subgroup, oldest first, with its corrections (?last=N: the last N only)',
  request: {
    params: idParam,
    query: lastQuery,
  },
  responses: { 200: jsonContent(z.array(subgroupSchema), 'The subgroups'), ...notFound, ...errorResponses },
});
const addSubgroupRoute = createRoute({
  method: 'post',
  path: '/SPC/Characteristics/{id}/Subgroups',
  tags,
  security,
  summary:
    'Records a subgroup: exactly subgroupSize readings (or a count and sample size for p, np, c, u), taken at takenAt, else at the Made-At of a write kept offline, else now; answers the readings outside the specification and the tests its point breaks',
  request: { params: idParam, headers: idempotencyHeader, body: body(subgroupInputSchema) },
  responses: { 201: jsonContent(subgroupCreatedSchema, 'Recorded'), ...notFound, ...errorResponses },
});
const correctRoute = createRoute({
  method: 'post',
  path: '/SPC/Subgroups/{id}/Corrections',
  tags,
  security,
  summary: 'Corrects a subgroup with a reason; the values before are kept',
  request: { params: idParam, headers: idempotencyHeader, body: body(correctionInputSchema) },
  responses: { 201: jsonContent(subgroupSchema, 'The subgroup as corrected'), ...notFound, ...errorResponses },
});
const phaseRoute = createRoute({
  method: 'post',
  path: '/SPC/Characteristics/{id}/Phases',
  tags,
  security,
  summary: `Freezes limits computed from a baseline of subgroups, applied from its first on, with a note (holders of ${SPC_MANAGER})`,
  request: { params: idParam, headers: idempotencyHeader, body: body(phaseInputSchema) },
  responses: { 201: jsonContent(frozenRangeSchema, 'Frozen'), ...notFound, ...errorResponses },
});

const testsRoute = createRoute({
  method: 'get',
  path: '/SPC/Characteristics/{id}/Tests',
  tags,
  security,
  summary: 'The tests that are on, with their K, and every change of them (newest first)',
  request: { params: idParam },
  responses: { 200: jsonContent(testsAnswerSchema, 'The tests and their history'), ...notFound, ...errorResponses },
});
const changeTestsRoute = createRoute({
  method: 'put',
  path: '/SPC/Characteristics/{id}/Tests',
  tags,
  security,
  summary: `Sets which of the eight tests are on and their K, with a reason; the settings before are kept (holders of ${SPC_MANAGER})`,
  request: { params: idParam, headers: idempotencyHeader, body: body(testsInputSchema) },
  responses: { 200: jsonContent(testsAnswerSchema, 'The tests as changed, and their history'), ...notFound, ...errorResponses },
});

/** Managers only, for POST and PUT: registered before the route, so the right is checked before the body is read. */
const managerPosts: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method === 'POST' || c.req.method === 'PUT')
    await requireSubApp(c, SPC_MANAGER, `Only holders of ${SPC_MANAGER} may create characteristics, change their tests or freeze limits.`);
  await next();
};

/** SPC: characteristics, subgroups, corrections, phases and charts, for holders of the Inspections application. */
export function registerSpcRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.use('/SPC/*', appRequired(SPC_APP));
  app.use('/SPC/Characteristics', managerPosts);
  app.use('/SPC/Characteristics/:id/Phases', managerPosts);
  app.use('/SPC/Characteristics/:id/Tests', managerPosts);

  app.openapi(listRoute, async (c) => c.json(await listCharacteristics(db, c.req.valid('query')), 200));
  app.openapi(oneRoute, async (c) => c.json(await characteristicOf(db, c.req.valid('param').id), 200));
  app.openapi(chartRoute, async (c) => c.json(await chartOf(db, c.req.valid('param').id, c.req.valid('query').last), 200));
  app.openapi(subgroupsRoute, async (c) => {
    const { id } = c.req.valid('param');
    await characteristicOf(db, id);
    return c.json(await listSubgroups(db, id, c.req.valid('query').last), 200);
  });
  app.openapi(createCharRoute, async (c) => {
    const actor = await requireApp(c, SPC_APP);
    const input = c.req.valid('json');
    const plant = input.plant ?? actor.plantId;
    if (!plant) throw InputError.field('plant', 'plant-required', 'plant: you belong to no plant, so name the plant.');
    const known = await db.select({ id: plants.plantId }).from(plants);
    if (!known.some((p) => p.id === plant)) throw InputError.field('plant', 'unknown-plant', `plant: there is no plant ${plant}.`);
    await requireWorkPlant(c, plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await createCharacteristic(tx, input, plant, actor.empId),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(addSubgroupRoute, async (c) => {
    const actor = await requireApp(c, SPC_APP);
    const ch = await characteristicOf(db, c.req.valid('param').id);
    await requireWorkPlant(c, ch.plant);
    // A subgroup kept on a device while offline is placed at the time it was typed (its Made-At), not its arrival.
    const madeAt = c.get('madeAt');
    const input = { ...c.req.valid('json') };
    if (!input.takenAt && madeAt) input.takenAt = madeAt.toISOString();
    const answer = await idempotentWrite(c, db, async (tx) => {
      const body = await addSubgroup(tx, ch, input, actor.empId);
      // The plant's info boards showing an SPC slide fetch it again.
      await announceBoardChange(tx, { plant: ch.plant, kind: 'data' });
      return { status: 201 as const, body };
    });
    return c.json(answer.body, 201);
  });
  app.openapi(correctRoute, async (c) => {
    const actor = await requireApp(c, SPC_APP);
    const id = c.req.valid('param').id;
    await requireWorkPlant(c, await subgroupPlant(db, id));
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await correctSubgroup(tx, id, input, actor.empId),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(testsRoute, async (c) => c.json(await testsOf(db, await characteristicOf(db, c.req.valid('param').id)), 200));
  app.openapi(changeTestsRoute, async (c) => {
    const actor = await requireApp(c, SPC_APP);
    const id = c.req.valid('param').id;
    await requireWorkPlant(c, (await characteristicOf(db, id)).plant);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await changeTests(tx, id, input, actor.empId),
    }));
    return c.json(answer.body, 200);
  });
  app.openapi(phaseRoute, async (c) => {
    const actor = await requireApp(c, SPC_APP);
    const ch = await characteristicOf(db, c.req.valid('param').id);
    await requireWorkPlant(c, ch.plant);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201 as const, body: await addPhase(tx, ch, input, actor.empId) }));
    return c.json(answer.body, 201);
  });
}
