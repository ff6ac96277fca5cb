import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunk, shouldReload } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('chunk reload guard', () => {
  it('reloads at most once a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunk(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForChunk(storage, reload, 1_059_999)).toBe(false);
    expect(reloadForChunk(storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1060000');
  });

  it('treats a missing, broken or future timestamp as no earlier reload', () => {
    expect(shouldReload(null, 5)).toBe(true);
    expect(shouldReload('nope', 5)).toBe(true);
    expect(shouldReload('999999', 5)).toBe(true);
  });

  it('recognizes failed chunk loads of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
