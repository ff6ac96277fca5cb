import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { ConflictError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import type { Feature } from '@/lib/server/feature';
import { runUnderLease } from './lease';
import { jobLeases } from './tables';

const tags = ['Scheduled jobs'];
const security = [{ bearer: [] }];
const CronJob = z
  .object({
    name: z.string(),
    schedule: z.string().openapi({ example: 'every 60 min' }),
    lastRunAt: z.string().nullable(),
    nextRunAt: z.string().nullable(),
    lastStatus: z.enum(['ok', 'failed']).nullable(),
  })
  .openapi('CronJob');

const listRoute = createRoute({
  method: 'get',
  path: '/Cron/Jobs',
  tags,
  security,
  summary: "The portal's scheduled jobs: their schedule, last run and its status, and next turn",
  responses: { 200: jsonContent(z.array(CronJob), 'The jobs'), ...errorResponses },
});
const runRoute = createRoute({
  method: 'post',
  path: '/Cron/Jobs/{name}/Run',
  tags,
  security,
  summary: 'Runs a scheduled job now, under its lease (administrators); 409 job-running while an instance runs it',
  request: { params: z.object({ name: z.string().max(100) }) },
  responses: { 200: jsonContent(CronJob, 'The job after its run'), ...errorResponses },
});

const minutes = (ms: number) => (ms % 3_600_000 === 0 ? `every ${ms / 3_600_000} h` : `every ${Math.round(ms / 60_000)} min`);

/** GET /v1/Cron/Jobs (any employee) and POST /v1/Cron/Jobs/{name}/Run (administrators), over the features' jobs. */
export function registerCronRoutes(app: OpenAPIHono<ApiEnv>, db: Database, features: readonly Feature[]): void {
  const jobs = features.flatMap((f) => (f.jobs ?? []).map((job) => ({ ...job, name: `${f.name}/${job.name}` })));
  const describe = async (names: string[]) => {
    const rows = names.length === 0 ? [] : await db.select().from(jobLeases).where(inArray(jobLeases.name, names));
    return jobs
      .filter((job) => names.includes(job.name))
      .map((job) => {
        const row = rows.find((r) => r.name === job.name);
        return {
          name: job.name,
          schedule: minutes(job.everyMs),
          lastRunAt: row?.lastRunAt?.toISOString() ?? null,
          nextRunAt: row?.lastRunAt ? new Date(row.lastRunAt.getTime() + job.everyMs).toISOString() : null,
          lastStatus: (row?.lastStatus ?? null) as 'ok' | 'failed' | null,
        };
      });
  };
  app.openapi(listRoute, async (c) => {
    if (!(await c.get('caller').employee())) throw new NotAllowedError('Only employees see the scheduled jobs.');
    return c.json(await describe(jobs.map((j) => j.name)), 200);
  });
  app.openapi(runRoute, async (c) => {
    if (!(await c.get('caller').isAdmin())) throw new NotAllowedError('Only administrators run a scheduled job.', { code: 'not-admin' });
    const job = jobs.find((j) => j.name === c.req.valid('param').name);
    if (!job) throw new NotFoundError(`There is no scheduled job ${c.req.valid('param').name}.`, { code: 'job-not-found' });
    const holder = `run-now:${crypto.randomUUID()}`;
    // A failed run is recorded as such and answered with the job's status, not as a failed call.
    const ran = await runUnderLease(db, job.name, holder, 15 * 60_000, () => job.run(db, new Date()), job.everyMs * 0.9, true).catch(
      () => true,
    );
    if (!ran) throw new ConflictError(`${job.name} is running or ran within its turn on another instance.`, { code: 'job-running' });
    const [described] = await describe([job.name]);
    return c.json(described!, 200);
  });
}
