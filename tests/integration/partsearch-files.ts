import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiHarness } from './helpers/api-harness';

const TOM = 'bgtwilson@example.com'; // Search and PartSearch_Files
const JORDAN = 'shjcarter@example.com'; // every application, not PartSearch_Files
const SAM = 'shnoaccess@example.com'; // no application
const PART = 'CYL-3015-048CL-BRL';

const form = (bytes: Uint8Array | Buffer, name: string, type = 'application/octet-stream'): FormData => {
  const data = new FormData();
  data.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

/**
 * Files of parts and jobs through the API: an upload by a holder of PartSearch_Files is kept and read
 * back as stored; too big, the wrong type, no right or no such part or job: refused, nothing stored.
 */
export function definePartFilesTests(harness: () => ApiHarness): void {
  const post = (url: string, body: FormData, as = TOM, key?: string) =>
    harness().fetch(url, as, { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });
  const stored = async (): Promise<number> => {
    const result = await harness().database.db.execute(
      sql`select count(*)::int as n from attachments where owner like 'part:%' or owner like 'job:%'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  describe('files of parts and jobs', () => {
    it('keeps a drawing a holder of PartSearch_Files adds once per key, lists it, and serves it as stored, never to run', async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const first = await post(`/v1/PartSearch/${PART}/Files`, form(png, 'barrel drawing.png', 'image/png'), TOM, 'files-suite-1');
      expect(first.status).toBe(201);
      const file = (await first.json()) as { id: number; fileName: string; contentType: string; hasThumbnail: boolean };
      expect(file).toMatchObject({ fileName: 'barrel drawing.png', contentType: 'image/png', hasThumbnail: true });
      const again = await post(`/v1/PartSearch/${PART}/Files`, form(png, 'barrel drawing.png', 'image/png'), TOM, 'files-suite-1');
      expect(again.status).toBe(201);
      const list = await harness().call('GET', `/v1/PartSearch/${PART}/Files`, JORDAN);
      expect(list.json.map((f: { id: number }) => f.id)).toEqual([file.id]);
      const read = await harness().fetch(`/v1/Attachments/${file.id}`, JORDAN);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/png');
      expect(read.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
      expect((await harness().fetch(`/v1/Attachments/${file.id}`, SAM)).status).toBe(403);
    });

    it('keeps a scanned drawing of several megabytes (an upload is not held to the 1 MiB of a JSON call)', async () => {
      const scan = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
      const kept = await post(`/v1/PartSearch/${PART}/Files`, form(scan, 'scanned drawing.pdf'), TOM, 'files-suite-scan');
      expect(kept.status).toBe(201);
      expect(await kept.json()).toMatchObject({ fileName: 'scanned drawing.pdf', contentType: 'application/pdf' });
    });

    it('refuses a file too big, of the wrong type, without the right, or for no such part or job, storing nothing', async () => {
      const before = await stored();
      const pdfOf = (bytes: number): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)]);
      const big = await post(`/v1/PartSearch/${PART}/Files`, form(pdfOf(10 * 1024 * 1024), 'scan.pdf'));
      expect([big.status, (await big.json()).error.code]).toEqual([413, 'file-too-large']);
      // Past what an upload's body may hold, the body limit refuses it as it arrives.
      const huge = await post(`/v1/PartSearch/${PART}/Files`, form(pdfOf(12 * 1024 * 1024), 'scan.pdf'));
      expect([huge.status, (await huge.json()).error.code]).toEqual([413, 'too-large']);
      const script = await post(
        `/v1/PartSearch/${PART}/Files`,
        form(Buffer.from('<script>alert(1)</script>'), 'drawing.pdf', 'application/pdf'),
      );
      expect(script.status).toBe(400);
      expect((await script.json()).error.fields).toEqual([expect.objectContaining({ field: 'file', code: 'file-type' })]);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const jordan = await post(`/v1/PartSearch/${PART}/Files`, form(pdf, 'drawing.pdf'), JORDAN);
      expect(jordan.status).toBe(403);
      // Access comes before the body: without the right, an empty form is refused for the right, not for its file.
      const empty = await post(`/v1/PartSearch/${PART}/Files`, new FormData(), JORDAN);
      expect([empty.status, (await empty.json()).error.code]).toEqual([403, 'not-allowed']);
      expect((await post(`/v1/PartSearch/${PART}/Files`, form(pdf, 'drawing.pdf'), SAM)).status).toBe(403);
      const noPart = await post('/v1/PartSearch/NO-SUCH-PART/Files', form(pdf, 'drawing.pdf'));
      expect([noPart.status, (await noPart.json()).error.code]).toEqual([404, 'part-not-found']);
      const noJob = await post('/v1/JobFiles/999999/Files', form(pdf, 'traveler.pdf'));
      expect([noJob.status, (await noJob.json()).error.code]).toEqual([404, 'job-not-found']);
      expect((await post('/v1/JobFiles/abc/Files', form(pdf, 'traveler.pdf'))).status).toBe(400);
      expect(await stored()).toBe(before);
    });

    it("keeps a job's documents apart from its part's", async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const added = await post('/v1/JobFiles/118204/Files', form(pdf, 'traveler 118204.pdf'));
      expect(added.status).toBe(201);
      const list = await harness().call('GET', '/v1/JobFiles/118204/Files', TOM);
      expect(list.json.map((f: { fileName: string }) => f.fileName)).toEqual(['traveler 118204.pdf']);
      expect((await harness().call('GET', '/v1/JobFiles/999999/Files', TOM)).json.error.code).toBe('job-not-found');
    });
  });
}
