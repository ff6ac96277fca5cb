import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { say, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';
import { valuesSchema, type RecordValues } from '@/lib/records/engine/validation';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { inputErrorFrom } from '@/lib/server/api/errors';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { keptRead } from '@/lib/server/db/generations';
import { InputError, NotFoundError, PreconditionRequiredError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { bodyPlantGuard, etagOf, ifMatchVersion, languageOf, recordCaller, typeAccess } from './caller';
import { recordsCsv } from './csv';
import { customFieldsOf, customFieldsRead } from './custom-fields';
import { allows, editors, mayReadField, mayReadRecord, readsAll, worksAtRecord } from './rights';
import { bodySchema, detailSchema, ListQuery, listSchema, WrittenSchema, MovedSchema } from '@/lib/records/schemas';
import { notAcknowledged } from './comments';
import { employeeNames, listRecords, readDetail } from './reads';
import type { RecordFilter, RecordSort } from './store';
import { transitionRecord } from './transition';
import { createRecord, updateRecord } from './writes';

const security = [{ bearer: [] }];
const idempotency = z.object({
  'idempotency-key': z.string().optional().openapi({ description: 'A retry with the same key answers the same and writes nothing.' }),
});
const idParam = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, { message: 'must be a record number such as 42' })
    .transform(Number)
    .openapi({ type: 'string', example: '42' }),
});
const json = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const EXPORT_LIMIT = 10_000;

/**
 * The version a change is made on, from If-Match or the body's `version`: one that names none would
 * overwrite whatever another person saved since, so it is refused (428 `version-required`), nothing written.
 */
function versionOf(ifMatch: string | undefined, bodyVersion: number | undefined, def: RecordTypeDef, id: number): number {
  const version = ifMatchVersion(ifMatch) ?? bodyVersion;
  if (version === undefined)
    throw new PreconditionRequiredError(
      `Say which version of ${def.title.en} ${id} you changed (If-Match: its ETag, or "version"); nothing was saved.`,
      { code: 'version-required' },
    );
  return version;
}

/** The fields without those the caller may not read (by name, or the field definitions). */
function withoutFields<T>(fields: Record<string, T>, hidden: readonly (string | FieldDef)[]): Record<string, T> {
  if (hidden.length === 0) return fields;
  const names = new Set(hidden.map((h) => (typeof h === 'string' ? h : h.name)));
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !names.has(name)));
}

/** The body of a record's values, checked against the type and its custom fields after the caller's access. */
function parseValues(def: RecordTypeDef, custom: readonly FieldDef[], body: Record<string, unknown>): RecordValues {
  const parsed = valuesSchema(def, custom).safeParse(body);
  if (!parsed.success) throw inputErrorFrom(parsed.error);
  return parsed.data as RecordValues;
}

function filterOf(def: RecordTypeDef, query: z.infer<typeof ListQuery>, empId: number): RecordFilter {
  const states = query.state ? query.state.split(',').filter(Boolean) : undefined;
  const unknown = states?.find((s) => !def.states.some((d) => d.name === s));
  if (unknown)
    throw InputError.field('state', 'unknown-state', `${unknown} is not a state of ${def.type}.`, {
      extra: { values: { value: unknown } },
    });
  if (query.from && query.to && query.from > query.to) throw InputError.field('to', 'range-reversed', 'must not be before from');
  return {
    type: def.type,
    states,
    plant: query.plant && query.plant !== 'All' ? query.plant : undefined,
    q: query.q?.trim() || undefined,
    from: query.from,
    to: query.to,
    ownerId: query.mine === 'true' ? empId : undefined,
    assignedTo: query.assigned === 'true' ? empId : undefined,
  };
}

function sortOf(def: RecordTypeDef, custom: readonly FieldDef[], query: z.infer<typeof ListQuery>) {
  const by = query.sort ?? 'updatedAt';
  const sortable = [
    'id',
    'updatedAt',
    'createdAt',
    'state',
    'plant',
    'title',
    ...def.fields.map((f) => f.name),
    ...custom.map((f) => f.name),
  ];
  if (!sortable.includes(by))
    throw InputError.field('sort', 'unknown-sort', `${by} is not a column of ${def.type}.`, { extra: { values: { value: by } } });
  return { by, dir: query.dir ?? (by === 'updatedAt' || by === 'createdAt' || by === 'id' ? 'desc' : 'asc') } as const;
}

