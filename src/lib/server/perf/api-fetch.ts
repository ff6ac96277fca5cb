import type { AppConfig } from '@/lib/config/config';
import { count } from './counters';

/** A fetch that answers a Request in this process (the embedded API's Hono `fetch`). */
export type InProcessFetch = (request: Request) => Response | Promise<Response>;

// Registered by the server (src/lib/server/main.ts) and read by the portal, which is a separate bundle.
const KEY = Symbol.for('apps.embeddedApi.fetch');
const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, InProcessFetch> };
const registry = (): Map<string, InProcessFetch> => (holder[KEY] ??= new Map());

/** Makes the embedded API at `baseUrl` (its PUBLIC_URL) callable in this process; `undefined` stops it, at shutdown. */
export function registerInProcessApi(baseUrl: string, handler: InProcessFetch | undefined): void {
  if (handler) registry().set(baseUrl, handler);
  else registry().delete(baseUrl);
}

/** Whether the portal's /v1 is the embedded API in this process (so it offers this portal's own calls). */
export function isOwnApi(config: Pick<AppConfig, 'embeddedApi' | 'apiBaseUrl' | 'publicUrl'>): boolean {
  return config.embeddedApi && config.apiBaseUrl === config.publicUrl && registry().has(config.apiBaseUrl);
}

/**
 * The fetch the portal's API clients use: the embedded API in this process when the portal calls its
 * own /v1 (EMBEDDED_API on, API_BASE_URL left at PUBLIC_URL), with no HTTP to itself; otherwise HTTP.
 */
export function apiFetch(config: Pick<AppConfig, 'embeddedApi' | 'apiBaseUrl' | 'publicUrl'>): typeof fetch {
  const local = config.embeddedApi && config.apiBaseUrl === config.publicUrl ? registry().get(config.apiBaseUrl) : undefined;
  if (local) {
    return async (input, init) => {
      count('api');
      return local(new Request(input, init));
    };
  }
  return (input, init) => {
    count('api');
    count('http');
    return fetch(input, init);
  };
}
