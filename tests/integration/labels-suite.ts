import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelForm } from '@/lib/labels';
import { sampleValues } from '@/lib/labels/template';
import { labelPrints } from '@/lib/labels/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // every application
const SAM = 'shnoaccess@example.com'; // no application at all

/** The label print records on a fresh database (PGlite when `serverUrl` is undefined, else PostgreSQL). */
export function defineLabelsSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const form = labelForm('bgBin');
  if (!form) throw new Error('bgBin');
  const print = { form: 'bgBin', values: sampleValues(form), copies: 3, printer: 'bg-stores-zt411', method: 'browser' };
  const count = async (): Promise<number> =>
    Number(
      (
        await h.database.db
          .select({ n: sql<number>`count(*)` })
          .from(labelPrints)
          .where(eq(labelPrints.form, 'bgBin'))
      )[0]?.n ?? 0,
    );

  describe('label prints', () => {
    it('records a print with who and when, and a retry with the same Idempotency-Key is recorded once', async () => {
      const key = { 'idempotency-key': randomUUID() };
      const before = await count();
      const first = await h.call('POST', '/v1/Labels/Prints', JORDAN, print, key);
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({
        form: 'bgBin',
        copies: 3,
        printer: 'bg-stores-zt411',
        method: 'browser',
        username: JORDAN,
        values: print.values,
      });
      const retry = await h.call('POST', '/v1/Labels/Prints', JORDAN, print, key);
      expect(retry.status).toBe(201);
      expect(retry.json).toEqual(first.json);
      expect(await count()).toBe(before + 1);
      const again = await h.call('POST', '/v1/Labels/Prints', JORDAN, print, { 'idempotency-key': randomUUID() });
      expect(again.status).toBe(201);
      expect(await count()).toBe(before + 2);
    });

    it("pages a form's prints newest first for the reprint history", async () => {
      const total = await count();
      const first = await h.call('GET', '/v1/Labels/Prints?form=bgBin&pageSize=1', JORDAN);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ total, page: 1, pageSize: 1 });
      const second = await h.call('GET', '/v1/Labels/Prints?form=bgBin&pageSize=1&page=2', JORDAN);
      const [newest] = (first.json as { items: { id: number }[] }).items;
      const [next] = (second.json as { items: { id: number }[] }).items;
      expect(newest!.id).toBeGreaterThan(next!.id);
      const past = await h.call('GET', `/v1/Labels/Prints?form=bgBin&pageSize=1&page=${total + 1}`, JORDAN);
      expect(past.json).toMatchObject({ items: [], total });
      expect((await h.call('GET', '/v1/Labels/Prints?form=bgBin&pageSize=101', JORDAN)).status).toBe(400);
    });

    it('refuses values that do not fit the label, by field, and records nothing', async () => {
      const before = await count();
      const bad = await h.call(
        'POST',
        '/v1/Labels/Prints',
        JORDAN,
        { ...print, values: { ...print.values, binNum: 'A-04-2-TOO-LONG' } },
        { 'idempotency-key': randomUUID() },
      );
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ error: { code: 'invalid-label', fields: [{ field: 'values.binNum', code: 'tooLong' }] } });
      const unknown = await h.call('POST', '/v1/Labels/Prints', JORDAN, { ...print, form: 'noSuchForm' });
      expect(unknown.status).toBe(400);
      const copies = await h.call('POST', '/v1/Labels/Prints', JORDAN, { ...print, copies: 501 });
      expect(copies.status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('is only for employees with the Labels application', async () => {
      const denied = await h.call('POST', '/v1/Labels/Prints', SAM, print, { 'idempotency-key': randomUUID() });
      expect(denied.status).toBe(403);
      expect((await h.call('GET', '/v1/Labels/Prints?form=bgBin', SAM)).status).toBe(403);
    });

    it('is in the OpenAPI document', async () => {
      const doc = (await h.call('GET', '/v1/openapi.json', JORDAN)).json as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(doc.paths['/v1/Labels/Prints'] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths['/v1/Labels/Sends'] ?? {})).toEqual(['post']);
    });
  });
}
