import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

/**
 * Generated bad input (control characters, NUL bytes, ids beyond 32 bits) sent to every
 * /v1 operation of the OpenAPI document, as an administrator (so refusals are about the input, not
 * the rights), must be answered with a 4xx and change nothing in the database. PGlite, or PostgreSQL
 * when TEST_DATABASE_URL is set.
 */

const ADMIN = 'shjcarter@example.com';
const RUNS = 30;

/** A value of a path parameter that the operation accepts, by name (the fuzzing changes one slot at a time). */
const PATH_SAMPLES: Record<string, string> = {
  empID: '1001',
  username: ADMIN,
  menuId: '1',
  groupId: '1',
  subAppId: 'Apps_Security',
  id: '1',
  serial: 'ABCD-1',
  jobNum: '1001',
  assemblySeq: '0',
  mtlSeq: '10',
  partNum: 'P-100',
  jobNumber: '1001',
};

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f');
/** Text with a control character somewhere in it. */
const badText = fc.tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 })).map(([a, c, b]) => `${a}${c}${b}`);
/** An integer no 32-bit id column holds. */
const hugeInt = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53 + 2, -(2 ** 31) - 1, 1e20),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(Number),
);
// entityId, subAppId and gaugeId (an engraved code such as SH-G-001) are text keys, where digits are a valid (unknown) value.
const TEXT_KEYS = new Set(['entityId', 'subAppId', 'gaugeId']);
const idLike = (name: string): boolean => /(id|ID|Id|Seq)$/.test(name) && !TEXT_KEYS.has(name);
const badSlot = (name: string) => (idLike(name) ? fc.oneof(badText, hugeInt.map(String)) : badText);
const badBodyValue = (name: string) => (idLike(name) ? fc.oneof(badText, hugeInt) : badText);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  idempotent: boolean;
  body: Record<string, unknown> | null;
}

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  enum?: unknown[];
  example?: unknown;
  format?: string;
  items?: Schema;
};

/** A plausible value of a JSON schema, so that one bad field at a time reaches as deep as it can. */
function sample(schema: Schema | undefined, components: Record<string, Schema>, name = ''): unknown {
  const resolved = schema?.$ref ? components[schema.$ref.split('/').pop() ?? ''] : schema;
  if (!resolved) return 'x';
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'object':
      return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, sample(value, components, key)]));
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return resolved.format === 'email' || /username|email/i.test(name) ? ADMIN : (PATH_SAMPLES[name] ?? 'x');
  }
}

let harness: ApiHarness;
const operations: Operation[] = [];

/**
 * Every table's visible rows as a cheap mark: how many, and the newest transaction that wrote one
 * (`xmin`). Any insert, update or delete moves one of the two; reading the whole table's text, as
 * `contentOf` does, costs seconds on the part search word table, so it is read only for a table whose
 * mark moved.
 */
async function marks(): Promise<Record<string, string>> {
  const db = harness.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from "${table}"`),
    )) as unknown as { rows: { f: string }[] };
    out[table] = result.rows[0]?.f ?? '';
  }
  return out;
}

/** Every row of one table, as one fingerprint: a write that changed nothing visible leaves it as it was. */
async function contentOf(table: string): Promise<string> {
  const result = (await harness.database.db.execute(
    sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as f from "${table}" t`),
  )) as unknown as { rows: { f: string }[] };
  return result.rows[0]?.f ?? '';
}

/** Each table's mark and content fingerprint, taken once before the fuzzing and kept up to date by `changedTables`. */
const known = new Map<string, { mark: string; content: string }>();

/** Fills `known` with every table's mark and content. */
async function fingerprintAll(): Promise<void> {
  for (const [table, mark] of Object.entries(await marks())) known.set(table, { mark, content: await contentOf(table) });
}

/** The tables whose rows changed since the last call (their content compared where their mark moved). */
async function changedTables(): Promise<string[]> {
  const changed: string[] = [];
  for (const [table, mark] of Object.entries(await marks())) {
    const was = known.get(table);
    if (was?.mark === mark) continue;
    const content = await contentOf(table);
    if (was?.content !== content) changed.push(table);
    known.set(table, { mark, content });
  }
  return changed;
}

beforeAll(async () => {
  harness = await openApiHarness(process.env['TEST_DATABASE_URL']);
  const doc = (await harness.call('GET', '/v1/openapi.json', ADMIN)).json as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >;
    components?: { schemas?: Record<string, Schema> };
  };
  const components = doc.components?.schemas ?? {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        idempotent: params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
        body: bodySchema ? (sample(bodySchema, components) as Record<string, unknown>) : null,
      });
    }
  }
}, 120_000);

afterAll(async () => harness?.close());

describe('bad input to every /v1 operation (fast-check)', () => {
  it('finds the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('answers every generated bad input with a 4xx and writes nothing', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      if (op.path === '/v1/openapi.json') continue;
      const slots = [
        ...op.pathParams.map((name) => ({ kind: 'path' as const, name })),
        ...op.queryParams.map((name) => ({ kind: 'query' as const, name })),
        ...Object.keys(op.body ?? {}).map((name) => ({ kind: 'body' as const, name })),
        // A field the operation does not know, in the body or the query, is bad input too when it holds a NUL.
        ...(op.body ? [{ kind: 'body' as const, name: 'extra' }] : [{ kind: 'query' as const, name: 'extra' }]),
      ];
      if (known.size === 0) await fingerprintAll();
      const slot = fc
        .constantFrom(...slots)
        .chain((s) => (s.kind === 'body' ? badBodyValue(s.name) : badSlot(s.name)).map((value) => ({ ...s, value })));
      await fc
        .assert(
          fc.asyncProperty(slot, async ({ kind, name, value }) => {
            const pathValues: Record<string, string> = Object.fromEntries(op.pathParams.map((p) => [p, PATH_SAMPLES[p] ?? '1']));
            if (kind === 'path') pathValues[name] = String(value);
            let url = op.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(pathValues[p] ?? '1'));
            if (kind === 'query') url += `?${new URLSearchParams({ [name]: String(value) })}`;
            const body = op.body ? { ...op.body, ...(kind === 'body' ? { [name]: value } : {}) } : undefined;
            const headers: Record<string, string> = op.idempotent
              ? { 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` }
              : {};
            const res = await harness.call(op.method, url, ADMIN, body, headers);
            if (res.status < 400 || res.status >= 500) {
              failures.push(`${op.method} ${op.path} ${kind} ${name}=${JSON.stringify(value)} -> ${res.status}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: 14, endOnFailure: true },
        )
        .catch(() => undefined);
      const changed = await changedTables();
      if (changed.length > 0) failures.push(`${op.method} ${op.path} wrote to ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
