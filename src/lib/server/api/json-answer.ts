import type { Context, Next } from 'hono';
import type { Generations } from '@/lib/server/db/generations';
import { replayStampOf } from './replay';

/**
 * Cheap JSON answers for the API (/v1 reads at 0.3 of a static file's throughput). Hono's
 * `c.json` builds a full web Response around the text, whose body is a ReadableStream that the Node
 * adapter then reads back chunk by chunk: about a fifth of a cached read's CPU. Here `c.json` answers a
 * `JsonAnswer` instead, a Response that keeps its text: the server writes that text to the socket as
 * is (`apiRequestListener`), and an in-process caller (the portal) reads it with no stream. Anything else
 * asked of it (`body`, `clone()`, `blob()` ...) is answered by a real Response made then, with the
 * same status, headers and text. Status codes, headers and bodies are those `c.json` would give.
 */

const TEXT = Symbol('jsonAnswer.text');
const NO_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/** A Response whose body is a JSON text kept as a string (see the module's note). */
export class JsonAnswer {
  readonly [TEXT]: string;
  readonly status: number;
  /** For an answer the server may send again, the cache counters its request read (see replay.ts). */
  replayStamp: Generations | undefined;
  #headers: Headers | Record<string, string>;
  #used = false;
  #real: Response | undefined;

  /** `headers` as a Headers, or as a record with lower-case names. */
  constructor(text: string, status: number, headers: Headers | Record<string, string>) {
    this[TEXT] = text;
    this.status = status;
    this.#headers = headers;
  }

  get headers(): Headers {
    if (!(this.#headers instanceof Headers)) this.#headers = new Headers(this.#headers);
    return this.#headers;
  }

  /** The headers as they are kept (a Headers, or a record with lower-case names). */
  headerRecord(): Headers | Record<string, string> {
    return this.#headers;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
  get statusText(): string {
    return '';
  }
  get bodyUsed(): boolean {
    return this.#used || (this.#real?.bodyUsed ?? false);
  }
  get body(): ReadableStream<Uint8Array> | null {
    return this.#response().body;
  }
  get redirected(): boolean {
    return false;
  }
  get type(): ResponseType {
    return 'default';
  }
  get url(): string {
    return '';
  }

  /** The body as text, with no stream. */
  text(): Promise<string> {
    if (this.#real) return this.#real.text();
    return this.#use().then(() => this[TEXT]);
  }
  /** The body parsed, with no stream. */
  json(): Promise<unknown> {
    if (this.#real) return this.#real.json();
    return this.#use().then(() => JSON.parse(this[TEXT]) as unknown);
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#response().arrayBuffer();
  }
  bytes(): Promise<Uint8Array> {
    return this.#response()
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer));
  }
  blob(): Promise<Blob> {
    return this.#response().blob();
  }
  formData(): Promise<FormData> {
    return this.#response().formData();
  }
  clone(): Response {
    return this.#response().clone();
  }

  #use(): Promise<void> {
    if (this.#used) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    this.#used = true;
    return Promise.resolve();
  }

  /** The real Response, made on first need (the text goes into it unless it was already read). */
  #response(): Response {
    this.#real ??= new Response(this.#used ? null : this[TEXT], { status: this.status, headers: this.headers });
    if (this.#used && !this.#real.bodyUsed) void this.#real.text().catch(() => undefined);
    return this.#real;
  }
}
// `instanceof Response` holds, as for any answer of `app.fetch`.
Object.setPrototypeOf(JsonAnswer.prototype, Response.prototype);

/** The JSON text of `answer` when it is a `JsonAnswer`, else undefined. */
export function jsonAnswerText(answer: unknown): string | undefined {
  return answer instanceof JsonAnswer ? answer[TEXT] : undefined;
}

const JSON_ONLY = Object.freeze({ 'content-type': 'application/json' });

// Values known never to change once made (the API's exact caches hold them): their text is made once.
const frozen = new WeakMap<object, string | null>();

/**
 * Marks a value that is never changed after this call (a cached value shared by requests), so the
 * answers that send it serialize it once, not per request. Answers the value itself.
 * @example return c.json(sharedJson(await caches.menuItems.through('all', gens, read)), 200)
 */
export function sharedJson<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !frozen.has(value)) frozen.set(value, null);
  return value;
}

function stringify(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const known = frozen.get(value);
  if (known) return known;
  const text = JSON.stringify(value);
  if (known === null) frozen.set(value, text);
  return text;
}

type Json = Context['json'];

/** Middleware (first of the API): the request's `c.json` answers a `JsonAnswer`. */
export function jsonAnswers(c: Context, next: Next): Promise<void> {
  const { json, header, status } = c;
  // Whether the request set a header or a status of its own (then Hono composes the answer's shape).
  let shaped = false;
  c.header = ((...args: Parameters<typeof header>) => {
    shaped = true;
    return header(...args);
  }) as typeof header;
  c.status = ((code: Parameters<typeof status>[0]) => {
    shaped = true;
    return status(code);
  }) as typeof status;
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = stringify(object);
    const code = typeof arg === 'number' ? arg : arg?.status;
    if (text === undefined || (code !== undefined && NO_BODY_STATUS.has(code)))
      return json(object as never, arg as never, headers as never);
    let answer: JsonAnswer;
    if (!shaped && typeof arg !== 'object' && !headers) answer = new JsonAnswer(text, code ?? 200, JSON_ONLY);
    else {
      // The status and headers exactly as c.json would set them (the request's c.header()/c.status() included).
      const shape = c.newResponse(null, arg as never, { 'Content-Type': 'application/json', ...headers });
      answer = new JsonAnswer(text, shape.status, shape.headers);
    }
    if (answer.status === 200) answer.replayStamp = replayStampOf(c);
    return answer as unknown as Response;
  }) as Json;
  return next();
}
