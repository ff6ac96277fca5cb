import { describe, expect, it } from 'vitest';
import { c4, chartFactors, d2, d3, logGamma, MAX_SUBGROUP } from './constants';

// Montgomery, Introduction to Statistical Quality Control, Appendix VI (n = 2..25), as printed.
const PUBLISHED: Record<'d2' | 'd3' | 'c4' | 'A2' | 'A3' | 'B3' | 'B4' | 'D3' | 'D4', number[]> = {
  d2: [
    1.128, 1.693, 2.059, 2.326, 2.534, 2.704, 2.847, 2.97, 3.078, 3.173, 3.258, 3.336, 3.407, 3.472, 3.532, 3.588, 3.64, 3.689, 3.735,
    3.778, 3.819, 3.858, 3.895, 3.931,
  ],
  d3: [
    0.853, 0.888, 0.88, 0.864, 0.848, 0.833, 0.82, 0.808, 0.797, 0.787, 0.778, 0.77, 0.763, 0.756, 0.75, 0.744, 0.739, 0.734, 0.729, 0.724,
    0.72, 0.716, 0.712, 0.708,
  ],
  c4: [
    0.7979, 0.8862, 0.9213, 0.94, 0.9515, 0.9594, 0.965, 0.9693, 0.9727, 0.9754, 0.9776, 0.9794, 0.981, 0.9823, 0.9835, 0.9845, 0.9854,
    0.9862, 0.9869, 0.9876, 0.9882, 0.9887, 0.9892, 0.9896,
  ],
  A2: [
    1.88, 1.023, 0.729, 0.577, 0.483, 0.419, 0.373, 0.337, 0.308, 0.285, 0.266, 0.249, 0.235, 0.223, 0.212, 0.203, 0.194, 0.187, 0.18,
    0.173, 0.167, 0.162, 0.157, 0.153,
  ],
  A3: [
    2.659, 1.954, 1.628, 1.427, 1.287, 1.182, 1.099, 1.032, 0.975, 0.927, 0.886, 0.85, 0.817, 0.789, 0.763, 0.739, 0.718, 0.698, 0.68,
    0.663, 0.647, 0.633, 0.619, 0.606,
  ],
  B3: [
    0, 0, 0, 0, 0.03, 0.118, 0.185, 0.239, 0.284, 0.321, 0.354, 0.382, 0.406, 0.428, 0.448, 0.466, 0.482, 0.497, 0.51, 0.523, 0.534, 0.545,
    0.555, 0.565,
  ],
  B4: [
    3.267, 2.568, 2.266, 2.089, 1.97, 1.882, 1.815, 1.761, 1.716, 1.679, 1.646, 1.618, 1.594, 1.572, 1.552, 1.534, 1.518, 1.503, 1.49,
    1.477, 1.466, 1.455, 1.445, 1.435,
  ],
  D3: [
    0, 0, 0, 0, 0, 0.076, 0.136, 0.184, 0.223, 0.256, 0.283, 0.307, 0.328, 0.347, 0.363, 0.378, 0.391, 0.403, 0.415, 0.425, 0.434, 0.443,
    0.451, 0.459,
  ],
  D4: [
    3.267, 2.574, 2.282, 2.114, 2.004, 1.924, 1.864, 1.816, 1.777, 1.744, 1.717, 1.693, 1.672, 1.653, 1.637, 1.622, 1.608, 1.597, 1.585,
    1.575, 1.566, 1.557, 1.548, 1.541,
  ],
};

// Where the printed table's last digit differs by one from today's d2/d3 (it was cut rather than
// rounded, or made from older d3 values): ASTM's table prints these as computed here.
const PRINTED_OFF_BY_ONE = new Set(['D4(3)', 'D4(18)', 'd3(19)', 'D3(19)', 'D4(19)', 'D3(22)', 'D4(22)', 'D3(24)']);

const SIZES = Array.from({ length: MAX_SUBGROUP - 1 }, (_, i) => i + 2);

// Standard normal CDF from the error function's Taylor series (|x| < 3) and continued fraction.
function phi(x: number): number {
  const t = Math.abs(x) / Math.SQRT2;
  let erf: number;
  if (t < 3) {
    let sum = t;
    let term = t;
    for (let n = 1; Math.abs(term) > 1e-17; n++) {
      term *= (-t * t) / n;
      sum += term / (2 * n + 1);
    }
    erf = (2 / Math.sqrt(Math.PI)) * sum;
  } else {
    let f = 0;
    for (let k = 60; k >= 1; k--) f = k / 2 / (t + f);
    erf = 1 - Math.exp(-t * t) / Math.sqrt(Math.PI) / (t + f);
  }
  return 0.5 * (1 + (x < 0 ? -erf : erf));
}

/** d2 and d3 by integrating the distribution of the range (trapezoid on a grid of step h). */
function rangeMoments(n: number, h: number): { d2: number; d3: number } {
  const xs: number[] = [];
  for (let x = -8; x <= 8 + 1e-9; x += h) xs.push(x);
  const p = xs.map(phi);
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < xs.length; i++) {
    const pi = p[i] as number;
    m1 += (1 - (1 - pi) ** n - pi ** n) * h;
    for (let j = i; j < xs.length; j++) {
      const pj = p[j] as number;
      m2 += (j === i ? 0.5 : 1) * (1 - pj ** n - (1 - pi) ** n + (pj - pi) ** n);
    }
  }
  m2 *= 2 * h * h;
  return { d2: m1, d3: Math.sqrt(m2 - m1 * m1) };
}

describe('control chart constants', () => {
  it('d2 is the expected range, integrated for every n from 2 to 25', () => {
    for (const n of SIZES) expect(d2(n)).toBeCloseTo(rangeMoments(n, 0.02).d2, 6);
  });

  it('d3 is the standard deviation of the range (integrated, extrapolated to step 0)', () => {
    expect(d3(2)).toBeCloseTo(Math.sqrt(2 - 4 / Math.PI), 6);
    for (const n of [3, 5, 8, 12, 17, 25]) {
      const coarse = rangeMoments(n, 0.08).d3;
      const fine = rangeMoments(n, 0.04).d3;
      expect(d3(n)).toBeCloseTo(fine - (coarse - fine) / 3, 5);
    }
  });

  it('c4 comes from the gamma function: sqrt(2/pi) at n = 2, and Γ(5) = 24', () => {
    expect(c4(2)).toBeCloseTo(Math.sqrt(2 / Math.PI), 12);
    expect(Math.exp(logGamma(5))).toBeCloseTo(24, 9);
    expect(Math.exp(logGamma(0.5))).toBeCloseTo(Math.sqrt(Math.PI), 12);
  });

  it('every factor for n = 2..25 rounds to the published table', () => {
    const misses: string[] = [];
    for (const n of SIZES) {
      const f = chartFactors(n);
      for (const [name, column] of Object.entries(PUBLISHED)) {
        const places = name === 'c4' ? 4 : 3;
        const computed = f[name as keyof typeof PUBLISHED];
        const printed = column[n - 2] as number;
        const lastDigits = Math.round(Math.abs(computed - printed) * 10 ** places);
        const allowed = PRINTED_OFF_BY_ONE.has(`${name}(${n})`) ? 1 : 0;
        if (lastDigits > allowed) misses.push(`${name}(${n}): ${computed.toFixed(places)} vs ${printed}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('refuses subgroup sizes outside 2..25', () => {
    expect(() => d2(1)).toThrow(RangeError);
    expect(() => d3(26)).toThrow(RangeError);
    expect(() => d2(2.5)).toThrow(RangeError);
  });
});
