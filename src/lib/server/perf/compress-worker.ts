import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';
import { LOWER_THIS_THREAD } from './helper-threads';

/**
 * Compression of a gathered page on a thread of its own. The main thread renders every page and is
 * what a page waits for under load; compressing a page there was a sixth of its time while the other
 * core had room. zlib's own asynchronous calls (the libuv thread pool) cost about twice the CPU per page
 * here, so one worker runs the same synchronous call the main thread ran, on the page handed over. Should
 * the worker fail, the main thread compresses, as before.
 */

export type Encoding = 'zstd' | 'br' | 'gzip';

/**
 * The settings: zstd level 3, brotli quality 3, gzip level 6. On the portal's pages zstd 3 is as small as
 * brotli 3 (16.4 KB for a 74 KB page) for a third of the work (0.20 against 0.56 ms); brotli 3 makes a
 * page about 5 % larger than 4 (under a millisecond more on a 1 Mbit/s line) for 40 % less work. Under
 * load the two cores are shared by everything the server does.
 */
export const ZSTD_LEVEL = 3;
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 6;

/** The compression itself, the same on the worker and on the main thread. */
function compress(body: Uint8Array, encoding: Encoding): Buffer {
  if (encoding === 'zstd')
    return zstdCompressSync(body, { pledgedSrcSize: body.byteLength, params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
  return gzipSync(body, { level: GZIP_LEVEL });
}

// The worker's code: the same zlib calls (no import of this module: the built server bundles it),
// on a thread below the main thread's priority (helper-threads.ts).
const WORKER_SOURCE = `
${LOWER_THIS_THREAD}
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync, constants, gzipSync, zstdCompressSync } = require('node:zlib');
parentPort.on('message', ({ id, body, encoding, zstd, quality, level }) => {
  try {
    const out = encoding === 'zstd'
      ? zstdCompressSync(body, { pledgedSrcSize: body.byteLength, params: { [constants.ZSTD_c_compressionLevel]: zstd } })
      : encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : gzipSync(body, { level });
    parentPort.postMessage({ id, out });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error), body }, [body.buffer]);
  }
});
`;

type Pending = { resolve: (out: Uint8Array) => void; reject: (error: Error & { body?: Uint8Array | undefined }) => void };
let worker: Worker | null = null;
let broken = false;
let next = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  worker = null;
  broken = true;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function started(): Worker | null {
  if (worker || broken) return worker;
  try {
    const created = new Worker(WORKER_SOURCE, { eval: true, name: 'apps-compress' });
    created.on('message', ({ id, out, error, body }: { id: number; out?: Uint8Array; error?: string; body?: Uint8Array }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (!waiting) return;
      if (out) waiting.resolve(out);
      else waiting.reject(Object.assign(new Error(error ?? 'compression failed'), { body }));
      // Idle, the worker keeps nothing alive (a test process or a stopping server may exit).
      if (pending.size === 0) created.unref();
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', () => failAll(new Error('the compression worker stopped')));
    created.unref();
    worker = created;
  } catch {
    broken = true;
  }
  return worker;
}

/**
 * A gathered page compressed with zstd, brotli or gzip on the compression worker; on the main thread when
 * the worker cannot be had or its call failed. A page handed over to a worker that then stopped is lost
 * with it (the request fails; the next pages are compressed on the main thread).
 */
export async function compressed(body: Buffer, encoding: Encoding): Promise<Uint8Array> {
  const thread = started();
  if (!thread) return compress(body, encoding);
  const id = (next += 1);
  // A page gathered by Buffer.concat owns its memory (above 4 KB Node pools nothing): handed over, not copied.
  const owned = body.byteOffset === 0 && body.buffer.byteLength === body.byteLength && !(body.buffer instanceof SharedArrayBuffer);
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.ref();
      thread.postMessage({ id, body, encoding, zstd: ZSTD_LEVEL, quality: BROTLI_QUALITY, level: GZIP_LEVEL }, owned ? [body.buffer] : []);
    });
  } catch (error) {
    const back = (error as { body?: Uint8Array }).body ?? (owned ? undefined : body);
    if (!back) throw error;
    return compress(back, encoding);
  }
}
