import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { GenerationSource } from '@/lib/server/db/generations';
import { bearerToken, type AccessTokenVerifier } from './bearer';
import { JsonAnswer, jsonAnswerText } from './json-answer';
import { AnswerMemo, plainGet, sameGenerations, type KeptAnswer } from './replay';
import { nodeHeaderRecord } from '@/lib/server/perf/node-headers';

/** A Hono app's `fetch`, as the Node adapter calls it. */
export type AppFetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/** What replaying answers needs (replay.ts): the API's own token check and cache counters. */
export interface ReplayOptions {
  verifyAccessToken: AccessTokenVerifier;
  generations: GenerationSource;
}

/** The API's Node request listener; `replayed` counts the answers sent again (replay.ts). */
export interface ApiListener {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  readonly replayed: number;
}

/**
 * The Node request listener of the API: Hono's adapter (global Request and Response left alone: the
 * portal shares the process), except that a `JsonAnswer` (see json-answer.ts) is written to the
 * socket as its text, in one write, instead of through a web stream; with `replay`, a replayable
 * answer is kept and sent again while its token is accepted and the counters are unchanged (replay.ts).
 */
export function apiRequestListener(fetch: AppFetch, replay?: ReplayOptions): ApiListener {
  const memo = replay ? new AnswerMemo() : undefined;
  let replayed = 0;
  const listener = getRequestListener(
    async (request, env) => {
      const answer: unknown = await fetch(request, env as HttpBindings);
      if (!(answer instanceof JsonAnswer) || !(env.outgoing instanceof ServerResponse)) return answer as Response;
      const kept = keep(answer.status, nodeHeaderRecord(answer.headerRecord()), jsonAnswerText(answer) ?? '');
      writeAnswer(env.outgoing, kept);
      const { incoming } = env as HttpBindings;
      const authorization = incoming.headers.authorization;
      if (memo && answer.replayStamp && authorization && incoming.url && plainGet(incoming))
        memo.set(authorization, incoming.url, { ...kept, stamp: answer.replayStamp });
      return RESPONSE_ALREADY_SENT;
    },
    { overrideGlobalObjects: false },
  );
  if (!memo || !replay) return Object.assign(listener, { replayed: 0 });

  const sendAgain = async (
    kept: KeptAnswer,
    authorization: string,
    url: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> => {
    let current = false;
    try {
      const token = bearerToken(authorization);
      if (token) {
        await replay.verifyAccessToken(token);
        current = sameGenerations(kept.stamp, await replay.generations());
        if (!current) memo.forget(authorization, url);
      }
    } catch {
      // Refused or not checkable now: the whole API answers (401, 500 ...), as it would have.
      memo.forget(authorization);
    }
    if (!current) return listener(req, res);
    replayed += 1;
    writeAnswer(res, kept);
  };
  const handle = (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const authorization = req.headers.authorization;
    const kept = authorization && req.url && plainGet(req) ? memo.get(authorization, req.url) : undefined;
    return kept ? sendAgain(kept, authorization!, req.url!, req, res) : listener(req, res);
  };
  return Object.defineProperty(handle, 'replayed', { get: () => replayed }) as ApiListener;
}

/** An answer ready to write: its headers with its Content-Length. */
function keep(status: number, headers: OutgoingHttpHeaders, text: string): Omit<KeptAnswer, 'stamp'> {
  return { status, headers: { ...headers, 'content-length': Buffer.byteLength(text) }, text };
}

function writeAnswer(outgoing: ServerResponse, { status, headers, text }: Omit<KeptAnswer, 'stamp'>): void {
  outgoing.writeHead(status, headers);
  outgoing.end(text);
}
