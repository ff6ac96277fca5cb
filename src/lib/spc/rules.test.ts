import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { ALL_TESTS, DEFAULT_K, runTests, type TestNumber } from './rules';

/** Points in sigmas around a center of 0 (sigma 1), so each value is its own zone. */
const z = (values: number[]) => values.map((value) => ({ value, centerLine: 0, sigma: 1 }));
/** The (1-based) positions test `t` flags, with its default K or the one given. */
function flagged(t: TestNumber, values: number[], k = DEFAULT_K[t]): number[] {
  return runTests(z(values), [{ test: t, k }])
    .map((tests, i) => (tests.includes(t) ? i + 1 : 0))
    .filter((i) => i > 0);
}
const repeat = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));
const alternate = (n: number, a: number) => repeat(n, (i) => (i % 2 === 0 ? a : -a));

describe('the eight tests, each with a series that breaks it and one that passes', () => {
  it('1: a point beyond K = 3 sigma', () => {
    expect(flagged(1, [0, 0.5, -3.2, 1])).toEqual([3]);
    expect(flagged(1, [2.9, -2.99, 0, 3])).toEqual([]);
    expect(flagged(1, [0, 2.5], 2)).toEqual([2]);
  });

  it('2: K = 9 in a row on one side of the center', () => {
    expect(flagged(2, [-1, ...repeat(10, () => 0.4)])).toEqual([10, 11]);
    expect(flagged(2, [...repeat(8, () => 0.4), ...repeat(8, () => -0.4)])).toEqual([]);
    // A point on the center line breaks the run.
    expect(flagged(2, [...repeat(4, () => 0.4), 0, ...repeat(8, () => 0.4)])).toEqual([]);
    expect(
      flagged(
        2,
        repeat(7, () => -0.2),
        7,
      ),
    ).toEqual([7]);
  });

  it('3: K = 6 in a row steadily rising or falling', () => {
    expect(flagged(3, [-1, -0.6, -0.2, 0.2, 0.6, 1])).toEqual([6]);
    expect(flagged(3, [1, 0.8, 0.6, 0.4, 0.2, 0, -0.2])).toEqual([6, 7]);
    expect(flagged(3, [-1, -0.6, -0.2, 0.2, 0.6, 0.6, 1])).toEqual([]);
  });

  it('4: K = 14 in a row alternating up and down', () => {
    expect(flagged(4, alternate(14, 0.5))).toEqual([14]);
    expect(flagged(4, [...alternate(13, 0.5), 0.7])).toEqual([]);
    expect(flagged(4, alternate(5, 0.2), 5)).toEqual([5]);
  });

  it('5: K = 2 of K + 1 points beyond 2 sigma on one side', () => {
    expect(flagged(5, [0, 2.5, 0, 2.1])).toEqual([4]);
    expect(flagged(5, [0, -2.5, -2.2])).toEqual([3]);
    expect(flagged(5, [2.5, 0, 0, 2.5])).toEqual([]);
    expect(flagged(5, [2.5, -2.5, 0, 1.9])).toEqual([]);
  });

  it('6: K = 4 of K + 1 points beyond 1 sigma on one side', () => {
    expect(flagged(6, [1.5, 1.5, 0, 1.5, 1.2])).toEqual([5]);
    expect(flagged(6, [1.5, 1.5, 0, 0, 1.5, 1.5])).toEqual([]);
    expect(flagged(6, [1.5, -1.5, 1.5, -1.5, 1.5])).toEqual([]);
  });

  it('7: K = 15 in a row within 1 sigma, either side', () => {
    expect(
      flagged(
        7,
        repeat(16, (i) => (i % 3) * 0.3 - 0.3),
      ),
    ).toEqual([15, 16]);
    expect(flagged(7, [...repeat(14, () => 0.2), 1.2, ...repeat(14, () => -0.2)])).toEqual([]);
  });

  it('8: K = 8 in a row beyond 1 sigma, either side', () => {
    expect(flagged(8, alternate(8, 1.5))).toEqual([8]);
    expect(flagged(8, [...alternate(7, 1.5), 0.5, ...alternate(7, 1.5)])).toEqual([]);
  });
});

describe('tests on a chart', () => {
  it('a flagged point names every test it breaks; a test that is off flags nothing', () => {
    // Nine readings above the center, the ninth beyond 3 sigma: tests 1 and 2 at the last point.
    const xs = [...repeat(20, (i) => (i % 2 ? 10.2 : 9.8)), ...repeat(8, () => 10.1), 11.5];
    const subgroups = xs.map((x) => ({ readings: [x] }));
    const on = buildChart({
      type: 'imr',
      subgroups,
      phases: [{ start: 0, limits: { type: 'imr', center: 10, spread: 0.4, n: 1 } }],
      tests: ALL_TESTS,
    });
    const last = on.charts[0]?.points.at(-1);
    expect(last?.tests).toEqual([1, 2]);
    const off = buildChart({
      type: 'imr',
      subgroups,
      phases: [{ start: 0, limits: { type: 'imr', center: 10, spread: 0.4, n: 1 } }],
      tests: [{ test: 2, k: 9 }],
    });
    expect(off.charts[0]?.points.at(-1)?.tests).toEqual([2]);
  });
});
