import { MADE_AT_HEADER } from '@/lib/outbox/made-at-header';
import { HttpError } from '@/lib/http/errors';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import { createJsonCall, type JsonCall } from './json-call';

/**
 * The one way a page calls the company API: as the signed-in user, in this process when the API is
 * the embedded one (no HTTP to itself), over HTTP otherwise. A feature's typed client takes the call
 * it answers (`weldLeakClient(apiCallOf(Astro.locals))`); `under` starts every path (`'Admin'`).
 * @example await apiCallOf(Astro.locals)<Plant[]>('GET', 'Plant')
 */
export function apiCallOf(locals: Pick<App.Locals, 'config' | 'session' | 'madeAt'>, under = ''): JsonCall {
  const accessToken = locals.session?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  const call = apiCallAs(locals.config, accessToken, under);
  const { madeAt } = locals;
  if (!madeAt) return call;
  // A form kept on the device and sent later: its writes say when it was made there.
  return (method, path, query, body, headers) =>
    call(method, path, query, body, method === 'GET' ? headers : { ...headers, [MADE_AT_HEADER]: madeAt });
}

/** The API call with a given token (the middleware's, before the page's locals are complete). */
export function apiCallAs(config: App.Locals['config'], accessToken: string, under = ''): JsonCall {
  return createJsonCall({ base: `${config.apiBaseUrl}/v1${under ? `/${under}` : ''}`, accessToken, fetch: apiFetch(config) });
}
