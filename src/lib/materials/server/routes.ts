import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { ApiCaches, ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent, ErrorSchema } from '@/lib/server/api/schemas';
import { InputError, NotFoundError } from '@/lib/server/errors';
import {
  jobDetailSchema,
  jobListQuerySchema,
  jobNumSchema,
  jobPatchSchema,
  jobSummarySchema,
  materialIssueResultSchema,
  materialIssueSchema,
  materialPatchSchema,
  partNumSchema,
  partSchema,
  jobStatusSchema,
  materialIssuedStateSchema,
  resourceGroupsSchema,
  plantBinStockSchema,
} from '@/lib/materials/schemas';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import { anyAppRequired, MATERIALS_READ_APPS, requireAnyApp } from './access';
import { issueMaterial } from './issue';
import { requireJobWorkPlant } from '@/lib/server/api/work-plant';
import { idempotencyKey, keyOwnerOf } from '@/lib/server/idempotency/idempotency';
import { registerMeasurementRoutes } from './measure-routes';
import { registerMoveRoutes } from './move-routes';
import { registerApprovalRoutes } from './approval-routes';
import { JOB_RESET_RIGHT, setIssuedComplete, setJobStatus } from './job-updates';
import { hasSubApp } from '@/lib/auth/permissions';
import { findJob, findPart, partBins, resourceGroups, searchJobs, searchParts } from './jobs-store';

const tags = ['Materials'];
const security = [{ bearer: [] }];
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const notFound = { 404: jsonContent(ErrorSchema, 'It does not exist') };
const seqParam = z
  .string()
  .regex(/^[0-9]{1,5}$/, { message: 'must be a whole number' })
  .transform(Number);
const IDEMPOTENCY_KEY = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, { message: 'printable characters only' });

/** Applications that may issue material, and that may change a job's status. */
const ISSUE_APPS = ['issueMaterial'];
const JOB_STATUS_APPS = ['issueMaterial', 'shortendscheck', 'ProdMove', 'MaterialQueue'];

const routes = {
  jobs: createRoute({
    method: 'get',
    path: '/Jobs',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: 'Jobs by number or part (prefix), plant and resource group; line-down jobs first, then by due date (at most 50)',
    request: { query: jobListQuerySchema },
    responses: { 200: jsonContent(z.array(jobSummarySchema), 'The jobs'), ...errorResponses },
  }),
  job: createRoute({
    method: 'get',
    path: '/Jobs/{jobNum}',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: 'A job with its assemblies, operations and materials',
    request: { params: z.object({ jobNum: jobNumSchema }) },
    responses: { 200: jsonContent(jobDetailSchema, 'The job'), ...notFound, ...errorResponses },
  }),
  jobPatch: createRoute({
    method: 'patch',
    path: '/Jobs/{jobNum}',
    middleware: [anyAppRequired(JOB_STATUS_APPS)],
    tags,
    security,
    summary: "Sets a job's status (not started, in progress, complete)",
    request: { params: z.object({ jobNum: jobNumSchema }), body: json(jobPatchSchema) },
    responses: {
      200: jsonContent(jobStatusSchema, 'The job status'),
      ...notFound,
      ...errorResponses,
    },
  }),
  materialPatch: createRoute({
    method: 'patch',
    path: '/Jobs/{jobNum}/Materials/{assemblySeq}/{mtlSeq}',
    middleware: [anyAppRequired(ISSUE_APPS)],
    tags,
    security,
    summary: 'Marks a job material Issued Complete, or not',
    request: { params: z.object({ jobNum: jobNumSchema, assemblySeq: seqParam, mtlSeq: seqParam }), body: json(materialPatchSchema) },
    responses: {
      200: jsonContent(materialIssuedStateSchema, 'The material'),
      ...notFound,
      ...errorResponses,
    },
  }),
  groups: createRoute({
    method: 'get',
    path: '/ResourceGroups',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: "The resource groups of a plant's job operations",
    request: { query: z.object({ plant: plantIdSchema.optional() }) },
    responses: { 200: jsonContent(resourceGroupsSchema, 'The resource groups'), ...errorResponses },
  }),
  parts: createRoute({
    method: 'get',
    path: '/Parts',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: 'Parts by number (prefix) or description (contains), at most 50',
    request: { query: z.object({ search: z.string().trim().max(40).optional() }) },
    responses: { 200: jsonContent(z.array(partSchema), 'The parts'), ...errorResponses },
  }),
  part: createRoute({
    method: 'get',
    path: '/Parts/{partNum}',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: 'A part',
    request: { params: z.object({ partNum: partNumSchema }) },
    responses: { 200: jsonContent(partSchema, 'The part'), ...notFound, ...errorResponses },
  }),
  bins: createRoute({
    method: 'get',
    path: '/Parts/{partNum}/Bins',
    middleware: [anyAppRequired(MATERIALS_READ_APPS)],
    tags,
    security,
    summary: 'The bins holding a part, per heat and lot, with their quantity on hand',
    request: { params: z.object({ partNum: partNumSchema }), query: z.object({ plant: plantIdSchema.optional() }) },
    responses: { 200: jsonContent(z.array(plantBinStockSchema), 'The bins'), ...errorResponses },
  }),
  issue: createRoute({
    method: 'post',
    path: '/MaterialIssues',
    middleware: [anyAppRequired(ISSUE_APPS)],
    tags,
    security,
    summary:
      'Issues material from a bin to a job material (spec §5). Needs an Idempotency-Key header: a retry with the same key answers the first result and writes nothing more',
    request: { headers: z.object({ 'idempotency-key': IDEMPOTENCY_KEY.optional() }), body: json(materialIssueSchema) },
    responses: {
      201: jsonContent(materialIssueResultSchema, 'Issued (or the first result of this Idempotency-Key)'),
      409: jsonContent(ErrorSchema, "error.code 'confirmation-required': error.confirm lists what the request must confirm"),
      ...errorResponses,
    },
  }),
};

