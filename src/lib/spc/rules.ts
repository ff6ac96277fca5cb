import type { ChartPoint } from './types';

/**
 * The eight tests for special causes (Nelson; the first four are Western Electric's), numbered and
 * parameterised as Minitab does: each has one K, and a flagged point is the one that completes the
 * pattern, so a run longer than K flags every point after the K-th.
 */
export const TEST_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** A test's number, 1 to 8. */
export type TestNumber = (typeof TEST_NUMBERS)[number];

/** A test that is on, with its K. */
export interface TestSetting {
  test: TestNumber;
  k: number;
}

/** Each test's K when none is given: 3 sigma; 9 on one side; 6 rising; 14 alternating; 2 of 3; 4 of 5; 15 within; 8 beyond. */
export const DEFAULT_K: Readonly<Record<TestNumber, number>> = { 1: 3, 2: 9, 3: 6, 4: 14, 5: 2, 6: 4, 7: 15, 8: 8 };

/** The smallest and largest K each test accepts (a run needs two points to be one). */
export const K_RANGE: Readonly<Record<TestNumber, readonly [number, number]>> = {
  1: [1, 6],
  2: [2, 50],
  3: [3, 50],
  4: [3, 50],
  5: [1, 10],
  6: [1, 10],
  7: [2, 50],
  8: [2, 50],
};

/** Every test on with its default K. */
export const ALL_TESTS: readonly TestSetting[] = TEST_NUMBERS.map((test) => ({ test, k: DEFAULT_K[test] }));

type Pt = Pick<ChartPoint, 'value' | 'centerLine' | 'sigma'>;

/** Distance from the center line in sigmas (0 on the line; infinite off it when sigma is 0). */
function zOf(p: Pt): number {
  const d = p.value - p.centerLine;
  if (p.sigma > 0) return d / p.sigma;
  return d === 0 ? 0 : d * Infinity;
}

/** True when `pred` holds for the `k` values ending at `i`. */
function lastK<T>(xs: readonly T[], i: number, k: number, pred: (x: T, j: number) => boolean): boolean {
  if (i < k - 1) return false;
  for (let j = i - k + 1; j <= i; j++) if (!pred(xs[j] as T, j)) return false;
  return true;
}

/** True when at least `k` of the `k + 1` points ending at `i` (fewer at the start) lie beyond `zone` on the side of point i, point i among them. */
function kOfKPlusOne(z: readonly number[], i: number, k: number, zone: number): boolean {
  const zi = z[i] as number;
  if (Math.abs(zi) <= zone) return false;
  const side = Math.sign(zi);
  let count = 0;
  for (let j = Math.max(0, i - k); j <= i; j++) if ((z[j] as number) * side > zone) count++;
  return count >= k;
}

/** Whether test `t` with its K flags the point at `i`. */
function breaks(t: TestSetting, z: readonly number[], v: readonly number[], i: number): boolean {
  const { k } = t;
  const step = (j: number) => Math.sign((v[j] as number) - (v[j - 1] as number));
  switch (t.test) {
    case 1:
      return Math.abs(z[i] as number) > k;
    case 2:
      return lastK(z, i, k, (x) => x > 0) || lastK(z, i, k, (x) => x < 0);
    case 3:
      // K points rising (or falling) is K - 1 steps the same way.
      return i >= k - 1 && (lastK(v, i, k - 1, (_, j) => step(j) > 0) || lastK(v, i, k - 1, (_, j) => step(j) < 0));
    case 4:
      return i >= k - 1 && lastK(v, i, k - 1, (_, j) => step(j) !== 0 && (j === i - k + 2 || step(j) === -step(j - 1)));
    case 5:
      return kOfKPlusOne(z, i, k, 2);
    case 6:
      return kOfKPlusOne(z, i, k, 1);
    case 7:
      return lastK(z, i, k, (x) => Math.abs(x) < 1);
    case 8:
      return lastK(z, i, k, (x) => Math.abs(x) > 1);
  }
}

/** The numbers of the tests each point breaks, in test order (one list per point). */
export function runTests(points: readonly Pt[], tests: readonly TestSetting[]): number[][] {
  const z = points.map(zOf);
  const v = points.map((p) => p.value);
  const sorted = [...tests].sort((a, b) => a.test - b.test);
  return points.map((_, i) => sorted.filter((t) => breaks(t, z, v, i)).map((t) => t.test));
}
