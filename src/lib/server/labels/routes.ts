import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { labelForm } from '@/lib/labels';
import { labelPrintInputSchema, labelPrintQuerySchema, labelPrintSchema } from '@/lib/labels/prints';
import { printerProfile } from '@/lib/labels/printers';
import { validateLabel } from '@/lib/labels/validate';
import type { ApiEnv } from '../api/api-env';
import { errorResponses, jsonContent } from '../api/schemas';
import type { Database } from '../db/database';
import { InputError } from '../errors';
import { idempotentWrite } from '../idempotency/idempotency';
import { requireApplication } from '../records/access';
import { listLabelPrints, recordLabelPrint } from './store';

const security = [{ bearer: [] }];
const tags = ['Labels'];
const LABELS_APP = '/Labels';
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional().openapi({ description: 'A retried print with the same key answers the same and is recorded once.' }) });

const recordRoute = createRoute({
  method: 'post',
  path: '/Labels/Prints',
  tags,
  security,
  summary: "Records a print of a label; the values are checked against the form as the print page checks them",
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: labelPrintInputSchema } } } },
  responses: { 201: jsonContent(labelPrintSchema, 'The recorded print'), ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/Labels/Prints',
  tags,
  security,
  summary: 'The newest prints of a label form (reprint history), newest first',
  request: { query: labelPrintQuerySchema },
  responses: { 200: jsonContent(z.array(labelPrintSchema), 'The prints'), ...errorResponses },
});

/** Label prints (issue 12): record a print (Idempotency-Key), list a form's history. */
export function registerLabelRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(recordRoute, async (c) => {
    await requireApplication(c, db, LABELS_APP);
    const input = c.req.valid('json');
    const form = labelForm(input.form);
    if (!form) throw InputError.field('form', 'unknown-form', `form: ${input.form} is not a label form.`);
    if (!printerProfile(input.printer)) throw InputError.field('printer', 'unknown-printer', `printer: ${input.printer} is not a printer profile.`);
    const check = validateLabel(form, input.values, String(input.copies));
    if (!check.ok) {
      const fields = Object.entries(check.errors).map(([field, error]) => ({ field: `values.${field}`, code: error.code, message: `${field}: ${error.code}` }));
      throw new InputError(`The values do not fit the label: ${fields.map((f) => f.message).join('; ')}.`, { code: 'invalid-label', fields });
    }
    const values = Object.fromEntries(form.fields.map((f) => [f.name, check.values[f.name] ?? '']));
    const username = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => ({ status: 201, body: await recordLabelPrint(tx, { ...input, values, username }) }));
    return c.json(answer.body, 201);
  });

  app.openapi(listRoute, async (c) => {
    await requireApplication(c, db, LABELS_APP);
    const query = c.req.valid('query');
    return c.json(await listLabelPrints(db, { form: query.form, limit: query.$top ?? 20 }), 200);
  });
}
