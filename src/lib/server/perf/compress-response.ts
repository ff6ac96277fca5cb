import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

// Text the portal renders; not text/event-stream (the notification stream must reach the browser as it comes).
const COMPRESSIBLE = /^(text\/html|text\/plain|text\/css|text\/javascript|application\/json|application\/xml|image\/svg\+xml)\b/i;
const SMALLEST = 1024;

/**
 * The encoding a browser accepts, brotli first.
 * @example acceptedEncoding('gzip, deflate, br') // 'br'
 */
export function acceptedEncoding(header: string | null): 'br' | 'gzip' | null {
  const offered = (header ?? '').toLowerCase();
  if (/(^|[\s,])br(\s*;\s*q=(?!0(\.0*)?\b)[\d.]+)?\s*(,|$)/.test(offered)) return 'br';
  if (/(^|[\s,])gzip(\s*;\s*q=(?!0(\.0*)?\b)[\d.]+)?\s*(,|$)/.test(offered)) return 'gzip';
  return null;
}

/**
 * A rendered page (HTML, JSON, CSS, text) compressed with brotli (quality 4: cheap enough per request)
 * or gzip, as the request accepts; anything small, already encoded, streamed as events or marked
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
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  out.set('content-encoding', encoding);
  out.delete('content-length');
  const body = response.body.pipeThrough(Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: out });
}
