/** The sessionStorage key holding when the page last reloaded for a failed code chunk. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** Chunk-reload guard: at most one reload a minute (spec §4, §9). */
export const CHUNK_RELOAD_GUARD = 60_000;

/**
 * Whether a failed chunk load may reload the page now, given the last such reload.
 * @example shouldReload(null, Date.now()) // true
 */
export function shouldReload(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  return !lastReloadAt || !Number.isFinite(last) || now - last >= CHUNK_RELOAD_GUARD || last > now;
}

/**
 * Whether an error is a code chunk that failed to load (a dynamic import or a module preload).
 * @example isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/x.js')) // true
 */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** Reloads the page for a failed chunk unless it already did so in the last minute; true when it reloads. */
export function reloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  let last: string | null = null;
  try {
    last = storage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return false;
  }
  if (!shouldReload(last, now)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold: better not to reload at all than to loop.
    return false;
  }
  reload();
  return true;
}
