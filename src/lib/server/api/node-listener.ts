import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { JsonAnswer, jsonAnswerText } from './json-answer';

/** A Hono app's `fetch`, as the Node adapter calls it. */
export type AppFetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/**
 * The Node request listener of the API: Hono's adapter (global Request and Response left alone: the
 * portal shares the process), except that a `JsonAnswer` (see json-answer.ts) is written to the
 * socket as its text, in one write, instead of through a web stream.
 */
export function apiRequestListener(fetch: AppFetch): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener(
    async (request, env) => {
      const answer: unknown = await fetch(request, env as HttpBindings);
      if (!(answer instanceof JsonAnswer) || !(env.outgoing instanceof ServerResponse)) return answer as Response;
      writeJson(env.outgoing, answer.status, answer.headerRecord(), jsonAnswerText(answer) ?? '');
      return RESPONSE_ALREADY_SENT;
    },
    { overrideGlobalObjects: false },
  );
}

function writeJson(outgoing: ServerResponse, status: number, headers: Headers | Record<string, string>, text: string): void {
  const record: OutgoingHttpHeaders = {};
  if (headers instanceof Headers) {
    for (const [name, value] of headers) if (name !== 'set-cookie') record[name] = value;
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) record['set-cookie'] = cookies;
  } else {
    Object.assign(record, headers);
  }
  record['content-length'] = Buffer.byteLength(text);
  outgoing.writeHead(status, record);
  outgoing.end(text);
}
