import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { approvalAnswerSchema, approvalRequestSchema, approverSchema, approversQuerySchema } from '@/lib/materials/approval-schemas';
import { checkIssue } from '@/lib/materials/rules';
import { anyAppRequired, requireAnyApp } from './access';
import { findJob } from './jobs-store';
import { askOverIssueApproval, overIssueApprovers } from './approvals';

const tags = ['Materials'];
const security = [{ bearer: [] }];
const ISSUE_APPS = ['issueMaterial'];

const routes = {
  approvers: createRoute({
    method: 'get',
    path: '/MaterialIssues/Approvers',
    middleware: [anyAppRequired(ISSUE_APPS)],
    tags,
    security,
    summary: 'Who may make an over-issue needing the right at the plant (what a person without it is told)',
    request: { query: approversQuerySchema },
    responses: { 200: jsonContent(z.array(approverSchema), 'The approvers, by name'), ...errorResponses },
  }),
  ask: createRoute({
    method: 'post',
    path: '/MaterialIssues/ApprovalRequests',
    middleware: [anyAppRequired(ISSUE_APPS)],
    tags,
    security,
    summary:
      "Asks the approvers of the job's plant, through the bell, to make an over-issue the caller may not make; the link opens that material's issue",
    request: {
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: { required: true, content: { 'application/json': { schema: approvalRequestSchema } } },
    },
    responses: {
      201: jsonContent(approvalAnswerSchema, 'The right it needs and the approvers told'),
      404: jsonContent(ErrorSchema, 'No such job or material'),
      ...errorResponses,
    },
  }),
};

/** Over-issue approvals: who may approve, and asking them through the bell. */
export function registerApprovalRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(routes.approvers, async (c) => {
    const { plant, right } = c.req.valid('query');
    return c.json(
      (await overIssueApprovers(db, plant, right)).map(({ empId, name }) => ({ empId, name })),
      200,
    );
  });
  app.openapi(routes.ask, async (c) => {
    await requireAnyApp(c, ISSUE_APPS);
    const asker = (await c.get('caller').employee())!;
    const input = c.req.valid('json');
    const job = await findJob(db, input.jobNum);
    if (!job) throw new NotFoundError(`Job ${input.jobNum} does not exist.`, { code: 'job-not-found' });
    await requireWorkPlant(c, job.plant);
    const material = job.assemblies.find((a) => a.assemblySeq === input.assemblySeq)?.materials.find((m) => m.mtlSeq === input.mtlSeq);
    if (!material) throw new NotFoundError('That job material does not exist.', { code: 'material-not-found' });
    const check = checkIssue(material, input.quantity);
    if (check.right === null) throw InputError.field('quantity', 'no-approval-needed', 'This issue needs no approval: issue it yourself.');
    const right = check.right;
    const answer = await idempotentWrite(c, db, async (tx) => {
      const approvers = await overIssueApprovers(tx, job.plant, right);
      await askOverIssueApproval(tx, approvers, {
        asker,
        jobNum: job.jobNum,
        assemblySeq: input.assemblySeq,
        mtlSeq: input.mtlSeq,
        partNum: material.partNum,
        uom: material.uom,
        quantity: input.quantity,
        percent: check.percent,
      });
      return { status: 201 as const, body: { right, notified: approvers.map(({ empId, name }) => ({ empId, name })) } };
    });
    return c.json(answer.body, 201);
  });
}
