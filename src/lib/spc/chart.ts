import { computeLimits, plotAgainst } from './limits';
import { runTests, type TestSetting } from './rules';
import type { ChartSeries, ChartType, Limits, Subgroup } from './types';

/** A phase: from subgroup `start` on, plotted against frozen `limits`, or against its own data when null. */
export interface Phase {
  start: number;
  limits: Limits | null;
}

/** A phase as drawn: where it starts and ends, the limits used, and whether they were frozen. */
export interface PlottedPhase {
  start: number;
  end: number;
  limits: Limits;
  frozen: boolean;
}

/** What `buildChart` answers: the series over every phase, and the phases. */
export interface BuiltChart {
  charts: ChartSeries[];
  phases: PlottedPhase[];
}

/** Options of `buildChart`. */
export interface BuildChartOptions {
  type: ChartType;
  subgroups: readonly Subgroup[];
  /** Sorted by start; subgroups before the first phase are a trial phase of their own. */
  phases?: readonly Phase[];
  tests: readonly TestSetting[];
}

/** Splits the subgroups into phases, each with the limits it is plotted against. */
export function planPhases(type: ChartType, subgroups: readonly Subgroup[], phases: readonly Phase[]): PlottedPhase[] {
  const total = subgroups.length;
  const bounds = phases.filter((p) => p.start < total && p.start >= 0);
  if (bounds.length === 0 || (bounds[0] as Phase).start > 0) bounds.unshift({ start: 0, limits: null });
  const out: PlottedPhase[] = [];
  bounds.forEach((p, i) => {
    const end = i + 1 < bounds.length ? (bounds[i + 1] as Phase).start : total;
    if (end <= p.start) return;
    const limits = p.limits ?? computeLimits(type, subgroups.slice(p.start, end));
    out.push({ start: p.start, end, limits, frozen: p.limits !== null });
  });
  return out;
}

/**
 * The control charts of a characteristic: every phase plotted against its limits, and the tests run
 * within each phase (a new phase is a new state of the process, so a run does not cross into it).
 * The location chart gets every test that is on; the dispersion chart only test 1.
 */
export function buildChart({ type, subgroups, phases = [], tests }: BuildChartOptions): BuiltChart {
  const planned = subgroups.length === 0 ? [] : planPhases(type, subgroups, phases);
  const charts: ChartSeries[] = [];
  const dispersionTests = tests.filter((t) => t.test === 1);
  for (const ph of planned) {
    const parts = plotAgainst(ph.limits, subgroups, ph.start, ph.end);
    parts.forEach((s, i) => {
      const flags = runTests(s.points, i === 0 ? tests : dispersionTests);
      s.points.forEach((p, j) => (p.tests = flags[j] as number[]));
      const into = charts[i];
      if (!into) charts.push(s);
      else Object.assign(into, { centerLine: s.centerLine, ucl: s.ucl, lcl: s.lcl, points: [...into.points, ...s.points] });
    });
  }
  return { charts, phases: planned };
}
