import type { PartSearchResult } from './schemas';

/** The longest text the search takes (the API refuses more). */
export const MAX_QUERY = 60;
/** How long typing must pause before a search is sent: a scanner's burst or a fast typist sends one. */
export const SEARCH_DELAY_MS = 180;

/** What the screen shows for the text typed so far. */
export type LiveSearchState =
  | { status: 'idle' }
  | { status: 'searching'; q: string }
  | { status: 'done'; q: string; result: PartSearchResult }
  | { status: 'failed'; q: string; reason: 'too-long' | 'failed' };

/** How a live search asks the API (the browser's fetch through /api/v1 in the island, anything in a test). */
export type SearchFetch = (q: string, signal: AbortSignal) => Promise<PartSearchResult>;

/**
 * Search as you type: each change waits SEARCH_DELAY_MS for the next; a new search cancels the one in
 * flight (its late answer is never shown), and `now` skips the wait (Enter, a scan). Empty text clears.
 * @example const live = createLiveSearch(fetchParts, setState); live.type('seal'); live.stop();
 */
export function createLiveSearch(search: SearchFetch, show: (state: LiveSearchState) => void, delay = SEARCH_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  const cancel = (): void => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };
  const run = async (q: string): Promise<void> => {
    const controller = new AbortController();
    inFlight = controller;
    show({ status: 'searching', q });
    try {
      const result = await search(q, controller.signal);
      if (!controller.signal.aborted) show({ status: 'done', q, result });
    } catch {
      if (!controller.signal.aborted) show({ status: 'failed', q, reason: 'failed' });
    }
  };
  const start = (text: string, wait: number): Promise<void> => {
    cancel();
    const q = text.trim();
    if (q === '') {
      show({ status: 'idle' });
      return Promise.resolve();
    }
    if (q.length > MAX_QUERY) {
      show({ status: 'failed', q, reason: 'too-long' });
      return Promise.resolve();
    }
    if (wait === 0) return run(q);
    return new Promise((resolve) => {
      timer = setTimeout(() => void run(q).then(resolve), wait);
    });
  };
  return {
    /** The text changed: search after the pause. */
    type: (text: string) => void start(text, delay),
    /** Search now (Enter, a scan), cancelling what waits or runs. */
    now: (text: string) => start(text, 0),
    /** Stops everything (the island leaves). */
    stop: cancel,
  };
}
