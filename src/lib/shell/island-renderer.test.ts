import { describe, expect, it } from 'vitest';
import { DrawerToggle } from '@/islands/shell/DrawerToggle';
import { NotificationBell } from '@/islands/notifications/NotificationBell';
import { TAGGED_ISLANDS, tagReactIslands } from './island-renderer';

const RENDERER = Symbol.for('astro:renderer');

describe('island renderer names', () => {
  it('names React as the renderer of every island under src/islands, so Astro does not render one to find out', () => {
    expect(TAGGED_ISLANDS).toBeGreaterThan(20);
    expect((DrawerToggle as unknown as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    expect((NotificationBell as unknown as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
  });
  it('names components only (capitalised functions), and leaves a name already given', () => {
    const Mine = () => null;
    const helper = () => 1;
    const Other = Object.assign(() => null, { [RENDERER]: 'other' });
    expect(tagReactIslands([{ Mine, helper, Other, LIMIT: 3 }])).toBe(2);
    expect((Mine as unknown as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    expect((helper as unknown as Record<symbol, unknown>)[RENDERER]).toBeUndefined();
    expect((Other as unknown as Record<symbol, unknown>)[RENDERER]).toBe('other');
  });
});
