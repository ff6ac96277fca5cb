import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { hasApp } from '@/lib/auth/permissions';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { appRequired, requireApp } from '@/lib/server/api/require-access';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { MAINTENANCE_APP } from '@/lib/maintenance/constants';
import {
  equipmentQuerySchema,
  equipmentSchema,
  equipmentTransferInputSchema,
  equipmentTransferSchema,
  pmWorkOrderQuerySchema,
  pmWorkOrderSchema,
} from '@/lib/maintenance/schemas';
import { findEquipment, listEquipment, listTransfers } from './store';
import { transferEquipment } from './writes';
import { listPmWorkOrders } from './pm';
import { body, idempotencyHeader, notFound, security } from './route-kit';

const tags = ['Maintenance: equipment'];
const EquipmentSchema = z.object(equipmentSchema.shape).openapi('Equipment');
const TransferInputSchema = z.object(equipmentTransferInputSchema.shape).openapi('EquipmentTransferInput');
const TransferSchema = z.object(equipmentTransferSchema.shape).openapi('EquipmentTransfer');
const PmWorkOrderSchema = z.object(pmWorkOrderSchema.shape).openapi('PmWorkOrder');
const equipmentParam = z.object({ equipmentId: z.string().trim().min(1).max(30).openapi({ example: 'SH-WC-01' }) });
/** Who reads the register: maintenance management, the work orders' people and the hoist and lift checklists. */
const READERS = ['MaintManagement', 'Maintenance', 'hoistchecklist', 'liftchecklist'];

function registerReader(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const access = await c.get('caller').access();
    if (!READERS.some((app) => hasApp(access, app))) {
      throw new NotAllowedError('Only employees with Maintenance Management, Maintenance or a checklist may read the equipment.', {
        code: 'no-application',
      });
    }
    await next();
  };
}

const listRoute = createRoute({
  method: 'get',
  path: '/Equipment',
  middleware: [registerReader()],
  tags,
  security,
  summary: 'The equipment register of a plant, searched by asset number, name, work center, department or cell',
  request: { query: equipmentQuerySchema },
  responses: { 200: jsonContent(z.array(EquipmentSchema), 'The equipment, by plant and asset number'), ...errorResponses },
});
const transfersRoute = createRoute({
  method: 'get',
  path: '/Equipment/Transfers',
  middleware: [appRequired(MAINTENANCE_APP)],
  tags,
  security,
  summary: 'The last 200 moves of equipment from or to a plant, newest first',
  request: { query: z.object({ plant: plantFilterSchema.optional().transform((p) => p ?? 'All') }) },
  responses: { 200: jsonContent(z.array(TransferSchema), 'The moves'), ...errorResponses },
});
const transferRoute = createRoute({
  method: 'post',
  path: '/Equipment/{equipmentId}/Transfer',
  middleware: [appRequired(MAINTENANCE_APP)],
  tags,
  security,
  summary: 'Moves equipment to another plant or department (both plants must be the caller’s); the move is kept in its history',
  request: { params: equipmentParam, headers: idempotencyHeader, ...body(TransferInputSchema) },
  responses: {
    200: jsonContent(EquipmentSchema, 'The equipment where it now is'),
    ...notFound('No such equipment'),
    422: jsonContent(ErrorSchema, "'same-place': it is already there"),
    ...errorResponses,
  },
});
const pmRoute = createRoute({
  method: 'get',
  path: '/Maintenance/PmWorkOrders',
  middleware: [appRequired(MAINTENANCE_APP)],
  tags,
  security,
  summary: 'The first 100 work orders PM schedules opened, of a plant, open (oldest due first) or closed (newest first)',
  request: { query: pmWorkOrderQuerySchema },
  responses: { 200: jsonContent(z.array(PmWorkOrderSchema), 'At most 100 work orders'), ...errorResponses },
});

/** The equipment register, its transfers and the PM work orders. */
export function registerEquipmentRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    const { plant, q } = c.req.valid('query');
    return c.json(await listEquipment(db, plant, q), 200);
  });
  app.openapi(transfersRoute, async (c) => c.json(await listTransfers(db, c.req.valid('query').plant), 200));
  app.openapi(transferRoute, async (c) => {
    const actor = await requireApp(c, MAINTENANCE_APP);
    const { equipmentId } = c.req.valid('param');
    const input = c.req.valid('json');
    const before = await findEquipment(db, equipmentId);
    if (!before) throw new NotFoundError(`There is no equipment ${equipmentId}.`, { code: 'equipment-not-found' });
    for (const plant of [before.plant, input.plant]) await requireWorkPlant(c, plant);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await transferEquipment(tx, equipmentId, input, { empId: actor.empId }),
    }));
    return c.json(answer.body, 200);
  });
  app.openapi(pmRoute, async (c) => c.json(await listPmWorkOrders(db, c.req.valid('query')), 200));
}