/** The materials calls under the OpenAPI tag 'Materials'. */
export function registerMaterialRoutes(app: OpenAPIHono<ApiEnv>, db: Database, caches: ApiCaches): void {
  app.openapi(routes.jobs, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    return c.json(await searchJobs(db, c.req.valid('query')), 200);
  });
  app.openapi(routes.job, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    const { jobNum } = c.req.valid('param');
    // Exact cache (topic 'materials'): warm, the call costs the request's one query of the counters.
    const job = await caches.jobs.through(jobNum, await c.get('caller').generations(), () => findJob(db, jobNum));
    if (!job) throw new NotFoundError(`Job ${jobNum} does not exist.`, { code: 'job-not-found' });
    return c.json(job, 200);
  });
  app.openapi(routes.jobPatch, async (c) => {
    await requireAnyApp(c, JOB_STATUS_APPS);
    await requireJobWorkPlant(c, db, c.req.valid('param').jobNum);
    const mayReset = hasSubApp(await c.get('caller').access(), JOB_RESET_RIGHT);
    return c.json(await setJobStatus(db, c.req.valid('param').jobNum, c.req.valid('json').status, mayReset), 200);
  });
  app.openapi(routes.materialPatch, async (c) => {
    await requireAnyApp(c, ISSUE_APPS);
    const { jobNum, assemblySeq, mtlSeq } = c.req.valid('param');
    await requireJobWorkPlant(c, db, jobNum);
    return c.json(await setIssuedComplete(db, jobNum, assemblySeq, mtlSeq, c.req.valid('json').issuedComplete), 200);
  });
  app.openapi(routes.groups, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    return c.json(await resourceGroups(db, c.req.valid('query').plant), 200);
  });
  app.openapi(routes.parts, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    return c.json(await searchParts(db, c.req.valid('query').search), 200);
  });
  app.openapi(routes.part, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    const { partNum } = c.req.valid('param');
    const part = await findPart(db, partNum);
    if (!part) throw new NotFoundError(`Part ${partNum} does not exist.`, { code: 'part-not-found' });
    return c.json(part, 200);
  });
  app.openapi(routes.bins, async (c) => {
    await requireAnyApp(c, MATERIALS_READ_APPS);
    return c.json(await partBins(db, c.req.valid('param').partNum, c.req.valid('query').plant), 200);
  });
  app.openapi(routes.issue, async (c) => {
    const actor = await requireAnyApp(c, ISSUE_APPS);
    if (!c.req.header('idempotency-key'))
      throw InputError.field(
        'Idempotency-Key',
        'required',
        'The Idempotency-Key header is required: a retry with the same key never issues twice.',
      );
    const key = idempotencyKey(c)!;
    const input = c.req.valid('json');
    await requireJobWorkPlant(c, db, input.jobNum);
    // The issue keeps its answer under the key itself (issue.ts: the same table and lock as idempotentWrite, fewer statements).
    const answer = await issueMaterial(db, actor, input, await keyOwnerOf(c, key));
    return c.json(answer, 201);
  });
  registerApprovalRoutes(app, db);
  registerMoveRoutes(app, db);
  registerMeasurementRoutes(app, db);
}
