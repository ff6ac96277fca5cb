import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import type { Access } from '@/lib/server/db/access';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import type { ApiEnv } from './api-env';
import { errorResponses, jsonContent } from './schemas';

/** One thing a reference field may name: its stored value and the words shown for it. */
export interface LookupOption {
  value: string;
  label: string;
}

/** What a lookup is asked: the text typed (or scanned), the plant of the record, how many, and who asks. */
export interface LookupQuery {
  db: Database;
  q: string;
  plant: string | null;
  limit: number;
  access: Access;
}

/** How one kind of reference is found: the matches of a text, at a plant when the things belong to one. */
export type Lookup = (query: LookupQuery) => Promise<LookupOption[]>;

const lookups = new Map<string, Lookup>();

/**
 * Registers the lookup of a kind of reference (`vendor`, `workCenter`, `record.CorrectiveAction`): the feature
 * that keeps those things registers it (in its `api` hook), so a record field of that kind gets a typeahead
 * and `GET /v1/RecordTypes` gives the field its `lookup` address. Registering a kind again replaces it (an
 * API made again, as tests do).
 */
export function registerLookup(kind: string, lookup: Lookup): void {
  lookups.set(kind, lookup);
}

/** The `/v1` address answering `[{ value, label }]` for `?q=` of a kind, or undefined while no feature registered one. */
export const lookupAddress = (kind: string): string | undefined => (lookups.has(kind) ? `/v1/Lookups/${kind}` : undefined);

const rowsOf = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: LookupOption[] }).rows;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The shared plant data every feature reads (employees, parts, jobs, bins): their lookups are the kit's own.
registerLookup('employee', ({ db, q, limit }) =>
  rowsOf(
    db,
    sql`select emp_id::text as value, first_name || ' ' || last_name as label from employees
      where emp_id::text = ${q} or (first_name || ' ' || last_name) ilike ${like(q)} order by last_name, first_name limit ${limit}`,
  ),
);
registerLookup('part', ({ db, q, limit }) =>
  rowsOf(
    db,
    sql`select part_num as value, part_num || ' ' || description as label from parts
      where part_num ilike ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or description ilike ${like(q)} order by part_num limit ${limit}`,
  ),
);
registerLookup('job', ({ db, q, plant, limit }) =>
  rowsOf(
    db,
    sql`select job_num as value, job_num || ' ' || part_num as label from jobs
      where job_num ilike ${like(q)} and (${plant}::text is null or plant_id = ${plant}) order by job_num limit ${limit}`,
  ),
);
registerLookup('bin', ({ db, q, plant, limit }) =>
  rowsOf(
    db,
    sql`select distinct bin_num as value, bin_num || ' ' || description as label from bins
      where bin_num ilike ${like(q)} and (${plant}::text is null or plant_id = ${plant}) order by 1 limit ${limit}`,
  ),
);

const LookupQuerySchema = z.object({
  q: z.string().trim().max(80).default(''),
  plant: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `GET /v1/Lookups/{kind}?q=&plant=`: the matches of a reference kind, for a form's typeahead and a scan's check. */
export function registerLookupRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/Lookups/{kind}',
      tags: ['Lookups'],
      security: [{ bearer: [] }],
      summary: 'The things a reference field may name, matching q: [{ value, label }]',
      request: { params: z.object({ kind: z.string().regex(/^[A-Za-z.]{2,60}$/) }), query: LookupQuerySchema },
      responses: { 200: jsonContent(z.array(z.object({ value: z.string(), label: z.string() })), 'Matches'), ...errorResponses },
    }),
    async (c) => {
      const { kind } = c.req.valid('param');
      const lookup = lookups.get(kind);
      if (!lookup) throw new NotFoundError(`There is no lookup of ${kind}.`);
      const { q, plant, limit } = c.req.valid('query');
      const found = await lookup({ db, q, plant: plant ?? null, limit, access: await c.get('caller').access() });
      return c.json(found, 200);
    },
  );
}
