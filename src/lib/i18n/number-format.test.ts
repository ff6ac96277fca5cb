import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './number-format';

describe('number format', () => {
  it('writes decimals and thousands as each language does', () => {
    expect(formatNumber(1519.46, 'en', { decimals: 1 })).toBe('1,519.5');
    expect(formatNumber(1519.46, 'es', { decimals: 1 })).toBe('1519,5');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatNumber(2, 'es', { decimals: 2 })).toBe('2,00');
    expect(formatNumber(1 / 3, 'en')).toBe('0.3333');
  });

  it('writes a percentage with its space before the sign', () => {
    expect(formatPercent(83.333, 'es')).toBe('83,3 %');
    expect(formatPercent(83.333, 'en')).toBe('83.3 %');
    expect(formatPercent(100, 'es', { decimals: 1 })).toBe('100,0 %');
  });
});
