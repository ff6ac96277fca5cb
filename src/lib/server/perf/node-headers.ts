import type { OutgoingHttpHeaders } from 'node:http';

/**
 * A web answer's headers as Node's `writeHead` takes them: one entry a name, every Set-Cookie line kept
 * apart (a Headers object joins them with commas). A plain record is passed as it is.
 * @example nodeHeaderRecord(new Headers({ 'content-type': 'text/html' })) // { 'content-type': 'text/html' }
 */
export function nodeHeaderRecord(headers: Headers | Record<string, string>): OutgoingHttpHeaders {
  if (!(headers instanceof Headers)) return headers;
  const record: OutgoingHttpHeaders = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') record[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}
