import { readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerFromMemo, memoKey, nodeHeaders } from './page-memo';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * The built portal's request handler (dist/server/entry.mjs), with the page memo in front: a request whose
 * first path segment names nothing in dist/client (every page: /, /Maintenance, /Admin/...) is answered
 * from the memo when it holds this exact request (page-memo.ts); anything that may be a file
 * (/favicon.svg, /sw.js, /locales/..., /_astro/...) goes straight to the adapter.
 */
export async function loadPortalHandler(entryFile: string): Promise<NodeHandler> {
  const entry = (await import(pathToFileURL(entryFile).href)) as { handler: NodeHandler };
  const clientNames = new Set(await readdir(path.resolve(path.dirname(entryFile), '../client')).catch(() => []));
  return (req, res) => {
    const url = req.url ?? '/';
    const first = firstSegment(url);
    if (first === null || clientNames.has(first)) return entry.handler(req, res);
    // A signed-in page the memo holds for this exact request, while nothing it shows changed (page-memo.ts).
    const key = req.method === 'GET' ? memoKey(url, nodeHeaders(req.headers)) : null;
    if (key) return answerFromMemo(key, res).then((answered) => (answered ? undefined : entry.handler(req, res)));
    return entry.handler(req, res);
  };
}

/**
 * The first segment of a request's path, decoded ('' for '/'); null when the address does not decode
 * (the standalone handler answers those 400, as before).
 * @example firstSegment('/Maintenance/Asset?id=1') // 'Maintenance'
 */
export function firstSegment(url: string): string | null {
  try {
    decodeURI(url);
    const pathname = url.split(/[?#]/, 1)[0] ?? '';
    return decodeURIComponent(pathname.replace(/^\/+/, '').split('/', 1)[0] ?? '');
  } catch {
    return null;
  }
}
