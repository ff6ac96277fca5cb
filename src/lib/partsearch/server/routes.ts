import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent, ErrorSchema } from '@/lib/server/api/schemas';
import { appRequired } from '@/lib/server/api/require-access';
import {
  bomQuerySchema,
  bomSchema,
  eauQuerySchema,
  eauSchema,
  onHandSchema,
  partHeaderSchema,
  partNumParamSchema,
  partSearchQuerySchema,
  partSearchResultSchema,
  plantParamSchema,
  purchaseHistorySchema,
  whereUsedQuerySchema,
  whereUsedSchema,
} from '@/lib/partsearch/schemas';
import { explodeBom, partHeader, whereUsed } from './bom';
import { searchParts } from './search';
import { estimatedAnnualUsage, partOnHand, purchaseHistory } from './stock';

/** The application whose holders may search parts. */
export const PART_SEARCH_APP = '/Search/PartSearch';

const tags = ['Part search'];
const security = [{ bearer: [] }];
const notFound = { 404: jsonContent(ErrorSchema, "error.code 'part-not-found': no such part") };
const params = z.object({ partNum: partNumParamSchema });
// The plant whose on hand and open demand the part's header shows.
const plantQuery = z.object({ plant: plantParamSchema.optional() });
const get = (path: string, summary: string) => ({ method: 'get' as const, path, tags, security, summary });

const routes = {
  search: createRoute({
    ...get(
      '/PartSearch',
      'Parts by a fragment of number or description (accent- and case-insensitive, prefix, contains, fuzzy), best first',
    ),
    request: { query: partSearchQuerySchema },
    responses: { 200: jsonContent(partSearchResultSchema, 'The parts found; more: more matched than were ranked'), ...errorResponses },
  }),
  part: createRoute({
    ...get('/PartSearch/{partNum}', 'A part, with its quantity on hand in a plant'),
    request: { params, query: plantQuery },
    responses: { 200: jsonContent(partHeaderSchema, 'The part'), ...notFound, ...errorResponses },
  }),
  bom: createRoute({
    ...get(
      '/PartSearch/{partNum}/Bom',
      'The multi-level bill of materials, in tree order, extended for a quantity; cycles marked, never followed',
    ),
    request: { params, query: bomQuerySchema },
    responses: { 200: jsonContent(bomSchema, 'The indented BOM'), ...notFound, ...errorResponses },
  }),
  whereUsed: createRoute({
    ...get(
      '/PartSearch/{partNum}/WhereUsed',
      'Where a part is used: direct parents, final top-level parts, or both as a tree (at most 500 rows)',
    ),
    request: { params, query: whereUsedQuerySchema },
    responses: { 200: jsonContent(whereUsedSchema, 'The parts it goes into'), ...notFound, ...errorResponses },
  }),
  onHand: createRoute({
    ...get('/PartSearch/{partNum}/OnHand', 'Quantity on hand by plant, warehouse, bin, heat and lot, with the last transactions'),
    request: { params, query: plantQuery },
    responses: { 200: jsonContent(onHandSchema, 'The stock'), ...notFound, ...errorResponses },
  }),
  purchases: createRoute({
    ...get(
      '/PartSearch/{partNum}/PurchaseHistory',
      'Purchase order lines of a part (vendor, date, quantity, unit price, received) and its price per quarter',
    ),
    request: { params, query: plantQuery },
    responses: { 200: jsonContent(purchaseHistorySchema, 'The purchase history'), ...notFound, ...errorResponses },
  }),
  eau: createRoute({
    ...get('/PartSearch/{partNum}/Eau', 'Estimated annual usage: the last twelve months of issues plus what open jobs still need'),
    request: { params, query: eauQuerySchema },
    responses: { 200: jsonContent(eauSchema, 'The estimated annual usage'), ...notFound, ...errorResponses },
  }),
};

/** The part search calls under the OpenAPI tag 'Part search'; each needs the application Search. */
export function registerPartSearchRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  // Access first, so a caller without it learns nothing from the validation of what they sent.
  app.use('/PartSearch', appRequired(PART_SEARCH_APP));
  app.use('/PartSearch/*', appRequired(PART_SEARCH_APP));
  app.openapi(routes.search, async (c) => {
    const { q, plant, limit } = c.req.valid('query');
    return c.json(await searchParts(db, q, plant ?? '', limit), 200);
  });
  app.openapi(routes.part, async (c) => c.json(await partHeader(db, c.req.valid('param').partNum, c.req.valid('query').plant ?? ''), 200));
  app.openapi(routes.bom, async (c) => {
    const { plant, qty } = c.req.valid('query');
    return c.json(await explodeBom(db, c.req.valid('param').partNum, plant ?? '', qty), 200);
  });
  app.openapi(routes.whereUsed, async (c) => {
    const { mode, plant } = c.req.valid('query');
    return c.json(await whereUsed(db, c.req.valid('param').partNum, mode, plant ?? ''), 200);
  });
  app.openapi(routes.onHand, async (c) =>
    c.json(await partOnHand(db, c.req.valid('param').partNum, c.req.valid('query').plant ?? ''), 200),
  );
  app.openapi(routes.purchases, async (c) =>
    c.json(await purchaseHistory(db, c.req.valid('param').partNum, c.req.valid('query').plant ?? ''), 200),
  );
  app.openapi(routes.eau, async (c) => {
    const { plant } = c.req.valid('query');
    return c.json(await estimatedAnnualUsage(db, c.req.valid('param').partNum, plant ?? ''), 200);
  });
}
