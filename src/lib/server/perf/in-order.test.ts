import { stat } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
});
