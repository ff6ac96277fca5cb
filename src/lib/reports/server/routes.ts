import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { say } from '@/lib/records/engine/definition';
import { DEFAULT_PLANT, isPlantId } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { otherPlantRefusal } from '@/lib/server/api/work-plant';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { languageOf } from '@/lib/records/engine/server/caller';
import { reportOf, reports } from '@/lib/reports/catalogue';
import { isParamProblem, parseReportParams } from '@/lib/reports/params';
import { ReportAnswerSchema, ReportListItemSchema } from '@/lib/reports/schemas';
import { reportCsv } from './report-csv';
import type { ReportSource } from './report-source';
import { checkedReports } from './registry';
import { runReport } from './run-report';

const security = [{ bearer: [] }];
const TOTAL = { en: 'Total', es: 'Total' } as const;

/** Registers `GET /v1/Reports` (those the caller may open) and `GET /v1/Reports/{name}` (JSON or CSV). */
export function registerReportRoutes(app: OpenAPIHono<ApiEnv>, db: Database, sources: readonly ReportSource[]): void {
  const bySource = checkedReports(reports(), sources);
  const list = createRoute({
    method: 'get',
    path: '/Reports',
    tags: ['Reports'],
    security,
    summary: 'The reports the caller may open (those of their applications)',
    responses: { 200: jsonContent(z.array(ReportListItemSchema), 'Every report of the caller’s applications'), ...errorResponses },
  });
  app.openapi(list, async (c) => {
    const lang = languageOf(c);
    const items = [];
    for (const def of bySource.keys()) {
      const allowed = await requireApp(c, def.app).then(
        () => true,
        () => false,
      );
      if (allowed) items.push({ name: def.name, title: say(def.title, lang), app: def.app, source: def.source.name });
    }
    return c.json(items, 200);
  });
  const one = createRoute({
    method: 'get',
    path: '/Reports/{name}',
    tags: ['Reports'],
    security,
    summary:
      'A report: its groups and measures over the caller’s plants, filtered by plant, from/to (on dateField) and any choice or reference (field=a,b); format=csv gives CSV in words',
    request: {
      params: z.object({ name: z.string().openapi({ example: 'DowntimeByReason' }) }),
      query: z.looseObject({
        plant: z.string().optional().openapi({ example: DEFAULT_PLANT }),
        from: z.string().optional().openapi({ example: '2026-11-01', description: 'First local day, on dateField' }),
        to: z.string().optional().openapi({ example: '2026-11-30', description: 'Last local day, on dateField' }),
        dateField: z.string().optional().openapi({ description: 'The date field of the range (default: the report’s)' }),
        format: z.enum(['json', 'csv']).optional(),
      }),
    },
    responses: {
      200: {
        description: '{ columns, rows, totals }, or the same as CSV',
        content: { 'application/json': { schema: ReportAnswerSchema }, 'text/csv': { schema: z.string() } },
      },
      ...errorResponses,
    },
  });
  app.openapi(one, async (c) => {
    const { name } = c.req.valid('param');
    const def = reportOf(name);
    const source = def && bySource.get(def);
    if (!def || !source) throw new NotFoundError(`No report is named ${name}.`, { code: 'unknown-report' });
    await requireApp(c, def.app);
    const query = c.req.query();
    const params = parseReportParams(query, source.shape.fields, def.dateField);
    if (isParamProblem(params)) throw InputError.field(params.field, params.code, params.message);
    if (params.plant !== undefined && !isPlantId(params.plant))
      throw InputError.field('plant', 'unknown-plant', `${params.plant} is not a plant`);
    const plants = await c.get('caller').workPlants();
    // A plant asked of someone who does not work there is refused, not answered empty: they would read 'no downtime'.
    if (params.plant && plants !== 'every' && !plants.has(params.plant)) throw otherPlantRefusal(params.plant, plants);
    const lang = languageOf(c);
    const answer = await runReport(db, def, source, params, { plants, lang });
    if (query['format'] === 'csv') {
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${def.name}.csv"`);
      return c.body(reportCsv(answer, TOTAL[lang]), 200);
    }
    return c.json(answer, 200);
  });
}
