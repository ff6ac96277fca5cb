import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressResponse } from './compress-response';

const html = `<!doctype html><html><body>${'<p>Maintenance work order</p>'.repeat(200)}</body></html>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const ask = (encoding: string) => new Request('http://127.0.0.1/Maintenance', { headers: { 'accept-encoding': encoding } });

describe('acceptedEncoding', () => {
  it('prefers zstd, then brotli, then gzip, and honours q=0', () => {
    // What Chromium sends, and what an older browser or Safari sends.
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('zstd;q=0, br')).toBe('br');
    expect(acceptedEncoding('ZSTD;q=0.5, gzip')).toBe('zstd');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(null)).toBeNull();
    // Among the encodings a file is kept in: the same rule, q=0 included.
    expect(acceptedEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(acceptedEncoding('zstd, br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding('zstd', ['br', 'gzip'])).toBeNull();
  });
});

describe('compressResponse', () => {
  it('compresses a page with zstd, brotli or gzip, and the browser gets the same HTML back', async () => {
    const zstd = compressResponse(ask('gzip, deflate, br, zstd'), page());
    expect(zstd.headers.get('content-encoding')).toBe('zstd');
    expect(zstd.headers.get('content-length')).toBeNull();
    const zstdBytes = Buffer.from(await zstd.arrayBuffer());
    expect(zstdBytes.length).toBeLessThan(html.length / 10);
    expect(zstdDecompressSync(zstdBytes).toString()).toBe(html);
    const br = compressResponse(ask('gzip, br'), page());
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    const gz = compressResponse(ask('gzip'), page());
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  });

  it('leaves alone the event stream, encoded or no-transform answers, and a browser that accepts none', async () => {
    const stream = new Response('event: notification\ndata: {}\n\n'.repeat(100), { headers: { 'content-type': 'text/event-stream' } });
    expect(compressResponse(ask('br'), stream).headers.get('content-encoding')).toBeNull();
    expect(compressResponse(ask('br'), page({ 'cache-control': 'no-transform' })).headers.get('content-encoding')).toBeNull();
    expect(compressResponse(ask('br'), page({ 'content-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    const plain = compressResponse(ask('identity'), page());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('gives back a page handed over in many pieces, and one too large to gather, whole', async () => {
    const pieces = (text: string, size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.subarray(at, at + size));
          controller.close();
        },
      });
    const large = Array.from({ length: 40_000 }, (_, i) => `<tr><td>${i}</td><td>Work order ${i * 7919}</td></tr>`).join('');
    expect(large.length).toBeGreaterThan(1 << 20);
    for (const text of [html, large]) {
      const streamed = new Response(pieces(text, 700), { headers: { 'content-type': 'text/html; charset=utf-8' } });
      const zstd = compressResponse(ask('zstd'), new Response(pieces(text, 900), { headers: { 'content-type': 'text/html' } }));
      expect(zstdDecompressSync(Buffer.from(await zstd.arrayBuffer())).toString()).toBe(text);
      const br = compressResponse(ask('br'), streamed);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
      const gz = compressResponse(ask('gzip'), new Response(pieces(text, 5000), { headers: { 'content-type': 'text/html' } }));
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    }
  });
});
