import { describe, expect, it } from 'vitest';
import { $theme, isDarkValue, toggleTheme } from './theme';

describe('$theme', () => {
  it('is dark by default', () => {
    expect($theme.get()).toEqual({ isDark: true });
    expect(isDarkValue(null)).toBe(true);
    expect(isDarkValue('true')).toBe(true);
    expect(isDarkValue('false')).toBe(false);
  });

  it('toggles (outside a browser it only changes the store)', () => {
    toggleTheme();
    expect($theme.get().isDark).toBe(false);
    toggleTheme();
    expect($theme.get().isDark).toBe(true);
  });
});
