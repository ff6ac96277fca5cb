import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerFromMemo, memoKey, nodeHeaders } from './page-memo';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
type CreateExports = (
  manifest: unknown,
  options: Record<string, unknown>,
) => { handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> };

/**
 * The built portal's request handler (dist/server/entry.mjs). The node adapter's standalone handler looks
 * every request up on disk first (an lstat, then `send`'s stat and its not-found error) before it renders
 * a page: a profile measured it at about 2-3 % of a signed-in page's CPU. Here a request whose first path
 * segment names nothing in dist/client (every page: /, /Maintenance, /Admin/...) goes straight to the
 * adapter's own page handler (its middleware mode, made from the same built app); anything that may be
 * a file (/favicon.svg, /sw.js, /locales/..., /_astro/...) still goes through the standalone handler.
 * When the build does not have that shape (another adapter version), the standalone handler serves all.
 */
export async function loadPortalHandler(entryFile: string): Promise<NodeHandler> {
  const listenersBefore = new Set(process.listeners('unhandledRejection'));
  const entry = (await import(pathToFileURL(entryFile).href)) as { handler: NodeHandler; options?: Record<string, unknown> };
  const entryListeners = process.listeners('unhandledRejection').filter((listener) => !listenersBefore.has(listener));
  const pages = await pageHandler(entryFile, entry.options).catch((error: unknown) => {
    console.warn(
      "[portal] the adapter's page handler is not available, every request is looked up on disk first:",
      error instanceof Error ? error.message : error,
    );
    return null;
  });
  if (!pages) return entry.handler;
  // The adapter logs an unhandled rejection with the URL being rendered: one log, from the app that renders pages.
  for (const listener of entryListeners) process.off('unhandledRejection', listener);
  const clientNames = new Set(await readdir(path.resolve(path.dirname(entryFile), '../client')).catch(() => []));
  return (req, res) => {
    const url = req.url ?? '/';
    const first = firstSegment(url);
    if (first === null || clientNames.has(first)) return entry.handler(req, res);
    // A signed-in page the memo holds for this exact request, while nothing it shows changed (page-memo.ts).
    const key = req.method === 'GET' ? memoKey(url, nodeHeaders(req.headers)) : null;
    if (key) return answerFromMemo(key, res).then((answered) => (answered ? undefined : pages(req, res)));
    return pages(req, res);
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

/** The adapter's page handler (no static files) over the app the entry built, from the chunks the entry imports. */
async function pageHandler(entryFile: string, options: Record<string, unknown> | undefined): Promise<NodeHandler> {
  if (!options) throw new Error('the entry exports no adapter options');
  const source = await readFile(entryFile, 'utf8');
  const adapterChunk = /from '(\.\/chunks\/_@astrojs-ssr-adapter_[\w-]+\.mjs)'/.exec(source)?.[1];
  const manifestModule = /import \{ manifest \} from '(\.\/manifest_[\w-]+\.mjs)'/.exec(source)?.[1];
  if (!adapterChunk || !manifestModule) throw new Error('the entry imports no adapter chunk or manifest');
  const at = (file: string) => pathToFileURL(path.resolve(path.dirname(entryFile), file)).href;
  const adapter = (await import(at(adapterChunk))) as Record<string, unknown>;
  const createExports = Object.values(adapter).find(
    (value): value is CreateExports => typeof value === 'function' && value.name === 'createExports',
  );
  // The entry completed this same manifest object (pages, renderers, middleware) when it was imported.
  const { manifest } = (await import(at(manifestModule))) as { manifest?: unknown };
  if (!createExports || !manifest) throw new Error('the adapter chunk has no createExports');
  const { handler } = createExports(manifest, { ...options, mode: 'middleware' });
  return (req, res) => handler(req, res);
}
