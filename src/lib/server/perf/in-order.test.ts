import { stat } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { answerFirst } from './answers-first';
import { inOrder } from './in-order';

/** Holds the thread for `ms`, as rendering a page does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('inOrder', () => {
  it('starts requests in the order they came, none at once', async () => {
    const inTurn = inOrder();
    const started: string[] = [];
    const done = new Promise<void>((resolve) => {
      inTurn(() => started.push('a'));
      inTurn(() => started.push('b'));
      inTurn(() => {
        started.push('c');
        resolve();
      });
    });
    expect(started).toEqual([]);
    await done;
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('lets what finished while one request ran be handled before the next starts', async () => {
    const inTurn = inOrder();
    const seen: string[] = [];
    await new Promise<void>((resolve) => {
      inTurn(() => {
        seen.push('start a');
        // A look at the disk on the thread pool, done long before this start gives the thread back.
        stat(fileURLToPath(import.meta.url), () => seen.push('a read its file'));
        busy(100);
      });
      inTurn(() => {
        seen.push('start b');
        resolve();
      });
    });
    expect(seen).toEqual(['start a', 'a read its file', 'start b']);
  });

  it('takes the database answers that came before starting the next request', async () => {
    const inTurn = inOrder();
    const seen: string[] = [];
    const { port1, port2 } = new MessageChannel();
    const stop = answerFirst(port1, (message) => seen.push(String(message)));
    try {
      await new Promise<void>((resolve) => {
        inTurn(() => {
          seen.push('start a');
          port2.postMessage('answer for a');
        });
        inTurn(() => {
          seen.push('start b');
          resolve();
        });
      });
      expect(seen).toEqual(['start a', 'answer for a', 'start b']);
    } finally {
      stop();
      port1.close();
    }
  });

  it('keeps going after a request that started nothing else', async () => {
    const inTurn = inOrder();
    const seen: number[] = [];
    await new Promise<void>((resolve) => {
      for (let i = 0; i < 50; i += 1) inTurn(() => seen.push(i));
      inTurn(resolve);
    });
    // And again once the queue was empty.
    await new Promise<void>((resolve) => inTurn(resolve));
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('lets go of a request once it started, though others still wait behind it', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const inTurn = inOrder();
    let startedFirst!: () => void;
    const first = new Promise<void>((resolve) => (startedFirst = resolve));
    // The first request's page is held by its start alone.
    const held = ((page: { html: string }) => {
      inTurn(() => {
        void page.html.length;
        startedFirst();
      });
      return new WeakRef(page);
    })({ html: 'x'.repeat(1 << 20) });
    // The queue never runs empty: two requests wait behind the first, and each that starts brings another.
    let stop = false;
    let queued = 0;
    const started: number[] = [];
    const more = (n: number) => () => {
      started.push(n);
      if (!stop) inTurn(more((queued += 1)));
    };
    inTurn(more((queued += 1)));
    inTurn(more((queued += 1)));
    await first;
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc();
    const stillHeld = held.deref() !== undefined;
    stop = true;
    expect(stillHeld).toBe(false);
    // Thousands started meanwhile (the queue's cleared front dropped more than once), each in its turn.
    expect(started.length).toBeGreaterThan(2048);
    expect(started).toEqual(started.map((_, i) => i + 1));
  });
});
