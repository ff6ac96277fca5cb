/**
 * Every path /v1/openapi.json documents answers: each documented method and path, with
 * its parameters filled from their examples, reaches a route of the API (whatever it then says about
 * the input), never the API's 'not a call of this API' 404. The stream must be under /v1 once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const CARTER = 'shjcarter@example.com';
const NOT_A_CALL = /is not a call of this API/;

interface Operation {
  parameters?: { in: string; name: string; example?: unknown; schema?: { example?: unknown; type?: string } }[];
}

/** A value for a path parameter: its example, else a plausible one for its type. */
function sample(param: NonNullable<Operation['parameters']>[number]): string {
  const example = param.example ?? param.schema?.example;
  if (example !== undefined) return String(example);
  return param.schema?.type === 'integer' ? '1' : 'x';
}

describe('the OpenAPI document', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(undefined, { notificationHub: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('documents every path under /v1 exactly once', async () => {
    const { status, json } = await api.call('GET', '/v1/openapi.json', CARTER);
    expect(status).toBe(200);
    const paths = Object.keys(json.paths as object);
    expect(paths).toContain('/v1/Notifications/stream');
    expect(paths.filter((p) => !p.startsWith('/v1/') || p.startsWith('/v1/v1/'))).toEqual([]);
  });

  it('documents the error body clients read: name, code and message always, values and fields when there are some', async () => {
    const { json } = await api.call('GET', '/v1/openapi.json', CARTER);
    const error = json.components.schemas.Error.properties.error as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(error.properties).sort()).toEqual(['code', 'fields', 'message', 'name', 'values']);
    expect([...error.required].sort()).toEqual(['code', 'message', 'name']);
    const refused = await api.call('GET', '/v1/Security/AppAccessByEmployee?empID=x', CARTER);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.error)).toEqual(expect.arrayContaining(['name', 'code', 'message', 'fields']));
  });

  it('describes every JSON answer with a schema (no z.any(), which the document shows as {})', async () => {
    const { json } = await api.call('GET', '/v1/openapi.json', CARTER);
    type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
    const untyped: string[] = [];
    for (const [path, item] of Object.entries(json.paths as Record<string, Record<string, { responses?: Responses }>>)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          if (status.startsWith('2') && schema && Object.keys(schema).length === 0)
            untyped.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(untyped).toEqual([]);
    expect(Object.keys(json.components.schemas)).toEqual(expect.arrayContaining(['WeldLeakEntry', 'NitrogenCharge', 'ChecklistAssetPage']));
  });

  it('every documented call answers (a route of the API, not the unknown-call 404)', async () => {
    const { json } = await api.call('GET', '/v1/openapi.json', CARTER);
    const unanswered: string[] = [];
    let calls = 0;
    for (const [path, item] of Object.entries(json.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const params = operation.parameters ?? [];
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const param = params.find((p) => p.in === 'path' && p.name === name);
          return encodeURIComponent(param ? sample(param) : '1');
        });
        // An open stream never ends: a bad cursor makes its route answer 400 at once. Writes get an
        // empty body (the throwaway database may change; the answer only has to come from a route).
        const body = ['post', 'put', 'patch'].includes(method) ? {} : undefined;
        const answer = path.endsWith('/stream')
          ? await api.call('GET', `${url}?since=not-a-number`, CARTER)
          : await api.call(method.toUpperCase(), url, CARTER, body);
        calls += 1;
        if (answer.status === 404 && NOT_A_CALL.test(String(answer.json?.error?.message)))
          unanswered.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(calls).toBeGreaterThan(30);
    expect(unanswered).toEqual([]);
  });
});
