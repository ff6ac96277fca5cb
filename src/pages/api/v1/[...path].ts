import { MADE_AT_HEADER } from '@/lib/outbox/made-at-header';
import type { APIRoute } from 'astro';
import { bodyLimitOf, readCappedBody } from '@/lib/http/body-limit.server';

export const prerender = false;

// If-Match carries the version a change was made on (a stale one is the API's 409, none its 428); Accept-Language the reader's.
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'last-event-id',
  'if-none-match',
  'if-match',
  'accept-language',
  'idempotency-key',
  MADE_AT_HEADER,
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'www-authenticate',
  'content-disposition',
  'content-security-policy',
];

/**
 * The islands' way to the company API: the same paths as /v1, called with the session cookie; the portal
 * adds the user's bearer token on the server, so tokens never reach the browser. Streams (server-sent
 * events) pass through as they come. Idempotency-Key is forwarded, so a retried write is answered, not
 * repeated; a request body over 1 MiB (an upload's over 10 MiB: `bodyLimitOf`) is refused with 413 and never forwarded.
 */
export const ALL: APIRoute = async ({ params, request, locals, url }) => {
  const { session, config, device } = locals;
  // A wall board or kiosk calls with its own credential (the API lets it make only its own calls).
  const accessToken = session?.accessToken ?? device?.accessToken;
  if (!accessToken) return json(401, 'AuthenticationError', 'unauthenticated', 'Sign in again.');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin) return json(403, 'NotAllowedError', 'not-allowed', 'Cross-site request refused.');
  }
  const target = new URL(`${config.apiBaseUrl}/v1/${params['path'] ?? ''}`);
  target.search = url.search;
  const headers = new Headers({ authorization: `Bearer ${accessToken}` });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // The language the person chose in the portal (its cookie) is the one they read in.
  if (locals.lang) headers.set('accept-language', locals.lang);
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const limit = bodyLimitOf(request.headers.get('content-type'));
  const body = hasBody ? await readCappedBody(request, limit) : null;
  if (hasBody && body === null) {
    return json(413, 'TooLargeError', 'too-large', `The request body is larger than ${limit} bytes.`);
  }
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      signal: request.signal,
      ...(body === null ? {} : { body }),
    });
  } catch {
    return json(502, 'ApiUnavailable', 'unreachable', 'The company API could not be reached.');
  }
  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  if (upstream.headers.get('content-type')?.startsWith('text/event-stream')) responseHeaders.set('x-accel-buffering', 'no');
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
};

function json(status: number, name: string, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { name, code, message } }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
