/**
 * Control chart constants for subgroups of 2 to 25. d2 and d3 (mean and standard deviation of the
 * relative range of a normal sample) are tabulated to six places, as Harter's tables give them and as
 * `constants.test.ts` recomputes them by integration; c4 is computed from the gamma function, and the
 * chart factors (A2, A3, D3, D4, B3, B4) follow from the three, as the textbooks derive them.
 */

/** The largest subgroup the constants cover (the limit; beyond it, use the S chart's c4). */
export const MAX_SUBGROUP = 25;

// Index n - 2 holds the value for a subgroup of n (2..25).
const D2 = [
  1.128379, 1.692569, 2.058751, 2.325929, 2.534413, 2.704357, 2.847201, 2.970026, 3.077505, 3.172873, 3.258455, 3.33598, 3.406763, 3.471827,
  3.531983, 3.587884, 3.640064, 3.688963, 3.73495, 3.778336, 3.819385, 3.858323, 3.895348, 3.930629,
];
const D3 = [
  0.852502, 0.888367, 0.879809, 0.864082, 0.84804, 0.833205, 0.819832, 0.807835, 0.797051, 0.787314, 0.778478, 0.770416, 0.763023, 0.756211,
  0.749908, 0.744052, 0.738591, 0.733482, 0.728687, 0.724174, 0.719914, 0.715886, 0.712068, 0.708441,
];

function checkedSize(n: number): number {
  if (!Number.isInteger(n) || n < 2 || n > MAX_SUBGROUP) {
    throw new RangeError(`Subgroup size must be a whole number from 2 to ${MAX_SUBGROUP}, not ${n}`);
  }
  return n;
}

/** Expected range of n standard normal values (R-bar / d2 estimates sigma). */
export function d2(n: number): number {
  return D2[checkedSize(n) - 2] as number;
}

/** Standard deviation of the range of n standard normal values. */
export function d3(n: number): number {
  return D3[checkedSize(n) - 2] as number;
}

// Lanczos approximation (g = 7, nine terms): about 15 significant digits for positive arguments.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** Natural logarithm of the gamma function, for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Expected sample standard deviation of n standard normal values (s-bar / c4 estimates sigma). */
export function c4(n: number): number {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`c4 needs n >= 2, not ${n}`);
  return Math.sqrt(2 / (n - 1)) * Math.exp(logGamma(n / 2) - logGamma((n - 1) / 2));
}

/** The factors of the X-bar/R and X-bar/S charts for subgroups of n. */
export interface ChartFactors {
  n: number;
  d2: number;
  d3: number;
  c4: number;
  A2: number;
  A3: number;
  D3: number;
  D4: number;
  B3: number;
  B4: number;
}

/** Every factor for a subgroup of n, derived as Montgomery's Appendix VI derives them. */
export function chartFactors(n: number): ChartFactors {
  const dd2 = d2(n);
  const dd3 = d3(n);
  const cc4 = c4(n);
  const sRatio = (3 * Math.sqrt(1 - cc4 * cc4)) / cc4;
  return {
    n,
    d2: dd2,
    d3: dd3,
    c4: cc4,
    A2: 3 / (dd2 * Math.sqrt(n)),
    A3: 3 / (cc4 * Math.sqrt(n)),
    D3: Math.max(0, 1 - (3 * dd3) / dd2),
    D4: 1 + (3 * dd3) / dd2,
    B3: Math.max(0, 1 - sRatio),
    B4: 1 + sRatio,
  };
}
