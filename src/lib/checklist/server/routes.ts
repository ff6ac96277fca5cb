import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { hasApp } from '@/lib/auth/permissions';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { holdsSubApp, requireApplication } from '@/lib/server/api/actor';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { appOfKind, CHECKLIST_APPS, MAINTENANCE_MANAGER, MAINTENANCE_TECH } from '@/lib/checklist/rules';
import {
  ASSET_KINDS,
  assetListQuerySchema,
  assetPageSchema,
  assetSchema,
  checklistItemSchema,
  clearInputSchema,
  inspectionInputSchema,
  inspectionResultSchema,
  itemsInputSchema,
  type Asset,
} from '@/lib/checklist/schemas';
import { activeItems, assetHistory, findAsset, listAssetsRead } from './store';
import { clearAsset, recordInspection, saveItems } from './writes';

const security = [{ bearer: [] }];
const tags = ['Hoist and lift checklists'];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const assetParam = z.object({ asset: z.string().min(1).max(30) });
const kindParam = z.object({ kind: z.enum(ASSET_KINDS, { message: 'must be hoist, crane, forklift or scissor lift' }) });
const json = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const notFound = { 404: jsonContent(ErrorSchema, 'No such asset') };
// Named copies of the contract's schemas for the OpenAPI document.
const AssetSchema = z.object(assetSchema.shape).openapi('ChecklistAsset');
const ItemSchema = z.object(checklistItemSchema.shape).openapi('ChecklistItem');
const AssetPageSchema = z
  .object({ ...assetPageSchema.shape, asset: AssetSchema, items: z.array(ItemSchema) })
  .openapi('ChecklistAssetPage');
const InspectionResultSchema = z.object(inspectionResultSchema.shape).openapi('ChecklistInspectionResult');

