import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { RecordExtension, RecordTypeDef } from '@/lib/records/engine/definition';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { runInline } from '@/lib/server/db/prepared';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { typeAccess } from './caller';
import { OpenActionsSchema, type OpenAction } from '@/lib/records/schemas';

/** The most open actions one answer lists (a plant's dashboard holds a few hundred at most). */
const OPEN_ACTIONS_LIMIT = 2_000;

/**
 * The rows of the panel's child table not yet done, on records of the type not in a final state (at one
 * plant, or every plant), earliest due first: one statement, the records read by their type-plant-state index.
 */
export async function openActions(db: Database, def: RecordTypeDef, x: RecordExtension, plant: string | undefined): Promise<OpenAction[]> {
  const open = def.states.filter((s) => !s.final).map((s) => s.name);
  const rows = await runInline<OpenAction>(
    db,
    sql`select r.id as "recordId", r.title, r.plant_id as plant, r.state, coalesce(a->>${x.text}, '') as action,
        o.emp_id as "ownerId", o.first_name || ' ' || o.last_name as owner, a->>${x.due} as "dueDate"
      from records r cross join lateral jsonb_array_elements(coalesce(r.children->${x.table}, '[]'::jsonb)) a
      left join employees o on o.emp_id = case when jsonb_typeof(a->${x.owner}) = 'number' then (a->>${x.owner})::integer end
      where r.type = ${def.type} and r.state in (${sql.join(
        open.map((s) => sql`${s}`),
        sql`, `,
      )})${plant ? sql` and r.plant_id = ${plant}` : sql``}
        and coalesce(a->>${x.done}, 'false') <> 'true'
      order by a->>${x.due} nulls last, r.id
      limit ${OPEN_ACTIONS_LIMIT}`,
  );
  return rows.map((r) => ({ ...r, recordId: Number(r.recordId), ownerId: r.ownerId === null ? null : Number(r.ownerId) }));
}

/** Registers the calls of a type's panels (before its `{id}` calls, so `OpenActions` is not read as a record number). */
export function registerExtensionRoutes(app: OpenAPIHono<ApiEnv>, db: Database, def: RecordTypeDef): void {
  const panel = def.extensions?.find((x) => x.panel === 'openActions');
  if (!panel) return;
  app.openapi(
    createRoute({
      method: 'get',
      path: `/Records/${def.type}/OpenActions`,
      tags: [`Records: ${def.title.en}`],
      security: [{ bearer: [] }],
      middleware: typeAccess(def),
      summary: `${def.title.en}: the action items not yet done on records still open, earliest due first (at most ${OPEN_ACTIONS_LIMIT})`,
      request: {
        query: z.object({ plant: plantFilterSchema.optional().openapi({ description: "A plant id; 'All' or absent: every plant" }) }),
      },
      responses: { 200: jsonContent(OpenActionsSchema, 'The open actions'), ...errorResponses },
    }),
    async (c) => {
      const { plant } = c.req.valid('query');
      const items = await openActions(db, def, panel, plant && plant !== 'All' ? plant : undefined);
      return c.json({ items }, 200);
    },
  );
}
