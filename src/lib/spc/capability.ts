import { computeLimits, sigmaWithin } from './limits';
import { mean, stdDev } from './stats';
import type { ChartType, Subgroup } from './types';

/** How each sigma was estimated, so a capability index says which one it used. */
export const SIGMA_METHODS = {
  'xbar-r': 'R-bar/d2',
  'xbar-s': 's-bar/c4',
  imr: 'MR-bar/d2',
} as const;

/**
 * Process capability: Cp and Cpk from the within-subgroup sigma (short term, the chart's own
 * estimate), Pp and Ppk from the overall sample standard deviation of every reading (long term).
 */
export interface Capability {
  mean: number;
  cp: number | null;
  cpk: number | null;
  pp: number | null;
  ppk: number | null;
  sigmaWithin: number | null;
  sigmaOverall: number | null;
  /** 'R-bar/d2', 's-bar/c4' or 'MR-bar/d2'. */
  sigmaWithinMethod: string | null;
  /** Always the sample standard deviation of all readings (n - 1). */
  sigmaOverallMethod: string | null;
}

/** Cp-like index: spec width over six sigma (null when sigma is 0 or unknown). */
function spreadIndex(lsl: number, usl: number, sigma: number | null): number | null {
  return sigma && sigma > 0 ? (usl - lsl) / (6 * sigma) : null;
}

/** Cpk-like index: distance from the mean to the nearer limit over three sigma. */
function centredIndex(m: number, lsl: number, usl: number, sigma: number | null): number | null {
  return sigma && sigma > 0 ? Math.min(usl - m, m - lsl) / (3 * sigma) : null;
}

/** Capability of measurement subgroups against the specification; null indexes for counts. */
export function capability(type: ChartType, subgroups: readonly Subgroup[], lsl: number, usl: number): Capability | null {
  if (type !== 'xbar-r' && type !== 'xbar-s' && type !== 'imr') return null;
  if (subgroups.length < 2) return null;
  const all = subgroups.flatMap((g) => ('readings' in g ? g.readings : []));
  const m = mean(all);
  const within = sigmaWithin(computeLimits(type, subgroups));
  const overall = stdDev(all);
  return {
    mean: m,
    cp: spreadIndex(lsl, usl, within),
    cpk: centredIndex(m, lsl, usl, within),
    pp: spreadIndex(lsl, usl, overall),
    ppk: centredIndex(m, lsl, usl, overall),
    sigmaWithin: within,
    sigmaOverall: overall,
    sigmaWithinMethod: SIGMA_METHODS[type],
    sigmaOverallMethod: 'sample standard deviation',
  };
}

/** One bar of a histogram: [from, to) and how many readings fell in it. */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/**
 * A histogram of the readings over a range that always shows both specification limits, with about
 * the square root of the count of bins (5 to 30).
 */
export function histogram(values: readonly number[], lsl: number, usl: number): HistogramBin[] {
  if (values.length === 0) return [];
  // A loop, not Math.min(...values): months of readings would overflow the argument list.
  let lo = lsl;
  let hi = usl;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (hi === lo) hi = lo + 1;
  const pad = (hi - lo) * 0.02;
  lo -= pad;
  hi += pad;
  const bins = Math.min(30, Math.max(5, Math.round(Math.sqrt(values.length))));
  const width = (hi - lo) / bins;
  const out: HistogramBin[] = Array.from({ length: bins }, (_, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count: 0 }));
  for (const v of values) (out[Math.min(bins - 1, Math.floor((v - lo) / width))] as HistogramBin).count++;
  return out;
}
