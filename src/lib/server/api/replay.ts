import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Context } from 'hono';
import type { Generations } from '@/lib/server/db/generations';
import type { ApiEnv } from './api-env';

/**
 * Answers replayed (/v1 reads at 0.3 of a static file's throughput). Some reads answer
 * exactly the same bytes for the same access token and address as long as no cache counter moved:
 * every row they read is in a topic whose counter a change raises (generations.ts), and the caller's
 * rights come from the token and the 'access' topic. Such a read calls `replayable(c)` before it
 * reads anything; the server then keeps its answer, stamped with the counters that read saw, and
 * sends it again to the same token and address while the token is still accepted (signature,
 * expiry, sign-in alive: the same check as any call) and the counters read then are the same.
 * A change of any topic, by any instance or by hand in SQL, therefore reaches the very next call.
 */

const STAMP = 'replayStamp';

/**
 * Marks the request's answer as one that may be replayed (see the module's note), reading the cache
 * counters now, before the handler reads any data. Only for reads whose every datum is counted.
 */
export async function replayable(c: Context<ApiEnv>): Promise<void> {
  c.set(STAMP, await c.get('caller').generations());
}

/** The counters a replayable request read (see `replayable`), else undefined. */
export function replayStampOf(c: Context): Generations | undefined {
  return (c.get as (key: string) => Generations | undefined)(STAMP);
}

/** Whether two readings of the counters hold the same values. */
export function sameGenerations(a: Generations, b: Generations): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [topic, gen] of a) if (b.get(topic) !== gen) return false;
  return true;
}

/** A GET with no body: the only requests answered again (their answer depends on the token and address alone). */
export function plainGet(req: IncomingMessage): boolean {
  const h = req.headers;
  return (
    req.method === 'GET' &&
    h['content-type'] === undefined &&
    h['transfer-encoding'] === undefined &&
    (h['content-length'] === undefined || h['content-length'] === '0')
  );
}

/** A kept answer. */
export interface KeptAnswer {
  status: number;
  /** Every header the API set, Content-Length included. */
  headers: OutgoingHttpHeaders;
  text: string;
  stamp: Generations;
}

/**
 * The kept answers by Authorization header, then by address: at most `maxTokens` tokens (the oldest
 * goes first) and `maxPerToken` addresses each, answers of at most `maxChars` characters.
 */
export class AnswerMemo {
  private readonly byToken = new Map<string, Map<string, KeptAnswer>>();

  constructor(
    private readonly maxTokens = 2_000,
    private readonly maxPerToken = 32,
    private readonly maxChars = 256 * 1024,
  ) {}

  /** The answer kept for this request, if any. */
  get(authorization: string, url: string): KeptAnswer | undefined {
    return this.byToken.get(authorization)?.get(url);
  }

  /** Keeps an answer for the next requests with this token and address. */
  set(authorization: string, url: string, answer: KeptAnswer): void {
    if (answer.text.length > this.maxChars) return;
    let urls = this.byToken.get(authorization);
    if (!urls) {
      if (this.byToken.size >= this.maxTokens) this.byToken.delete(this.byToken.keys().next().value as string);
      urls = new Map();
      this.byToken.set(authorization, urls);
    }
    urls.delete(url);
    if (urls.size >= this.maxPerToken) urls.delete(urls.keys().next().value as string);
    urls.set(url, answer);
  }

  /** Forgets an answer (its counters moved), or every answer of a token (refused). */
  forget(authorization: string, url?: string): void {
    if (url === undefined) this.byToken.delete(authorization);
    else this.byToken.get(authorization)?.delete(url);
  }
}
