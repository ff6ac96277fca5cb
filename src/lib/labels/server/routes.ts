import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { labelPrintInputSchema, labelPrintPageSchema, labelPrintQuerySchema, labelPrintSchema } from '@/lib/labels/schemas';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { requireApplication } from '@/lib/server/api/actor';
import { appRequired } from '@/lib/server/api/require-access';
import { checkPrint } from './print-check';
import { labelPrinters } from './printer-config';
import { LABELS_APP, idempotencyHeader } from './route-parts';
import { registerLabelSendRoute } from './send-route';
import { listLabelPrints, recordLabelPrint } from './store';
import { requireWorkPlant } from '@/lib/server/api/work-plant';

const security = [{ bearer: [] }];
const tags = ['Labels'];

const recordRoute = createRoute({
  method: 'post',
  path: '/Labels/Prints',
  middleware: [appRequired(LABELS_APP)],
  tags,
  security,
  summary: 'Records a print of a label; the values are checked against the form as the print page checks them',
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: labelPrintInputSchema } } } },
  responses: { 201: jsonContent(labelPrintSchema, 'The recorded print'), ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/Labels/Prints',
  middleware: [appRequired(LABELS_APP)],
  tags,
  security,
  summary: "One page of a label form's prints (reprint history), newest first, 20 a page unless pageSize says",
  request: { query: labelPrintQuerySchema },
  responses: { 200: jsonContent(labelPrintPageSchema, 'The page of prints and their count'), ...errorResponses },
});

/** Label prints: record a print (Idempotency-Key), list a form's history, send ZPL to a printer. */
export function registerLabelRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(recordRoute, async (c) => {
    await requireApplication(c, db, LABELS_APP);
    const input = c.req.valid('json');
    const { values, printer } = checkPrint(input, labelPrinters());
    await requireWorkPlant(c, printer.plant);
    const username = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201,
      body: await recordLabelPrint(tx, { ...input, values, username }),
    }));
    return c.json(answer.body, 201);
  });

  app.openapi(listRoute, async (c) => {
    await requireApplication(c, db, LABELS_APP);
    const query = c.req.valid('query');
    return c.json(await listLabelPrints(db, { form: query.form, page: query.page ?? 1, pageSize: query.pageSize ?? 20 }), 200);
  });

  registerLabelSendRoute(app, db);
}
