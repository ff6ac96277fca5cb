import { describe, expect, it } from 'vitest';
import { checkReading } from './entry';

describe('checkReading', () => {
  it('reads numbers as a gauge or a person types them, and flags those outside the specification', () => {
    expect(checkReading(' 74.012 ', 73.95, 74.05)).toEqual({ value: 74.012, outOfSpec: false });
    expect(checkReading('74,06', 73.95, 74.05)).toEqual({ value: 74.06, outOfSpec: true });
    expect(checkReading('73.9', 73.95, null)).toEqual({ value: 73.9, outOfSpec: true });
    expect(checkReading('.5', null, null)).toEqual({ value: 0.5, outOfSpec: false });
  });

  it('refuses letters and empty fields', () => {
    expect(checkReading('7a.1', 0, 1)).toEqual({ error: 'not-number' });
    expect(checkReading('', 0, 1)).toEqual({ error: 'empty' });
    expect(checkReading('1.2.3', 0, 1)).toEqual({ error: 'not-number' });
  });
});
