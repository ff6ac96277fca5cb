import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding } from './compress-response';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The encodings a file is kept in, besides as it is. */
const KEPT_ENCODINGS = ['br', 'gzip'] as const;

interface Asset {
  type: string;
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built portal's hashed files under /_astro/ (JavaScript, CSS, SVG) compressed with brotli
 * or gzip, each compressed once at the highest level and kept in memory (their names change when their
 * content does); answers false for anything else, which the portal's own static handler then serves.
 */
export function createAssetServer(clientDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const dir = path.join(clientDir, '_astro');
  const cache = new Map<string, Promise<Asset | null>>();
  const load = (name: string): Promise<Asset | null> => {
    let entry = cache.get(name);
    if (!entry) {
      entry = readFile(path.join(dir, name)).then(
        (raw) => ({
          type: TYPES[path.extname(name)] ?? 'application/octet-stream',
          etag: `"${raw.length.toString(36)}-${name}"`,
          raw,
          br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip: gzipSync(raw, { level: 9 }),
        }),
        () => null,
      );
      // A missing file is not remembered (a later build may add it); the set of names is bounded by the build.
      void entry.then((asset) => asset ?? cache.delete(name));
      cache.set(name, entry);
    }
    return entry;
  };
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = /^\/_astro\/([A-Za-z0-9_.-]+)(?:\?.*)?$/.exec(req.url ?? '');
    const name = match?.[1];
    if (!name || name.startsWith('.') || !(path.extname(name) in TYPES)) return false;
    const asset = await load(name);
    if (!asset) return false;
    // The pages' negotiation (q=0 refuses), among the encodings the files are kept in.
    const encoding = acceptedEncoding(String(req.headers['accept-encoding'] ?? ''), KEPT_ENCODINGS);
    const body = encoding ? asset[encoding] : asset.raw;
    const headers: Record<string, string | number> = {
      'content-type': asset.type,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      etag: asset.etag,
    };
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