/** Registers one type's calls: list (and CSV), open, read, change, move to a state. */
export function registerTypeRoutes(app: OpenAPIHono<ApiEnv>, db: Database, def: RecordTypeDef): void {
  const base = `/Records/${def.type}`;
  const tags = [`Records: ${def.title.en}`];
  const middleware = typeAccess(def);
  // Writes that name a plant: the application, then the plant, then the body.
  const writeMiddleware = [middleware, bodyPlantGuard()];
  const Written = WrittenSchema;
  const Detail = detailSchema(def);
  // Outside a transaction the type's custom fields come from memory (see customFieldsRead).
  const customOf = async (c: Context<ApiEnv>) => customFieldsRead(db, await c.get('caller').generations(), def.type);
  // A list page as a request reads it: from memory while the 'records' counter stands (any change of a
  // record, its counts or a person's name the rows show reaches the next request); exports are read each time.
  const listRead = keptRead('records', 1_000, (on: Database, filter: RecordFilter, sort: RecordSort, page: number, pageSize: number) =>
    listRecords(on, def, filter, sort, page, pageSize),
  );
  const list = createRoute({
    method: 'get',
    path: base,
    tags,
    security,
    middleware,
    summary: `${def.title.en}: a filtered, sorted page (format=csv or Accept: text/csv: every matching record as CSV)`,
    request: { query: ListQuery },
    responses: {
      200: {
        description: 'One page, the total and the count per state',
        content: { 'application/json': { schema: listSchema(def) }, 'text/csv': { schema: z.string() } },
      },
      ...errorResponses,
    },
  });
  app.openapi(list, async (c) => {
    const caller = await recordCaller(c, def);
    const query = c.req.valid('query');
    const custom = await customOf(c);
    const filter = filterOf(def, query, caller.empId);
    // Who does not read every record of the type lists those they opened (or, below, are assigned).
    if (!readsAll(def, caller)) filter.ownerId = caller.empId;
    const hidden = def.fields.filter((f) => !mayReadField(f, caller));
    const sort = sortOf(def, custom, query);
    const csv = query.format === 'csv' || (query.format === undefined && (c.req.header('accept') ?? '').includes('text/csv'));
    const page = csv ? 1 : (query.page ?? 1);
    const pageSize = csv ? EXPORT_LIMIT : (query.pageSize ?? 25);
    const result = csv
      ? await listRecords(db, def, filter, sort, page, pageSize)
      : await listRead(db, await c.get('caller').generations(), filter, sort, page, pageSize);
    if (csv) {
      const name = `${def.type}-${new Date().toISOString().slice(0, 10)}.csv`;
      const shown = { ...def, fields: def.fields.filter((f) => !hidden.includes(f)) };
      const people = shown.fields.filter((f) => f.kind === 'employee').flatMap((f) => result.items.map((r) => r.fields[f.name]));
      const names = await employeeNames(
        db,
        people.filter((id): id is number => typeof id === 'number'),
      );
      return c.body(
        recordsCsv(shown, custom, result.items, languageOf(c), (id) => names.get(id)),
        200,
        {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
        },
      ) as never;
    }
    const items = result.items.map(({ people: _people, children, ...item }) => {
      const fields = withoutFields(item.fields, hidden);
      return def.acknowledge ? { ...item, fields, notAcknowledged: notAcknowledged(def, children) } : { ...item, fields };
    });
    return c.json({ items, total: result.total, page, pageSize, counts: result.counts }, 200);
  });

  const create = createRoute({
    method: 'post',
    path: base,
    tags,
    security,
    middleware: writeMiddleware,
    summary: `Opens a ${def.title.en} in state ${def.initial} (owner: the caller); new child rows notify their owner`,
    request: { headers: idempotency, ...json(bodySchema(def, { plant: z.string().max(20) })) },
    responses: { 201: jsonContent(Written, 'The new record'), ...errorResponses },
  });
  app.openapi(create, async (c) => {
    const caller = await recordCaller(c, def);
    const { plant, ...body } = c.req.valid('json') as Record<string, unknown> & { plant: string };
    const values = parseValues(def, await customOf(c), body);
    const answer = await idempotentWrite(c, db, async (tx) => {
      const custom = await customFieldsOf(tx, def.type);
      return { status: 201 as const, body: await createRecord(tx, { def, custom, caller }, plant, values, c.get('madeAt')) };
    });
    c.header('ETag', etagOf(answer.body.id, answer.body.version));
    return c.json(answer.body, 201);
  });

  const read = createRoute({
    method: 'get',
    path: `${base}/{id}`,
    tags,
    security,
    middleware,
    summary: `One ${def.title.en} with its child rows, history, comments and attachments (ETag: its version)`,
    request: { params: idParam },
    responses: { 200: jsonContent(Detail, 'The record'), ...errorResponses },
  });
  app.openapi(read, async (c) => {
    const caller = await recordCaller(c, def);
    const { id } = c.req.valid('param');
    const stored = await readDetail(db, def.type, id);
    // A record the caller may not read is answered as one that does not exist.
    if (!stored || !mayReadRecord(def, caller, stored)) throw new NotFoundError(`There is no ${def.title.en} ${id}.`);
    const hidden = def.fields.filter((f) => !mayReadField(f, caller, stored)).map((f) => f.name);
    const record = {
      ...stored,
      fields: withoutFields(stored.fields, hidden),
      history: stored.history.map((h) => ({ ...h, changes: h.changes.filter((ch) => !hidden.includes(ch.field)) })),
    };
    const lang = languageOf(c);
    const final = def.states.find((s) => s.name === record.state)?.final ?? false;
    // At a plant the caller does not work at, nothing is offered: the writes would be refused (other-plant).
    const here = worksAtRecord(caller, record);
    const transitions = def.transitions
      .filter((t) => t.from.includes(record.state))
      .map((t) => ({
        name: t.name,
        to: t.to,
        label: say(t.label, lang),
        // An approval of one's own record is never offered (the rule 'not the owner').
        allowed: here && allows(t.by, caller, record) && !(t.notOwner && record.ownerId === caller.empId),
        requires: [...(t.requires ?? [])],
      }));
    const { people: _people, ...head } = record;
    c.header('ETag', etagOf(record.id, record.version));
    return c.json(
      {
        ...head,
        canEdit: here && !final && allows(editors(def), caller, record),
        canComment: here,
        transitions,
      },
      200,
    );
  });

  const change = createRoute({
    method: 'patch',
    path: `${base}/{id}`,
    tags,
    security,
    middleware: writeMiddleware,
    summary: `Saves changed fields of a ${def.title.en}; If-Match (or version) must name the stored version: else 409 stale-version, none 428 version-required; nothing is written`,
    request: {
      params: idParam,
      headers: idempotency.extend({ 'if-match': z.string().optional() }),
      ...json(bodySchema(def, { version: z.number().int().optional(), plant: z.string().max(20).optional() })),
    },
    responses: { 200: jsonContent(Written, 'The saved record'), ...errorResponses },
  });
  app.openapi(change, async (c) => {
    const caller = await recordCaller(c, def);
    const { id } = c.req.valid('param');
    const { version: bodyVersion, plant, ...body } = c.req.valid('json') as Record<string, unknown> & { version?: number; plant?: string };
    const version = versionOf(c.req.header('if-match'), bodyVersion, def, id);
    const values = parseValues(def, await customOf(c), body);
    const answer = await idempotentWrite(c, db, async (tx) => {
      const custom = await customFieldsOf(tx, def.type);
      return { status: 200 as const, body: await updateRecord(tx, { def, custom, caller }, id, version, values, plant) };
    });
    c.header('ETag', etagOf(answer.body.id, answer.body.version));
    return c.json(answer.body, 200);
  });

  const move = createRoute({
    method: 'post',
    path: `${base}/{id}/Transitions`,
    tags,
    security,
    middleware,
    summary: `Moves a ${def.title.en} to another state: 403 when the caller may not, 400 with fields when a required field is empty; the bell is told in the same transaction`,
    request: {
      params: idParam,
      headers: idempotency,
      ...json(
        z.object({
          to: z.string().min(1).max(40),
          note: z.string().max(2000).optional(),
          version: z.number().int().optional(),
          fields: z.record(z.string(), z.unknown()).optional().openapi({ description: 'Fields the transition asks for, saved with it' }),
        }),
      ),
    },
    responses: { 200: jsonContent(MovedSchema, 'The record in its new state'), ...errorResponses },
  });
  app.openapi(move, async (c) => {
    const caller = await recordCaller(c, def);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const version = versionOf(c.req.header('if-match'), input.version, def, id);
    const fields = input.fields ? parseValues(def, await customOf(c), input.fields) : undefined;
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 200 as const,
      body: await transitionRecord(tx, { def, custom: await customFieldsOf(tx, def.type), caller }, id, { ...input, version, fields }),
    }));
    return c.json(answer.body, 200);
  });
}
