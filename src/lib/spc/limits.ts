import { chartFactors, d2 as d2Of } from './constants';
import { mean, movingRanges, range, stdDev } from './stats';
import type { ChartKind, ChartPoint, ChartSeries, ChartType, Limits, Subgroup } from './types';

/** The readings of a measurement subgroup (throws for a count: the caller mixed chart types). */
function readingsOf(g: Subgroup): number[] {
  if (!('readings' in g)) throw new TypeError('A measurement chart needs readings, not a count');
  return g.readings;
}

/** The count and sample size of a counted subgroup. */
function countOf(g: Subgroup): { count: number; sampleSize: number } {
  if (!('count' in g)) throw new TypeError('A count chart needs a count and a sample size');
  return g;
}

/** Subgroup size of a measurement chart's subgroups (all must be the same). */
function sizeOf(type: ChartType, subgroups: readonly Subgroup[]): number {
  if (type === 'imr') return 1;
  const n = readingsOf(subgroups[0] as Subgroup).length;
  for (const g of subgroups) {
    if (readingsOf(g).length !== n) throw new RangeError('Every subgroup of a chart has the same size');
  }
  return n;
}

/**
 * Limits from a baseline of subgroups: the center and the average spread the chart's sigma comes
 * from (R-bar/d2, s-bar/c4, MR-bar/d2 within subgroups; the binomial or Poisson sigma for counts).
 */
export function computeLimits(type: ChartType, subgroups: readonly Subgroup[]): Limits {
  if (subgroups.length === 0) throw new RangeError('Limits need at least one subgroup');
  switch (type) {
    case 'xbar-r':
    case 'xbar-s': {
      const n = sizeOf(type, subgroups);
      const sets = subgroups.map(readingsOf);
      const spread = mean(sets.map(type === 'xbar-r' ? range : stdDev));
      return { type, center: mean(sets.map(mean)), spread, n };
    }
    case 'imr': {
      const xs = subgroups.map((g) => readingsOf(g)[0] as number);
      const mrs = movingRanges(xs);
      return { type, center: mean(xs), spread: mrs.length > 0 ? mean(mrs) : 0, n: 1 };
    }
    case 'p':
    case 'np':
    case 'u': {
      const cs = subgroups.map(countOf);
      const total = cs.reduce((s, g) => s + g.sampleSize, 0);
      return { type, center: cs.reduce((s, g) => s + g.count, 0) / total, spread: 0, n: 0 };
    }
    case 'c':
      return { type, center: mean(subgroups.map((g) => countOf(g).count)), spread: 0, n: 0 };
  }
}

/** Sigma of the individual values within subgroups, as the limits estimate it (null for counts). */
export function sigmaWithin(limits: Limits): number | null {
  const f = limits.n >= 2 ? chartFactors(limits.n) : null;
  if (limits.type === 'xbar-r' && f) return limits.spread / f.d2;
  if (limits.type === 'xbar-s' && f) return limits.spread / f.c4;
  if (limits.type === 'imr') return limits.spread / d2Of(2);
  return null;
}

/** A point with three-sigma limits around its center; lower limits of non-negative statistics stop at 0. */
function point(index: number, value: number, center: number, sigma: number, floor: boolean): ChartPoint {
  const lcl = center - 3 * sigma;
  return { index, value, centerLine: center, ucl: center + 3 * sigma, lcl: floor ? Math.max(0, lcl) : lcl, sigma, tests: [] };
}

/** A series whose chart-level limits are those of its last point. */
function series(kind: ChartKind, points: ChartPoint[], fallback: ChartPoint): ChartSeries {
  const last = points[points.length - 1] ?? fallback;
  return { kind, centerLine: last.centerLine, ucl: last.ucl, lcl: last.lcl, points };
}

/**
 * Plots subgroups `from` to `to` (exclusive) of `all` against frozen limits: the location series and,
 * for measurements, the dispersion series. Indexes are positions in `all`, so phases line up; a
 * moving range at a phase's first point still uses the reading before it.
 */
export function plotAgainst(limits: Limits, all: readonly Subgroup[], from: number, to: number): ChartSeries[] {
  const idx: number[] = [];
  for (let i = from; i < to; i++) idx.push(i);
  const { type, center, spread, n } = limits;
  switch (type) {
    case 'xbar-r':
    case 'xbar-s': {
      const f = chartFactors(n);
      const isR = type === 'xbar-r';
      const sx = (isR ? spread / f.d2 : spread / f.c4) / Math.sqrt(n);
      const sd = isR ? (f.d3 * spread) / f.d2 : (spread * Math.sqrt(1 - f.c4 * f.c4)) / f.c4;
      const loc = idx.map((i) => point(i, mean(readingsOf(all[i] as Subgroup)), center, sx, false));
      const disp = idx.map((i) => {
        const rs = readingsOf(all[i] as Subgroup);
        return point(i, isR ? range(rs) : stdDev(rs), spread, sd, true);
      });
      return [
        series('xbar', loc, point(from, center, center, sx, false)),
        series(isR ? 'r' : 's', disp, point(from, spread, spread, sd, true)),
      ];
    }
    case 'imr': {
      const f = chartFactors(2);
      const sigma = spread / f.d2;
      const x = (i: number) => readingsOf(all[i] as Subgroup)[0] as number;
      const ind = idx.map((i) => point(i, x(i), center, sigma, false));
      const mr = idx.filter((i) => i > 0).map((i) => point(i, Math.abs(x(i) - x(i - 1)), spread, (f.d3 * spread) / f.d2, true));
      return [series('i', ind, point(from, center, center, sigma, false)), series('mr', mr, point(from, spread, spread, 0, true))];
    }
    case 'p':
    case 'np':
    case 'u': {
      const pts = idx.map((i) => {
        const { count, sampleSize } = countOf(all[i] as Subgroup);
        if (type === 'u') return point(i, count / sampleSize, center, Math.sqrt(center / sampleSize), true);
        const sp = Math.sqrt((center * (1 - center)) / sampleSize);
        if (type === 'np') return point(i, count, center * sampleSize, sp * sampleSize, true);
        const p = point(i, count / sampleSize, center, sp, true);
        return { ...p, ucl: Math.min(1, p.ucl) };
      });
      return [series(type, pts, point(from, center, center, 0, true))];
    }
    case 'c': {
      const sigma = Math.sqrt(center);
      const pts = idx.map((i) => point(i, countOf(all[i] as Subgroup).count, center, sigma, true));
      return [series('c', pts, point(from, center, center, sigma, true))];
    }
  }
}
