import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { EmpIdSchema, ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { appRequired, requireApp } from '@/lib/server/api/require-access';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { GAGES_APP, MRO_APP } from '@/lib/maintenance/constants';
import {
  cribBadgeSchema,
  gaugeCheckoutSchema,
  gaugeEventSchema,
  gaugeIdSchema,
  gaugeQuerySchema,
  gaugeSchema,
  mroItemSchema,
  mroQuerySchema,
} from '@/lib/maintenance/schemas';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { cribBadge, findGauge, gaugeHistory, listGauges, listMro } from './store';
import { checkoutGauge, returnGauge } from './writes';
import { body, idempotencyHeader, notFound, security } from './route-kit';

const tags = ['Maintenance: gauges and MRO'];
// Named copies of the contract's schemas for the OpenAPI document.
const GaugeSchema = z.object(gaugeSchema.shape).openapi('Gauge');
const GaugeEventSchema = z.object(gaugeEventSchema.shape).openapi('GaugeEvent');
const MroItemSchema = z.object(mroItemSchema.shape).openapi('MroItem');
const CheckoutSchema = z.object(gaugeCheckoutSchema.shape).openapi('GaugeCheckout');
const gaugeParam = z.object({ gaugeId: gaugeIdSchema.openapi({ type: 'string', example: 'SH-G-001' }) });
const historyQuery = z.object({ plant: plantFilterSchema.optional().transform((p) => p ?? 'All'), gaugeId: gaugeIdSchema.optional() });

const listRoute = createRoute({
  method: 'get',
  path: '/Gauges',
  middleware: [appRequired(GAGES_APP)],
  tags,
  security,
  summary: "The crib's gauges of a plant (or those one person holds), with their calibration due date and holder",
  request: { query: gaugeQuerySchema },
  responses: { 200: jsonContent(z.array(GaugeSchema), 'The gauges, by number'), ...errorResponses },
});
const historyRoute = createRoute({
  method: 'get',
  path: '/Gauges/History',
  middleware: [appRequired(GAGES_APP)],
  tags,
  security,
  summary: "The crib's last 200 checkouts and returns of a plant or of one gauge, newest first",
  request: { query: historyQuery },
  responses: { 200: jsonContent(z.array(GaugeEventSchema), 'Checkouts and returns'), ...errorResponses },
});
const refusals = {
  409: jsonContent(ErrorSchema, "'gauge-held': someone holds the gauge; 'gauge-not-held': nobody does"),
  422: jsonContent(ErrorSchema, "'calibration-overdue': the gauge is past its calibration date and may not be used"),
};
const checkoutRoute = createRoute({
  method: 'post',
  path: '/Gauges/{gaugeId}/Checkout',
  middleware: [appRequired(GAGES_APP)],
  tags,
  security,
  summary: 'Checks a gauge out to the badge given; refused while someone holds it or once its calibration is overdue',
  request: { params: gaugeParam, headers: idempotencyHeader, ...body(CheckoutSchema) },
  responses: { 200: jsonContent(GaugeSchema, 'The gauge, now held'), ...notFound('No such gauge'), ...refusals, ...errorResponses },
});
const returnRoute = createRoute({
  method: 'post',
  path: '/Gauges/{gaugeId}/Return',
  middleware: [appRequired(GAGES_APP)],
  tags,
  security,
  summary: 'Brings a gauge back to the crib',
  request: { params: gaugeParam, headers: idempotencyHeader },
  responses: { 200: jsonContent(GaugeSchema, 'The gauge, on its shelf'), ...notFound('No such gauge'), ...refusals, ...errorResponses },
});
const BadgeSchema = z.object(cribBadgeSchema.shape).openapi('GaugeCribBadge');
const badgeRoute = createRoute({
  method: 'get',
  path: '/Gauges/Badges/{empID}',
  middleware: [appRequired(GAGES_APP)],
  tags,
  security,
  summary: 'Who a badge scanned at the crib is, and the gauges they hold (404 for a badge nobody has)',
  request: { params: z.object({ empID: EmpIdSchema }) },
  responses: { 200: jsonContent(BadgeSchema, 'The badge holder and their gauges'), ...notFound('No such badge'), ...errorResponses },
});
const mroRoute = createRoute({
  method: 'get',
  path: '/Mro',
  middleware: [appRequired(MRO_APP)],
  tags,
  security,
  summary: 'The maintenance stores of a plant by bin, with their minimums; below=true lists only what is under its minimum',
  request: { query: mroQuerySchema },
  responses: { 200: jsonContent(z.array(MroItemSchema), 'The items'), ...errorResponses },
});

/** The plant of a gauge for the caller's plant check, or a 404. */
async function gaugePlant(db: Database, gaugeId: string): Promise<string> {
  const gauge = await findGauge(db, gaugeId);
  if (!gauge) throw new NotFoundError(`There is no gauge ${gaugeId}.`, { code: 'gauge-not-found' });
  return gauge.plant;
}

/** The crib (gauges, checkouts, returns, history) and the MRO stores. */
export function registerGaugeRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => c.json(await listGauges(db, c.req.valid('query')), 200));
  app.openapi(historyRoute, async (c) => c.json(await gaugeHistory(db, c.req.valid('query')), 200));
  app.openapi(checkoutRoute, async (c) => {
    const actor = await requireApp(c, GAGES_APP);
    const { gaugeId } = c.req.valid('param');
    const { empID } = c.req.valid('json');
    await requireWorkPlant(c, await gaugePlant(db, gaugeId));
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await checkoutGauge(tx, gaugeId, empID, { empId: actor.empId }),
    }));
    return c.json(answer.body, 200);
  });
  app.openapi(returnRoute, async (c) => {
    const actor = await requireApp(c, GAGES_APP);
    const { gaugeId } = c.req.valid('param');
    await requireWorkPlant(c, await gaugePlant(db, gaugeId));
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await returnGauge(tx, gaugeId, { empId: actor.empId }),
    }));
    return c.json(answer.body, 200);
  });
  app.openapi(badgeRoute, async (c) => {
    const { empID } = c.req.valid('param');
    const badge = await cribBadge(db, empID);
    if (!badge) throw new NotFoundError(`There is no employee with badge ${empID}.`, { code: 'badge-not-found' });
    return c.json(badge, 200);
  });
  app.openapi(mroRoute, async (c) => c.json(await listMro(db, c.req.valid('query')), 200));
}
