import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weldLeakEntries } from '@/lib/weldleak/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const MARIA = 'slmnguyen@example.com'; // weld leak repair, checklists, shop-floor materials
const SAM = 'shnoaccess@example.com'; // no applications
const MIB = 1024 * 1024;

/** /v1 refuses a large body before reading it on, and checks access before it validates anything. */
describe('/v1: body limit, then access, then validation', () => {
  let h: ApiHarness;
  const entries = async () => (await h.database.db.select({ n: count() }).from(weldLeakEntries))[0]?.n ?? 0;

  beforeAll(async () => {
    h = await openApiHarness(undefined);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('answers 413 to a body over 1 MiB, by its length or as it arrives, and writes nothing', async () => {
    const before = await entries();
    const big = JSON.stringify({ comments: 'x'.repeat(2 * MIB) });
    for (const as of [SAM, MARIA]) {
      const streamed = await h.call('POST', '/v1/WeldLeaks', as, big, { 'idempotency-key': crypto.randomUUID() });
      expect(streamed.status).toBe(413);
      expect(streamed.json.error.code).toBe('too-large');
      // A declared length over the limit is refused without reading the body.
      const declared = await h.call('POST', '/v1/WeldLeaks', as, '{}', { 'content-length': String(200 * MIB) });
      expect(declared.status).toBe(413);
    }
    const justUnder = await h.call('POST', '/v1/WeldLeaks', MARIA, JSON.stringify({ comments: 'x'.repeat(MIB - 100) }));
    expect(justUnder.status).toBe(400);
    expect(await entries()).toBe(before);
  });

  it('answers 403, never field messages, to a caller without the application', async () => {
    const bad = { quantity: 'dos', date: 'nope' };
    const calls: [string, string][] = [
      ['POST', '/v1/WeldLeaks'],
      ['PUT', '/v1/WeldLeaks/abc'],
      ['POST', '/v1/NitrogenCharges'],
      ['GET', '/v1/NitrogenCharges/Cylinder/' + 'X'.repeat(500)],
      ['POST', '/v1/Checklists/Assets/NO-SUCH/Inspections'],
      ['PUT', '/v1/Checklists/Items/nothing'],
      ['POST', '/v1/MaterialIssues'],
      ['PATCH', '/v1/MoveRequests/abc'],
      ['POST', '/v1/ShortEnds'],
      ['POST', '/v1/MaterialMeasurements'],
      ['POST', '/v1/Labels/Prints'],
      ['POST', '/v1/Labels/Sends'],
    ];
    for (const [method, url] of calls) {
      const answer = await h.call(method, url, SAM, method === 'GET' ? undefined : bad);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.json.error.fields, `${method} ${url}`).toBeUndefined();
    }
    // A control character in the body is validation too: a stranger hears 403, a holder 400 naming the field.
    const nul = { ...bad, comments: 'a\u0000b' };
    expect((await h.call('POST', '/v1/WeldLeaks', SAM, nul)).status).toBe(403);
    const holder = await h.call('POST', '/v1/WeldLeaks', MARIA, nul);
    expect(holder.status).toBe(400);
    expect(holder.json.error.fields).toEqual([expect.objectContaining({ field: 'comments', code: 'control-character' })]);
  });

  it('does not tell a stranger which assets exist (403 for a real and a made-up asset alike)', async () => {
    expect((await h.call('GET', '/v1/Checklists/Assets/SL-HST-01', SAM)).status).toBe(403);
    expect((await h.call('GET', '/v1/Checklists/Assets/NO-SUCH-ASSET', SAM)).status).toBe(403);
    expect((await h.call('GET', '/v1/Checklists/Assets/NO-SUCH-ASSET', MARIA)).status).toBe(404);
  });
});
