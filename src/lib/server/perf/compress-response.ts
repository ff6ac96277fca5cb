import { once } from 'node:events';
import { constants, createBrotliCompress, createGzip, createZstdCompress } from 'node:zlib';
import { BROTLI_QUALITY, compressed as compressedWhole, type Encoding, GZIP_LEVEL, ZSTD_LEVEL } from './compress-worker';

// Text the portal renders; not text/event-stream (the notification stream must reach the browser as it comes).
const COMPRESSIBLE = /^(text\/html|text\/plain|text\/css|text\/javascript|application\/json|application\/xml|image\/svg\+xml)\b/i;
const SMALLEST = 1024;
// A page is gathered whole and compressed in one synchronous call, on the compression worker
// (compress-worker.ts; Astro hands a page over in several pieces; a compressor fed piece by piece through
// a web-stream adapter, or zlib's calls on the thread pool, cost this 2-core server more CPU per page); a
// body larger than this streams instead.
const GATHER_LIMIT = 1 << 20;

/** Each encoding in the order taken, and how an Accept-Encoding list names it without q=0. */
const OFFERED = (['zstd', 'br', 'gzip'] as const).map(
  (name) => [name, new RegExp(`(^|[\\s,])${name}(\\s*;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`)] as const,
);

/**
 * The encoding a browser accepts: zstd first (Chromium and Firefox offer it; as small as brotli for a
 * third of the server's work), then brotli, then gzip; with `among`, only those (files kept compressed
 * in some encodings only).
 * @example acceptedEncoding('gzip, deflate, br, zstd') // 'zstd'
 * @example acceptedEncoding('gzip, deflate, br') // 'br'
 * @example acceptedEncoding('gzip, deflate, br, zstd', ['br', 'gzip']) // 'br'
 */
export function acceptedEncoding<E extends Encoding = Encoding>(header: string | null, among?: readonly E[]): E | null {
  const offered = (header ?? '').toLowerCase();
  const found = OFFERED.find(([name, named]) => (!among || among.includes(name as E)) && named.test(offered));
  return (found?.[0] as E | undefined) ?? null;
}

/**
 * A rendered page (HTML, JSON, CSS, text) compressed with zstd, brotli or gzip (compress-worker.ts has
 * their settings), as the request accepts; anything small, already encoded, streamed as events or marked
 * no-transform is answered as it is.
 */
export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 304) return response;
  const headers = response.headers;
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return response;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return response;
  const length = Number(headers.get('content-length') ?? Number.NaN);
  if (length < SMALLEST) return response;
  const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
  const out = new Headers(headers);
  out.append('vary', 'Accept-Encoding');
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
  out.set('content-encoding', encoding);
  out.delete('content-length');
  return new Response(compressedBody(response.body, encoding), { status: response.status, statusText: response.statusText, headers: out });
}

/**
 * The body compressed: gathered and compressed in one call when it ends under
 * GATHER_LIMIT, else streamed through a compressor from there on.
 */
function compressedBody(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const parts: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        size += value.byteLength;
        if (size >= GATHER_LIMIT) return streamRest(reader, Buffer.concat(parts, size), encoding, controller);
      }
      const whole = Buffer.concat(parts, size);
      controller.enqueue(await compressedWhole(whole, encoding));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** A large body: what was gathered, then every further piece, through a streaming compressor. */
async function streamRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  gathered: Buffer,
  encoding: Encoding,
  controller: ReadableStreamDefaultController<Uint8Array>,
): Promise<void> {
  const compressor =
    encoding === 'zstd'
      ? createZstdCompress({ params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } })
      : encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : createGzip({ level: GZIP_LEVEL });
  compressor.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
  const ended = once(compressor, 'end');
  compressor.write(gathered);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!compressor.write(value)) await once(compressor, 'drain');
  }
  compressor.end();
  await ended;
  controller.close();
}
