import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { computeLimits, plotAgainst } from './limits';
import { CIRCUIT_BOARDS, DYED_CLOTH, LOAN_COSTS, ORANGE_JUICE, PISTON_RINGS } from './reference-data';
import { ALL_TESTS } from './rules';
import type { ChartSeries, Subgroup } from './types';

const rings: Subgroup[] = PISTON_RINGS.map((readings) => ({ readings }));
const trial = rings.slice(0, 25);

/** The series of one kind, which must be there. */
function kind(charts: ChartSeries[], k: string): ChartSeries {
  const s = charts.find((c) => c.kind === k);
  if (!s) throw new Error(`no ${k} chart`);
  return s;
}

describe('X-bar and R: Montgomery Example 6.1, piston rings', () => {
  const [xbar, r] = plotAgainst(computeLimits('xbar-r', trial), trial, 0, 25) as [ChartSeries, ChartSeries];

  it('has the published limits (x-double-bar 74.001, R-bar 0.023; 73.988 to 74.014; R up to 0.049)', () => {
    expect(xbar.centerLine).toBeCloseTo(74.00118, 5);
    expect(xbar.ucl).toBeCloseTo(74.0143, 4);
    expect(xbar.lcl).toBeCloseTo(73.98805, 4);
    expect(r.centerLine).toBeCloseTo(0.02276, 5);
    expect(r.ucl).toBeCloseTo(0.04812, 4);
    expect(r.lcl).toBe(0);
    expect(xbar.points[0]?.value).toBeCloseTo(74.0102, 4);
    expect(r.points[0]?.value).toBeCloseTo(0.038, 6);
  });

  it('frozen trial limits flag subgroups 37, 38 and 39 of the later data beyond the upper limit', () => {
    const built = buildChart({
      type: 'xbar-r',
      subgroups: rings,
      phases: [{ start: 0, limits: computeLimits('xbar-r', trial) }],
      tests: [{ test: 1, k: 3 }],
    });
    const flagged = kind(built.charts, 'xbar')
      .points.filter((p) => p.tests.includes(1))
      .map((p) => p.index + 1);
    expect(flagged).toEqual([37, 38, 39]);
    expect(kind(built.charts, 'xbar').ucl).toBeCloseTo(74.0143, 4);
  });
});

describe('X-bar and S: Montgomery Example 6.3, piston rings', () => {
  it('has the published limits of x-bar (73.988 to 74.014) and the S chart from B3, B4 of n = 5', () => {
    const [xbar, s] = plotAgainst(computeLimits('xbar-s', trial), trial, 0, 25) as [ChartSeries, ChartSeries];
    // s-bar computed here directly: the mean of each subgroup's sample standard deviation.
    const sd = (xs: number[]) => {
      const m = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    };
    const sbar = PISTON_RINGS.slice(0, 25).reduce((a, g) => a + sd(g), 0) / 25;
    expect(s.centerLine).toBeCloseTo(sbar, 12);
    expect(s.ucl).toBeCloseTo(2.089 * sbar, 5);
    expect(s.lcl).toBe(0);
    expect(xbar.ucl).toBeCloseTo(74.014, 3);
    expect(xbar.lcl).toBeCloseTo(73.988, 3);
    expect(xbar.ucl - xbar.centerLine).toBeCloseTo(1.427 * sbar, 5);
  });
});

describe('individuals and moving range: Montgomery Example 6.5, loan costs', () => {
  const built = buildChart({ type: 'imr', subgroups: LOAN_COSTS.map((x) => ({ readings: [x] })), tests: ALL_TESTS });
  const i = kind(built.charts, 'i');
  const mr = kind(built.charts, 'mr');

  it('has the published limits (x-bar 300.5, MR-bar 7.79; 279.78 to 321.22; MR up to 25.45)', () => {
    expect(i.centerLine).toBeCloseTo(300.5, 6);
    expect(mr.centerLine).toBeCloseTo(148 / 19, 9);
    expect(i.ucl).toBeCloseTo(321.21, 1);
    expect(i.lcl).toBeCloseTo(279.79, 1);
    expect(mr.ucl).toBeCloseTo(25.45, 1);
    expect(mr.lcl).toBe(0);
  });

  it('plots one moving range fewer than individuals, from the second week', () => {
    expect(i.points).toHaveLength(20);
    expect(mr.points.map((p) => p.index)).toEqual(Array.from({ length: 19 }, (_, k) => k + 1));
    expect(mr.points[0]?.value).toBe(22);
    expect(i.points.every((p) => p.tests.length === 0)).toBe(true);
  });
});

describe('counts', () => {
  it('p chart: Montgomery Example 7.1, orange juice cans (p-bar 0.2313; 0.0524 to 0.4102)', () => {
    const [p] = plotAgainst(
      computeLimits(
        'p',
        ORANGE_JUICE.map((count) => ({ count, sampleSize: 50 })),
      ),
      ORANGE_JUICE.map((count) => ({ count, sampleSize: 50 })),
      0,
      30,
    ) as [ChartSeries];
    expect(p.centerLine).toBeCloseTo(0.231333, 5);
    expect(p.ucl).toBeCloseTo(0.4102391, 6);
    expect(p.lcl).toBeCloseTo(0.05242755, 6);
    expect(p.points[14]?.value).toBeCloseTo(0.44, 9);
  });

  it('np chart: the same cans as counts (11.57; 2.62 to 20.51)', () => {
    const data = ORANGE_JUICE.map((count) => ({ count, sampleSize: 50 }));
    const built = buildChart({ type: 'np', subgroups: data, tests: [{ test: 1, k: 3 }] });
    const np = kind(built.charts, 'np');
    expect(np.centerLine).toBeCloseTo(11.5667, 4);
    expect(np.ucl).toBeCloseTo(20.512, 3);
    expect(np.lcl).toBeCloseTo(2.6214, 3);
    // Samples 15 and 23 lie above the limit, as the book finds.
    expect(np.points.filter((pt) => pt.tests.includes(1)).map((pt) => pt.index + 1)).toEqual([15, 23]);
  });

  it('c chart: Montgomery Example 7.3, circuit boards (19.85; 6.48 to 33.22)', () => {
    const built = buildChart({
      type: 'c',
      subgroups: CIRCUIT_BOARDS.map((count) => ({ count, sampleSize: 1 })),
      tests: [{ test: 1, k: 3 }],
    });
    const c = kind(built.charts, 'c');
    expect(c.centerLine).toBeCloseTo(19.84615, 5);
    expect(c.ucl).toBeCloseTo(33.21086, 5);
    expect(c.lcl).toBeCloseTo(6.481447, 5);
    expect(c.points.filter((pt) => pt.tests.includes(1)).map((pt) => pt.index + 1)).toEqual([6, 20]);
  });

  it('u chart with varying units: dyed cloth (u-bar 1.4037), each point its own limits', () => {
    const data = DYED_CLOTH.defects.map((count, k) => ({ count, sampleSize: DYED_CLOTH.units[k] as number }));
    const [u] = plotAgainst(computeLimits('u', data), data, 0, data.length) as [ChartSeries];
    expect(u.points[0]?.centerLine).toBeCloseTo(1.40367, 5);
    // Independently, for 8 and 13 units: u-bar +/- 3 sqrt(u-bar / n).
    const ubar = 153 / 109;
    expect(u.points[1]?.ucl).toBeCloseTo(ubar + 3 * Math.sqrt(ubar / 8), 9);
    expect(u.points[2]?.lcl).toBeCloseTo(ubar - 3 * Math.sqrt(ubar / 13), 9);
    expect(u.points[1]?.value).toBeCloseTo(1.5, 9);
  });
});
