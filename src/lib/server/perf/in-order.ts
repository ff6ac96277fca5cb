import { takeAnswers } from './answers-first';

/**
 * Requests started in the order they were read, one per turn of the event loop.
 *
 * Node starts a request the moment its socket is read, and a turn reads every socket that is ready:
 * under load a turn rendered a dozen pages back to back, and a request that arrived as the turn began
 * waited for all of them, then perhaps behind the next dozen too. At 25 connections the answers of one
 * kind of page ran from 5 to 100 ms (frames alone: p50 34 ms, p99 98-123 ms) though each took 4 ms to
 * render. Started here, a request waits only for the ones read before it: the sockets are read every
 * turn, and the database's and the compressor's answers, handled every turn too (the database's also
 * just before each start, answers-first.ts), let the pages under way go on between two starts.
 */
export function inOrder(): (start: () => void) => void {
  // A queue that may never run empty under steady load: a started request's slot is cleared at once (it
  // holds the request and its response), and the cleared front is dropped once it is most of the array.
  const waiting: ((() => void) | undefined)[] = [];
  let head = 0;
  let scheduled = false;
  const schedule = () => {
    scheduled = true;
    setImmediate(startNext);
  };
  const startNext = () => {
    scheduled = false;
    const start = waiting[head];
    if (!start) return;
    waiting[head] = undefined;
    head += 1;
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    } else {
      if (head >= 1024 && head * 2 >= waiting.length) {
        waiting.splice(0, head);
        head = 0;
      }
      // Whatever happens in the start, the requests behind it are not held up.
      schedule();
    }
    takeAnswers();
    start();
  };
  return (start) => {
    waiting.push(start);
    if (!scheduled) schedule();
  };
}
