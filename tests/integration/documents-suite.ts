import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simplePdf } from '@/lib/documents/server/seed-pdf';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // every application: writes documents
const TOM = 'bgtwilson@example.com'; // part search: reads documents, writes none
const SAM = 'shnoaccess@example.com'; // no application

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const form = (fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }): FormData => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  if (file) data.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.type ?? 'application/octet-stream' }));
  return data;
};

/**
 * The document store through the API (PGlite when `serverUrl` is undefined, else PostgreSQL): a file kept
 * and read back byte for byte with its hash, versions, a retry written once, the headers that keep an
 * uploaded page from running in the portal's origin, and the refusals, nothing written.
 */
export function defineDocumentsSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  let dataDir: string;
  const before = process.env['DATA_DIR'];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'documents-'));
    process.env['DATA_DIR'] = dataDir;
    h = await openApiHarness(serverUrl);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    if (before === undefined) delete process.env['DATA_DIR'];
    else process.env['DATA_DIR'] = before;
    await rm(dataDir, { recursive: true, force: true });
  });
  const post = (body: FormData, as = JORDAN, key?: string) =>
    h.fetch('/v1/Documents', as, { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });
  const counts = async () => {
    const result = await h.database.db.execute(
      sql`select (select count(*) from documents)::int as docs, (select count(*) from document_versions)::int as versions`,
    );
    return (result as unknown as { rows: { docs: number; versions: number }[] }).rows[0]!;
  };
  const aPart = async () => {
    const result = await h.database.db.execute(sql`select part_num from parts order by part_num limit 1`);
    return (result as unknown as { rows: { part_num: string }[] }).rows[0]!.part_num;
  };

  it('seeds drawings with their revisions and procedures', async () => {
    const result = await h.database.db.execute(
      sql`select d.kind, count(distinct d.id)::int as docs, count(*)::int as versions from documents d
        join document_versions v on v.document_id = d.id group by d.kind order by d.kind`,
    );
    const rows = (result as unknown as { rows: { kind: string; docs: number; versions: number }[] }).rows;
    expect(rows.find((r) => r.kind === 'drawing')).toMatchObject({ docs: expect.any(Number) });
    expect(rows.find((r) => r.kind === 'drawing')!.versions).toBe(3 * rows.find((r) => r.kind === 'drawing')!.docs);
    expect(rows.find((r) => r.kind === 'procedure')!.docs).toBeGreaterThanOrEqual(2);
  });

  it('keeps a PDF, lists its version with its hash, and gives back the exact bytes shown in place', async () => {
    const pdf = simplePdf(['CYL drawing', 'Revision A']);
    const partNum = await aPart();
    const kept = await post(form({ title: 'Barrel drawing', kind: 'drawing', partNum }, { data: pdf, name: 'barrel.pdf' }));
    expect(kept.status).toBe(201);
    const { id, version } = (await kept.json()) as { id: number; version: number };
    expect(version).toBe(1);
    const versions = await h.call('GET', `/v1/Documents/${id}/Versions`, TOM);
    expect(versions.status).toBe(200);
    expect(versions.json).toEqual([
      expect.objectContaining({ version: 1, fileName: 'barrel.pdf', size: pdf.length, sha256: sha256(pdf), uploadedBy: 'Jordan Carter' }),
    ]);
    const file = await h.fetch(`/v1/Documents/${id}/Versions/1/File`, TOM);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('adds the next version once per Idempotency-Key, the earlier version kept as it was', async () => {
    const first = simplePdf(['Rev A']);
    const second = simplePdf(['Rev B']);
    const { id } = (await (await post(form({ title: 'Gland drawing' }, { data: first, name: 'gland A.pdf' }))).json()) as { id: number };
    const body = () => form({ documentId: String(id), reason: 'Rev B: new seal groove' }, { data: second, name: 'gland B.pdf' });
    const once = await post(body(), JORDAN, `documents-${serverUrl ? 'pg' : 'pglite'}-retry`);
    const again = await post(body(), JORDAN, `documents-${serverUrl ? 'pg' : 'pglite'}-retry`);
    expect([once.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual({ id, version: 2 });
    const versions = (await h.call('GET', `/v1/Documents/${id}/Versions`, JORDAN)).json as {
      version: number;
      sha256: string;
      reason: string;
    }[];
    expect(versions.map((v) => [v.version, v.sha256, v.reason])).toEqual([
      [1, sha256(first), ''],
      [2, sha256(second), 'Rev B: new seal groove'],
    ]);
    const one = await h.fetch(`/v1/Documents/${id}/Versions/1/File`, JORDAN);
    expect(Buffer.from(await one.arrayBuffer()).equals(first)).toBe(true);
  });

  it('serves an uploaded HTML or SVG as a sandboxed download, a PNG in place, none sniffed', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const files = [
      { name: 'page.html', data: Buffer.from('<html><script>alert(document.cookie)</script></html>'), type: 'text/html', inline: false },
      {
        name: 'mark.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
        inline: false,
      },
      // A page that claims to be a PNG by its name is no PNG by its bytes: a download.
      { name: 'fake.png', data: Buffer.from('<html><script>alert(2)</script></html>'), type: 'application/octet-stream', inline: false },
      { name: 'photo.png', data: png, type: 'image/png', inline: true },
    ];
    for (const f of files) {
      const kept = await post(form({ title: f.name, kind: 'photo' }, { data: f.data, name: f.name, type: 'image/png' }));
      const { id } = (await kept.json()) as { id: number };
      const read = await h.fetch(`/v1/Documents/${id}/Versions/1/File`, JORDAN);
      expect([f.name, read.headers.get('content-type')]).toEqual([f.name, f.type]);
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
      expect([f.name, read.headers.get('content-disposition')?.split(';')[0]]).toEqual([f.name, f.inline ? 'inline' : 'attachment']);
      expect(read.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await read.arrayBuffer()).equals(f.data)).toBe(true);
    }
  });

  it('refuses bad input naming the field, a file too big, and callers without the right, writing nothing', async () => {
    const start = await counts();
    const pdf = simplePdf(['x']);
    const field = async (res: Response) => [
      res.status,
      ((await res.json()) as { error: { fields?: { field: string }[] } }).error.fields?.[0]?.field,
    ];
    expect(await field(await post(form({}, { data: pdf, name: 'a.pdf' })))).toEqual([400, 'title']);
    expect(await field(await post(form({ title: 'x' })))).toEqual([400, 'file']);
    expect(await field(await post(form({ title: 'x' }, { data: Buffer.alloc(0), name: 'a.pdf' })))).toEqual([400, 'file']);
    expect(await field(await post(form({ title: 'x', kind: 'poster' }, { data: pdf, name: 'a.pdf' })))).toEqual([400, 'kind']);
    expect(await field(await post(form({ title: 'x', partNum: 'NO-SUCH-PART' }, { data: pdf, name: 'a.pdf' })))).toEqual([400, 'partNum']);
    expect(await field(await post(form({ title: 'x', jobNum: 'NO-SUCH-JOB' }, { data: pdf, name: 'a.pdf' })))).toEqual([400, 'jobNum']);
    expect(await field(await post(form({ documentId: '999999' }, { data: pdf, name: 'a.pdf' })))).toEqual([400, 'documentId']);
    const big = await post(form({ title: 'x' }, { data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf' }));
    expect(big.status).toBe(413);
    expect((await post(form({ title: 'x' }, { data: pdf, name: 'a.pdf' }), TOM)).status).toBe(403);
    expect((await post(form({ title: 'x' }, { data: pdf, name: 'a.pdf' }), SAM)).status).toBe(403);
    expect(await counts()).toEqual(start);
    expect((await h.call('GET', '/v1/Documents/1/Versions', SAM)).status).toBe(403);
    expect((await h.fetch('/v1/Documents/1/Versions/1/File', SAM)).status).toBe(403);
    expect((await h.call('GET', '/v1/Documents/999999/Versions', TOM)).status).toBe(404);
    expect((await h.fetch('/v1/Documents/1/Versions/99/File', TOM)).status).toBe(404);
  });

  it('finds documents for a record field of kind document, only for their readers', async () => {
    const found = await h.call('GET', '/v1/Lookups/document?q=Barrel', TOM);
    expect(found.status).toBe(200);
    expect(found.json).toEqual(expect.arrayContaining([expect.objectContaining({ label: expect.stringContaining('Barrel drawing') })]));
    expect((await h.call('GET', '/v1/Lookups/document?q=Barrel', SAM)).json).toEqual([]);
  });
}
