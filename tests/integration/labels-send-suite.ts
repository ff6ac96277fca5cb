import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelForm } from '@/lib/labels';
import { sampleValues } from '@/lib/labels/template';
import { printedWords } from '@/lib/labels/i18n';
import { labelZpl } from '@/lib/labels/zpl';
import { labelPrints } from '@/lib/labels/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { closedPort, startZebra, type FakeZebra } from './helpers/zebra';

const JORDAN = 'shjcarter@example.com';

/**
 * Sending a label to a Zebra's port 9100 through POST /v1/Labels/Sends: the printers
 * come from the plant's label-printers.json in DATA_DIR, the label from a real TCP listener.
 */
export function defineLabelSendSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  let printer: FakeZebra;
  let dataDir: string;
  const before = process.env['DATA_DIR'];
  beforeAll(async () => {
    printer = await startZebra();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-label-send-'));
    const printers = [
      { id: 'test-zebra', name: 'Test Zebra', plant: 'MfgSys', dpi: 203, stock: '4x2', address: `127.0.0.1:${printer.port}` },
      { id: 'off-zebra', name: 'Switched-off Zebra', dpi: 203, stock: '4x2', address: `127.0.0.1:${await closedPort()}` },
      { id: 'no-address', name: 'Zebra without address', dpi: 300, stock: '4x2', zpl: true },
    ];
    await writeFile(path.join(dataDir, 'label-printers.json'), JSON.stringify({ printers }));
    process.env['DATA_DIR'] = dataDir;
    h = await openApiHarness(serverUrl);
  }, 120_000);
  afterAll(async () => {
    if (before === undefined) delete process.env['DATA_DIR'];
    else process.env['DATA_DIR'] = before;
    await h?.close();
    await printer?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const form = labelForm('bgBin');
  if (!form) throw new Error('bgBin');
  const values = sampleValues(form);
  const sends = async (): Promise<number> =>
    Number(
      (
        await h.database.db
          .select({ n: sql<number>`count(*)` })
          .from(labelPrints)
          .where(eq(labelPrints.method, 'zpl-send'))
      )[0]?.n ?? 0,
    );

  describe('sending ZPL to a printer', () => {
    it("the printer receives exactly the label's ZPL, the print is recorded, and a retry with the same key prints nothing", async () => {
      const key = { 'idempotency-key': randomUUID() };
      const body = { form: 'bgBin', values, copies: 2, printer: 'test-zebra' };
      const received = printer.next();
      const first = await h.call('POST', '/v1/Labels/Sends', JORDAN, body, key);
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ form: 'bgBin', copies: 2, printer: 'test-zebra', method: 'zpl-send', username: JORDAN });
      const zpl = await received;
      // bgBin has no QR code, so the portal's address is not part of its ZPL.
      expect(zpl).toBe(
        labelZpl(form, (first.json as { values: Record<string, string> }).values, {
          dpi: 203,
          copies: 2,
          origin: 'http://any.example',
          words: printedWords(form, 'en'),
        }),
      );
      expect(zpl).toContain(`^FD${values['binNum']}^FS`);
      const retry = await h.call('POST', '/v1/Labels/Sends', JORDAN, body, key);
      expect(retry.status).toBe(201);
      expect(retry.json).toEqual(first.json);
      expect(printer.jobs).toHaveLength(1);
      expect(await sends()).toBe(1);
    });

    it("prints the captions in the language the page asks for (the printing user's)", async () => {
      const received = printer.next();
      const sent = await h.call(
        'POST',
        '/v1/Labels/Sends',
        JORDAN,
        { form: 'bgBin', values, copies: 1, printer: 'test-zebra', language: 'es' },
        { 'idempotency-key': randomUUID() },
      );
      expect(sent.status).toBe(201);
      const zpl = await received;
      expect(zpl).toContain('^FDUBICACIÓN^FS');
      expect(zpl).toContain('^FDALMACÉN^FS');
      expect(zpl).not.toContain('^FDWAREHOUSE^FS');
    });

    it('a refused connection answers 502 printer-refused and records nothing; the same key may be sent again', async () => {
      const key = { 'idempotency-key': randomUUID() };
      const off = await h.call('POST', '/v1/Labels/Sends', JORDAN, { form: 'bgBin', values, copies: 1, printer: 'off-zebra' }, key);
      expect(off.status).toBe(502);
      expect(off.json).toMatchObject({ error: { code: 'printer-refused' } });
      // The user hears that the printer did not answer, never its address or the socket's words.
      expect(off.json.error.message).toBe(
        'The printer off-zebra did not answer; nothing was printed. Try again, or print from the browser.',
      );
      expect(off.json.error.message).not.toMatch(/127\.0\.0\.1|ECONN|connect/);
      expect(await sends()).toBe(2);
      // Nor can a caller record a printer send that never happened.
      const forged = await h.call('POST', '/v1/Labels/Prints', JORDAN, {
        form: 'bgBin',
        values,
        copies: 1,
        printer: 'off-zebra',
        method: 'zpl-send',
      });
      expect(forged.status).toBe(400);
      expect(forged.json.error.fields).toEqual([expect.objectContaining({ field: 'method', code: 'invalid-choice' })]);
      expect(await sends()).toBe(2);
      const again = await h.call('POST', '/v1/Labels/Sends', JORDAN, { form: 'bgBin', values, copies: 1, printer: 'off-zebra' }, key);
      expect(again.status).toBe(502);
    });

    it('refuses a printer without an address, an unknown printer and values that do not fit, sending nothing', async () => {
      const noAddress = await h.call('POST', '/v1/Labels/Sends', JORDAN, { form: 'bgBin', values, copies: 1, printer: 'no-address' });
      expect(noAddress.status).toBe(400);
      expect(noAddress.json).toMatchObject({ error: { code: 'no-address' } });
      expect(
        (await h.call('POST', '/v1/Labels/Sends', JORDAN, { form: 'bgBin', values, copies: 1, printer: 'sh-ship-zt410' })).status,
      ).toBe(400);
      const tooLong = await h.call('POST', '/v1/Labels/Sends', JORDAN, {
        form: 'bgBin',
        values: { ...values, binNum: 'A-04-2-TOO-LONG' },
        copies: 1,
        printer: 'test-zebra',
      });
      expect(tooLong.json).toMatchObject({ error: { code: 'invalid-label' } });
      expect(printer.jobs).toHaveLength(2);
    });
  });
}
