import { describe, expect, it, vi } from 'vitest';
import { createLiveSearch, MAX_QUERY, type LiveSearchState, type SearchFetch } from './live-search';

const result = (partNum: string) => ({
  parts: [{ partNum, description: partNum, uom: 'EA', source: 'P' as const, onHand: 0 }],
  more: false,
});

describe('live part search', () => {
  it('sends one search after the typing pauses, for the last text typed', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const search: SearchFetch = async (q) => (asked.push(q), result(q));
    const states: LiveSearchState[] = [];
    const live = createLiveSearch(search, (s) => states.push(s), 100);
    live.type('s');
    live.type('se');
    live.type('seal');
    await vi.advanceTimersByTimeAsync(150);
    expect(asked).toEqual(['seal']);
    expect(states.at(-1)).toMatchObject({ status: 'done', q: 'seal' });
    vi.useRealTimers();
  });

  it('never shows the late answer of a search that a newer one cancelled', async () => {
    const pending: ((r: ReturnType<typeof result>) => void)[] = [];
    const signals: AbortSignal[] = [];
    const search: SearchFetch = (_q, signal) => (signals.push(signal), new Promise((resolve) => pending.push(resolve)));
    const states: LiveSearchState[] = [];
    const live = createLiveSearch(search, (s) => states.push(s), 0);
    const first = live.now('rod');
    const second = live.now('rod eye');
    expect(signals[0]?.aborted).toBe(true);
    pending[1]?.(result('EYE-1.50'));
    pending[0]?.(result('ROD-OLD'));
    await Promise.all([first, second]);
    const done = states.filter((s) => s.status === 'done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ q: 'rod eye' });
  });

  it('clears on empty text, refuses text longer than the API takes, and says when the search failed', async () => {
    const states: LiveSearchState[] = [];
    const live = createLiveSearch(
      async () => Promise.reject(new Error('offline')),
      (s) => states.push(s),
      0,
    );
    await live.now('   ');
    await live.now('x'.repeat(MAX_QUERY + 1));
    await live.now('seal');
    expect(states.map((s) => (s.status === 'failed' ? s.reason : s.status))).toEqual(['idle', 'too-long', 'searching', 'failed']);
  });
});
