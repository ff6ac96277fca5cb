/** A comment line goes out this often, so proxies and the browser see the connection alive. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after a stream ends (`retry:`). */
export const RECONNECT_MS = 2000;
// setTimeout cannot wait longer than this (about 24.8 days).
const MAX_TIMER_MS = 2_147_483_647;
const encoder = new TextEncoder();

/** What a stream's source writes with. */
export interface SseWriter {
  /** Sends text as it is (whole events: `event: x\ndata: {...}\n\n`); nothing once the stream has ended. */
  write(text: string): void;
  /** Ends the stream (the client reconnects after `retry:`). */
  end(): void;
}

/** Options of `sseStream`. */
export interface SseStreamOptions {
  /** When the access token expires (seconds since the epoch): the stream ends then, so the client reconnects with a fresh one. */
  expiresAt?: number | undefined;
  /** Ends the stream when the request goes away. */
  signal?: AbortSignal | undefined;
  heartbeatMs?: number | undefined;
  /**
   * Starts the source once the stream is open (after `retry:` and the `: connected` comment);
   * answers how to stop it (unsubscribe), called once when the stream ends for any reason.
   */
  open(writer: SseWriter): () => void;
}

/**
 * The body of a server-sent event stream (the notification bell, the material queue): `retry:` first,
 * a comment heartbeat, an end when the token expires, the request goes away or the source ends it.
 * @example new Response(sseStream({ expiresAt, signal, open: (sse) => hub.subscribe(...) }), { headers: { 'content-type': 'text/event-stream' } })
 */
export function sseStream(options: SseStreamOptions): ReadableStream<Uint8Array> {
  let cleanup = (): void => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      let stopSource: (() => void) | undefined;
      const write = (text: string): void => {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
      const end = (): void => {
        if (ended) return;
        ended = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      };
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      const expiry =
        options.expiresAt === undefined
          ? undefined
          : setTimeout(end, Math.min(Math.max(options.expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS));
      const onAbort = (): void => end();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      cleanup = () => {
        stopSource?.();
        stopSource = undefined;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        options.signal?.removeEventListener('abort', onAbort);
      };
      if (options.signal?.aborted) return end();
      write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      const stop = options.open({ write, end });
      // The source may have ended the stream while it started.
      if (ended) stop();
      else stopSource = stop;
    },
    cancel() {
      cleanup();
    },
  });
}