/** Route middleware: the caller holds a checklist application (hoist or lift) before any asset is looked up or input read. */
const anyChecklistApp: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const caller = c.get('caller');
  const access = await caller.access();
  const held = Object.values(CHECKLIST_APPS).some(({ link }) => hasApp(access, link.replace(/^\//, '')));
  if (!(await caller.employee()) || !held) {
    const links = Object.values(CHECKLIST_APPS).map(({ link }) => link);
    throw new NotAllowedError(`Only employees with the application ${links.join(' or ')} may do this.`, { code: 'no-application' });
  }
  await next();
};

const listRoute = createRoute({
  method: 'get',
  path: '/Checklists/Assets',
  middleware: [anyChecklistApp],
  tags,
  security,
  summary: 'Hoists and cranes (app=hoist) or forklifts and scissor lifts (app=lift) of a plant, with their status and last checklist',
  request: { query: assetListQuerySchema },
  responses: { 200: jsonContent(z.array(AssetSchema), 'The assets'), ...errorResponses },
});
const assetRoute = createRoute({
  method: 'get',
  path: '/Checklists/Assets/{asset}',
  middleware: [anyChecklistApp],
  tags,
  security,
  summary: 'One asset, its checklist items and its history (every checklist and clearance, newest first)',
  request: { params: assetParam },
  responses: {
    200: jsonContent(AssetPageSchema, 'The asset, its items, its history and whether the caller may clear it'),
    ...notFound,
    ...errorResponses,
  },
});
const inspectRoute = createRoute({
  method: 'post',
  path: '/Checklists/Assets/{asset}/Inspections',
  middleware: [anyChecklistApp],
  tags,
  security,
  summary:
    'Records the checklist of a shift (one per asset per shift); a Not OK item needs a comment, puts the asset out of service and notifies maintenance',
  request: { params: assetParam, headers: idempotencyHeader, ...json(inspectionInputSchema) },
  responses: {
    201: jsonContent(InspectionResultSchema, 'The checklist'),
    ...notFound,
    409: jsonContent(ErrorSchema, 'This shift is already checked'),
    ...errorResponses,
  },
});
const clearRoute = createRoute({
  method: 'post',
  path: '/Checklists/Assets/{asset}/Clear',
  middleware: [anyChecklistApp],
  tags,
  security,
  summary: 'Maintenance (Maintenance_Manager or Maintenance_Tech) puts the asset back in service with a note',
  request: {
    params: assetParam,
    headers: idempotencyHeader,
    ...json(clearInputSchema),
  },
  responses: {
    200: jsonContent(AssetSchema, 'The asset'),
    ...notFound,
    409: jsonContent(ErrorSchema, 'The asset is in service'),
    ...errorResponses,
  },
});
const itemsRoute = createRoute({
  method: 'get',
  path: '/Checklists/Items/{kind}',
  middleware: [anyChecklistApp],
  tags,
  security,
  summary: "A kind's checklist items",
  request: { params: kindParam },
  responses: { 200: jsonContent(z.array(ItemSchema), 'The items'), ...errorResponses },
});
const saveItemsRoute = createRoute({
  method: 'put',
  path: '/Checklists/Items/{kind}',
  middleware: [anyChecklistApp],
  tags,
  security,
  summary: "Replaces a kind's checklist items (Maintenance_Manager)",
  request: { params: kindParam, ...json(itemsInputSchema) },
  responses: { 200: jsonContent(z.array(ItemSchema), 'The items'), ...errorResponses },
});

/** The caller, when they hold the checklist application of an asset kind. */
async function requireKind(c: Context<ApiEnv>, db: Database, kind: string) {
  return requireApplication(c, db, CHECKLIST_APPS[appOfKind(kind)].link);
}

async function assetOr404(db: Database, assetNumber: string): Promise<Asset> {
  const asset = await findAsset(db, assetNumber.trim().toUpperCase());
  if (!asset) throw new NotFoundError(`There is no asset ${assetNumber}.`);
  return asset;
}

/** Hoist and lift checklists. */
export function registerChecklistRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    await requireApplication(c, db, CHECKLIST_APPS[q.app].link);
    return c.json(await listAssetsRead(db, await c.get('caller').generations(), CHECKLIST_APPS[q.app].kinds, q.plant), 200);
  });
  app.openapi(assetRoute, async (c) => {
    const asset = await assetOr404(db, c.req.valid('param').asset);
    await requireKind(c, db, asset.kind);
    const [items, history] = await Promise.all([activeItems(db, asset.kind), assetHistory(db, asset.assetNumber)]);
    const mayClear = (await holdsSubApp(c, db, MAINTENANCE_MANAGER)) || (await holdsSubApp(c, db, MAINTENANCE_TECH));
    return c.json({ asset, items, history, mayClear }, 200);
  });
  app.openapi(inspectRoute, async (c) => {
    const asset = await assetOr404(db, c.req.valid('param').asset);
    const actor = await requireKind(c, db, asset.kind);
    await requireWorkPlant(c, asset.plant);
    const input = c.req.valid('json');
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201 as const,
      body: await recordInspection(tx, asset, input, actor),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(clearRoute, async (c) => {
    const asset = await assetOr404(db, c.req.valid('param').asset);
    const actor = await requireKind(c, db, asset.kind);
    if (!(await holdsSubApp(c, db, MAINTENANCE_MANAGER)) && !(await holdsSubApp(c, db, MAINTENANCE_TECH))) {
      throw new NotAllowedError('Only maintenance (Maintenance_Manager or Maintenance_Tech) may put an asset back in service.', {
        code: 'not-maintenance',
      });
    }
    await requireWorkPlant(c, asset.plant);
    const { note } = c.req.valid('json');
    await idempotentWrite(c, db, async (tx) => {
      await clearAsset(tx, asset.assetNumber, note, actor);
      return { status: 200 as const, body: {} };
    });
    return c.json(await assetOr404(db, asset.assetNumber), 200);
  });
  app.openapi(itemsRoute, async (c) => {
    const { kind } = c.req.valid('param');
    await requireKind(c, db, kind);
    return c.json(await activeItems(db, kind), 200);
  });
  app.openapi(saveItemsRoute, async (c) => {
    const { kind } = c.req.valid('param');
    await requireKind(c, db, kind);
    if (!(await holdsSubApp(c, db, MAINTENANCE_MANAGER)))
      throw new NotAllowedError('Only Maintenance_Manager may change the checklist items.', { code: 'not-maintenance-manager' });
    const { items } = c.req.valid('json');
    await db.transaction((tx) => saveItems(tx, kind, items));
    return c.json(await activeItems(db, kind), 200);
  });
}
