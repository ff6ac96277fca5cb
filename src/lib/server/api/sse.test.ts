import { describe, expect, it } from 'vitest';
import { sseStream, type SseWriter } from './sse';

/** Reads a stream to its end (or until `until` matches the text so far, then cancels it). */
async function readAll(stream: ReadableStream<Uint8Array>, until?: RegExp): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    if (until?.test(text)) {
      await reader.cancel();
      return text;
    }
  }
}

describe('sseStream (the notification bell and the material queue)', () => {
  it('opens with retry and a comment, sends what the source writes, beats, and stops the source once when it ends', async () => {
    let stops = 0;
    let writer: SseWriter | undefined;
    const stream = sseStream({
      heartbeatMs: 20,
      open(sse) {
        writer = sse;
        sse.write('event: move\ndata: {"id":1}\n\n');
        return () => (stops += 1);
      },
    });
    const reading = readAll(stream);
    await new Promise((resolve) => setTimeout(resolve, 70));
    writer!.end();
    writer!.write('event: late\n\n');
    const text = await reading;
    expect(text.startsWith('retry: 2000\n: connected\n\nevent: move\ndata: {"id":1}\n\n')).toBe(true);
    expect(text).toContain(': keep-alive\n\n');
    expect(text).not.toContain('late');
    expect(stops).toBe(1);
  });

  it('ends when the access token expires, and at once for a request already gone', async () => {
    let stops = 0;
    const expiring = await readAll(sseStream({ expiresAt: Date.now() / 1000 + 0.05, open: () => () => (stops += 1) }));
    expect(expiring).toBe('retry: 2000\n: connected\n\n');
    expect(stops).toBe(1);
    let opened = false;
    const gone = await readAll(
      sseStream({
        signal: AbortSignal.abort(),
        open: () => {
          opened = true;
          return () => {};
        },
      }),
    );
    expect(gone).toBe('');
    expect(opened).toBe(false);
  });

  it('stops the source when the client goes away or cancels, and when the source ends the stream as it starts', async () => {
    const controller = new AbortController();
    let stops = 0;
    const reading = readAll(sseStream({ signal: controller.signal, open: () => () => (stops += 1) }));
    controller.abort();
    expect(await reading).toBe('retry: 2000\n: connected\n\n');
    await readAll(sseStream({ open: () => () => (stops += 1) }), /connected/);
    let ended = 0;
    await readAll(
      sseStream({
        open: ({ end }) => {
          end();
          return () => (ended += 1);
        },
      }),
    );
    expect([stops, ended]).toEqual([2, 1]);
  });
});
