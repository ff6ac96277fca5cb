import { beforeEach, describe, expect, it } from 'vitest';
import { $drawerOpen, initDrawer, isWide, itemChosen, toggleDrawer } from './drawer';

describe('$drawerOpen', () => {
  beforeEach(() => $drawerOpen.set(null));

  it('opens by itself only above 1250 px', () => {
    expect(isWide(1251)).toBe(true);
    expect(isWide(1250)).toBe(false);
    initDrawer(1400);
    expect($drawerOpen.get()).toBe(true);
    $drawerOpen.set(null);
    initDrawer(1000);
    expect($drawerOpen.get()).toBe(false);
  });

  it('closes after an item is chosen at 1250 px or narrower, not wider', () => {
    $drawerOpen.set(true);
    itemChosen(1400);
    expect($drawerOpen.get()).toBe(true);
    itemChosen(1250);
    expect($drawerOpen.get()).toBe(false);
  });

  it('toggles', () => {
    initDrawer(1000);
    toggleDrawer();
    expect($drawerOpen.get()).toBe(true);
  });
});
