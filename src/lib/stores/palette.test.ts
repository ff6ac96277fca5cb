import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $paletteData, $paletteOpen, closePalette, isPaletteShortcut, loadPaletteData, openPalette, togglePalette } from './palette';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('$paletteOpen', () => {
  beforeEach(() => {
    $paletteOpen.set(false);
    $paletteData.set(null);
  });

  it('opens, closes and toggles', () => {
    openPalette();
    expect($paletteOpen.get()).toBe(true);
    togglePalette();
    expect($paletteOpen.get()).toBe(false);
    togglePalette();
    closePalette();
    expect($paletteOpen.get()).toBe(false);
  });

  it('answers Ctrl+K and Cmd+K only', () => {
    expect(isPaletteShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('k'))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });

  it('loads the entries once, and again after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(async () => new Response('no', { status: 500 }));
    await loadPaletteData(failing);
    expect($paletteData.get()).toEqual({ state: 'failed' });
    const data = { apps: [['Maintenance', 'Maintenance', 'Mantenimiento']], pages: [['/Maintenance', 'Maintenance', 'Mantenimiento']] };
    const working = vi.fn(async () => Response.json(data));
    await loadPaletteData(working);
    await loadPaletteData(working);
    expect(working).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledWith('/api/palette.json', expect.anything());
    expect($paletteData.get()).toEqual({ state: 'ready', data });
  });
});
