import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { findEmployeeById } from '@/lib/server/db/accounts';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { requireApplication } from '@/lib/server/api/actor';
import { jobOf } from '@/lib/plant-data/server/jobs';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { appRequired } from '@/lib/server/api/require-access';
import { NITRO_APP } from '@/lib/nitro/rules';
import { chargeInputSchema, chargeListQuerySchema, chargePageSchema, chargeRecordSchema, chargeSpecSchema } from '@/lib/nitro/schemas';
import { cylinderHistory, listChargesRead, listSpecs, recordCharge, specOf } from './store';

const security = [{ bearer: [] }];
const tags = ['Nitrogen charge'];
// Named copies of the contract's schemas (a contract schema made before the OpenAPI extension has no .openapi).
const SpecSchema = z.object(chargeSpecSchema.shape).openapi('ChargeSpec');
const ChargeSchema = z.object({ ...chargeRecordSchema.shape, spec: SpecSchema }).openapi('NitrogenCharge');
const ChargePageSchema = z.object({ ...chargePageSchema.shape, items: z.array(ChargeSchema) }).openapi('NitrogenChargePage');
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

const listRoute = createRoute({
  method: 'get',
  path: '/NitrogenCharges',
  middleware: [appRequired(NITRO_APP)],
  tags,
  security,
  summary: 'Charges newest first: by plant, serial number prefix and result, paged',
  request: { query: chargeListQuerySchema },
  responses: { 200: jsonContent(ChargePageSchema, 'One page'), ...errorResponses },
});
const cylinderRoute = createRoute({
  method: 'get',
  path: '/NitrogenCharges/Cylinder/{serial}',
  middleware: [appRequired(NITRO_APP)],
  tags,
  security,
  summary: 'Every reading of one cylinder, oldest first (re-charges included)',
  request: { params: z.object({ serial: z.string().max(30) }) },
  responses: { 200: jsonContent(z.array(ChargeSchema), 'The readings'), ...errorResponses },
});
const specsRoute = createRoute({
  method: 'get',
  path: '/NitrogenSpecs',
  middleware: [appRequired(NITRO_APP)],
  tags,
  security,
  summary: 'The charge specification of every gas cylinder part',
  responses: { 200: jsonContent(z.array(SpecSchema), 'The specifications'), ...errorResponses },
});
const specByJobRoute = createRoute({
  method: 'get',
  path: '/NitrogenSpecs/ByJob/{jobNum}',
  middleware: [appRequired(NITRO_APP)],
  tags,
  security,
  summary: "The specification of a job's part",
  request: { params: z.object({ jobNum: z.string().max(20) }) },
  responses: {
    200: jsonContent(SpecSchema, 'The specification'),
    404: jsonContent(ErrorSchema, 'No such job, or its part has no specification'),
    ...errorResponses,
  },
});
const createChargeRoute = createRoute({
  method: 'post',
  path: '/NitrogenCharges',
  middleware: [appRequired(NITRO_APP)],
  tags,
  security,
  summary:
    'Records a charge judged PASS or FAIL at the reference temperature; a packaging pressure needs the safety wire; a failed cylinder may be re-charged',
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: chargeInputSchema } } } },
  responses: {
    201: jsonContent(ChargeSchema, 'The reading'),
    409: jsonContent(ErrorSchema, 'The cylinder already passed'),
    ...errorResponses,
  },
});

/** Nitrogen charge: specifications, readings, cylinder history, record a charge. */
export function registerNitroRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    await requireApplication(c, db, NITRO_APP);
    const q = c.req.valid('query');
    return c.json(await listChargesRead(db, await c.get('caller').generations(), q, q.page, q.pageSize), 200);
  });
  app.openapi(cylinderRoute, async (c) => {
    await requireApplication(c, db, NITRO_APP);
    return c.json(await cylinderHistory(db, c.req.valid('param').serial.trim().toUpperCase()), 200);
  });
  app.openapi(specsRoute, async (c) => {
    await requireApplication(c, db, NITRO_APP);
    return c.json(await listSpecs(db), 200);
  });
  app.openapi(specByJobRoute, async (c) => {
    await requireApplication(c, db, NITRO_APP);
    const job = await jobOf(db, c.req.valid('param').jobNum);
    const spec = job ? await specOf(db, job.partNum) : null;
    if (!spec) throw new NotFoundError(`Job ${c.req.valid('param').jobNum} has no charge specification.`);
    return c.json(spec, 200);
  });
  app.openapi(createChargeRoute, async (c) => {
    const actor = await requireApplication(c, db, NITRO_APP);
    const input = { ...c.req.valid('json') };
    input.serialNumber = input.serialNumber.toUpperCase();
    const fields = [];
    if (input.packagingPressurePsi !== null && !input.safetyWire) {
      fields.push({
        field: 'safetyWire',
        code: 'safety-wire-required',
        message: 'A cylinder with a packaging pressure must have its safety wire.',
      });
    }
    const job = await jobOf(db, input.jobNumber);
    await requireWorkPlant(c, job?.plant);
    const spec = job ? await specOf(db, job.partNum) : null;
    if (!job) fields.push({ field: 'jobNumber', code: 'job-not-found', message: `Job ${input.jobNumber} does not exist.` });
    else if (!spec)
      fields.push({
        field: 'jobNumber',
        code: 'no-spec',
        message: `Part ${job.partNum} of job ${input.jobNumber} has no charge specification.`,
      });
    if (input.paintLineEmpId !== null && !(await findEmployeeById(db, input.paintLineEmpId))) {
      fields.push({
        field: 'paintLineEmpId',
        code: 'employee-not-found',
        message: `There is no employee with the ID ${input.paintLineEmpId}.`,
      });
    }
    if (fields.length > 0)
      throw new InputError(fields.map((f) => `${f.field}: ${f.message}`).join('; '), { code: fields[0]!.code, fields });
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await recordCharge(tx, input, { partNum: job!.partNum, plant: job!.plant, spec: spec!, actor }),
    }));
    return c.json(answer.body, 201);
  });
}
