import { atom } from 'nanostores';
import type { PaletteData } from '@/lib/shell/palette';

/** Where the palette's entries come from (src/pages/api/palette.json.ts). */
export const PALETTE_ENDPOINT = '/api/palette.json';

/** Whether the command palette is open. */
export const $paletteOpen = atom(false);

/** The palette's entries: null until first opened, then loading, loaded or failed. */
export const $paletteData = atom<{ state: 'loading' } | { state: 'ready'; data: PaletteData } | { state: 'failed' } | null>(null);

/** Opens the command palette (the drawer's search field and Ctrl+K call it). */
export function openPalette(): void {
  $paletteOpen.set(true);
}

/** Closes the command palette. */
export function closePalette(): void {
  $paletteOpen.set(false);
}

/** Opens the palette when closed, closes it when open. */
export function togglePalette(): void {
  $paletteOpen.set(!$paletteOpen.get());
}

/**
 * Whether a key press is the palette's shortcut: Ctrl+K, or Cmd+K on a Mac.
 * @example isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }) // true
 */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Loads the palette's entries once (the first time it opens), so no page carries them; a failed
 * load is tried again on the next call.
 */
export async function loadPaletteData(doFetch: typeof fetch = fetch): Promise<void> {
  const current = $paletteData.get();
  if (current?.state === 'loading' || current?.state === 'ready') return;
  $paletteData.set({ state: 'loading' });
  try {
    const response = await doFetch(PALETTE_ENDPOINT, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`palette entries: HTTP ${response.status}`);
    $paletteData.set({ state: 'ready', data: (await response.json()) as PaletteData });
  } catch (error) {
    console.error('[palette]', error instanceof Error ? error.message : error);
    $paletteData.set({ state: 'failed' });
  }
}
