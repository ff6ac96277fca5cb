import { describe, expect, it } from 'vitest';
import { capability, histogram } from './capability';
import { PISTON_RINGS } from './reference-data';

const trial = PISTON_RINGS.slice(0, 25).map((readings) => ({ readings }));

describe('capability', () => {
  it('piston rings against 74.000 +/- 0.05: Cp 1.70 and Cpk 1.66 from R-bar/d2', () => {
    const c = capability('xbar-r', trial, 73.95, 74.05);
    expect(c?.sigmaWithinMethod).toBe('R-bar/d2');
    expect(c?.sigmaWithin).toBeCloseTo(0.02276 / 2.325929, 6);
    expect(c?.cp).toBeCloseTo(1.7, 2);
    expect(c?.cpk).toBeCloseTo(1.66, 2);
  });

  it('Pp and Ppk use the sample standard deviation of all 125 readings', () => {
    const all = PISTON_RINGS.slice(0, 25).flat();
    const m = all.reduce((a, b) => a + b, 0) / all.length;
    const s = Math.sqrt(all.reduce((a, b) => a + (b - m) ** 2, 0) / (all.length - 1));
    const c = capability('xbar-s', trial, 73.95, 74.05);
    expect(c?.sigmaWithinMethod).toBe('s-bar/c4');
    expect(c?.sigmaOverall).toBeCloseTo(s, 12);
    expect(c?.pp).toBeCloseTo(0.1 / (6 * s), 9);
    expect(c?.ppk).toBeCloseTo(Math.min(74.05 - m, m - 73.95) / (3 * s), 9);
  });

  it('counts have no capability indexes', () => {
    expect(
      capability(
        'p',
        [
          { count: 1, sampleSize: 50 },
          { count: 2, sampleSize: 50 },
        ],
        0,
        1,
      ),
    ).toBeNull();
  });

  it('the histogram spans both specification limits and counts every reading once', () => {
    const values = PISTON_RINGS.flat();
    const bins = histogram(values, 73.95, 74.05);
    expect(bins[0]?.from).toBeLessThan(73.95);
    expect(bins.at(-1)?.to).toBeGreaterThan(74.05);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(values.length);
    expect(bins.length).toBe(14);
  });
});
