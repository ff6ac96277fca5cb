import { lstat, readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import send from 'send';
import { answerFromMemo, memoKey, nodeHeaders } from './page-memo';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * The built portal's request handler (dist/server/entry.mjs, the Node adapter in middleware mode: it only
 * renders), with the page memo and the portal's own files in front. A request whose first path segment
 * names nothing in dist/client (every page: /, /Maintenance, /Admin/...) is answered from the memo when it
 * holds this exact request (page-memo.ts), else rendered, with no look at the disk first (the adapter's
 * standalone handler made an lstat and a stat for every page); anything that may be a file (/favicon.svg,
 * /sw.js, /locales/..., /_astro/...) is served from dist/client as the standalone handler did, else rendered.
 */
export async function loadPortalHandler(entryFile: string): Promise<NodeHandler> {
  const entry = (await import(pathToFileURL(entryFile).href)) as { handler: NodeHandler };
  const clientDir = path.resolve(path.dirname(entryFile), '../client');
  const clientNames = new Set(await readdir(clientDir).catch(() => []));
  const render: NodeHandler = (req, res) => entry.handler(req, res);
  return (req, res) => {
    const url = req.url ?? '/';
    const first = firstSegment(url);
    if (first === null) {
      res.writeHead(400).end('Bad request.');
      return;
    }
    if (clientNames.has(first)) return serveFile(req, res, clientDir, render);
    // A signed-in page the memo holds for this exact request, while nothing it shows changed (page-memo.ts).
    const key = req.method === 'GET' ? memoKey(url, nodeHeaders(req.headers)) : null;
    if (key) return answerFromMemo(key, res).then((answered) => (answered ? undefined : render(req, res)));
    return render(req, res);
  };
}

/**
 * A file of dist/client, as the adapter's standalone handler served it (`send`: types, ETag, ranges, 304;
 * a directory's index.html; /_astro/ files cached for a year); what is not a file is rendered (the 404 page).
 */
async function serveFile(req: IncomingMessage, res: ServerResponse, root: string, render: NodeHandler): Promise<void> {
  let pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  let file: string;
  try {
    file = path.join(root, decodeURIComponent(pathname));
  } catch {
    return render(req, res);
  }
  const isDirectory = await lstat(file).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (isDirectory && !pathname.endsWith('/')) pathname = `${pathname}/index.html`;
  const stream = send(req, pathname, { root, dotfiles: pathname.startsWith('/.well-known/') ? 'allow' : 'deny' });
  let found = false;
  stream.on('file', () => (found = true));
  stream.on('headers', (response: ServerResponse) => {
    if (pathname.startsWith('/_astro/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  });
  stream.on('error', (error: Error) => {
    if (!found) return void render(req, res);
    console.error(error.toString());
    res.writeHead(500).end('Internal server error');
  });
  stream.pipe(res);
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
