import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The niceness of the server's helper threads: the database's (PGlite), the compressor's and V8's
 * garbage collector helpers, against the main thread's 0.
 *
 * The main thread renders every page, and under load it is what every request waits for (busy 96 %
 * of the time at 25 connections). On two cores the helpers took its core from it now and then, and
 * the pages queued behind it waited the longer. At 10 (a tenth of the main thread's share of a core
 * they both want) a helper still runs at once on an idle core, and the main thread keeps its own: in
 * the fresh mix, 381 -> 399 pages/s and p99 133 -> 116 ms (12 alternating rounds). At 19 the database
 * starved behind other processes and the pages waiting for it were later: no gain.
 * Lowering one's own threads needs no privilege; where it cannot be done (not Linux), nothing changes.
 */
export const HELPER_NICE = 10;

/** A worker's first statement (worker sources are plain scripts): lowers that worker's own thread. */
export const LOWER_THIS_THREAD = `try { require('node:os').setPriority(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()), ${HELPER_NICE}); } catch {}`;

/** The thread ids of this process whose name is `name` (Linux; none elsewhere). */
export function threadsNamed(name: string): number[] {
  try {
    return readdirSync('/proc/self/task')
      .filter((tid) => {
        try {
          return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name;
        } catch {
          return false; // ended meanwhile
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** The calling thread's id (Linux), or null. */
export function thisThread(): number | null {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

/** Lowers V8's garbage collector helpers (started with the process, named V8Worker); answers how many. */
export function lowerCollectorHelpers(): number {
  let lowered = 0;
  for (const tid of threadsNamed('V8Worker')) {
    try {
      setPriority(tid, HELPER_NICE);
      lowered += 1;
    } catch {
      // Not ours to change (gone, or not allowed): it keeps its priority.
    }
  }
  return lowered;
}
