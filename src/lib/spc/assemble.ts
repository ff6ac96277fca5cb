import { buildChart, type Phase } from './chart';
import { capability, histogram } from './capability';
import type { ChartAnswer, Characteristic } from './schemas';
import type { Limits, Subgroup } from './types';

/** A stored subgroup as the chart needs it. */
export interface SubgroupRow {
  id: number;
  readings: number[] | null;
  count: number | null;
  sampleSize: number | null;
  takenAt: string;
}

/** A stored phase: frozen limits from a subgroup on, with who froze them, when and why. */
export interface PhaseRow {
  startSubgroupId: number;
  limits: Limits;
  note: string;
  by: string;
  at: string;
}

/** What `assembleChart` is built from. */
export interface ChartSource {
  characteristic: Characteristic;
  /** Oldest first. */
  subgroups: readonly SubgroupRow[];
  /** Oldest first: a later phase from the same subgroup replaces an earlier one (both stay in history). */
  phases: readonly PhaseRow[];
  /** Plot only the last this many points (limits, tests and capability still use every subgroup). */
  last?: number | undefined;
}

/** A stored subgroup as the engine's subgroup. */
export function toSubgroup(row: SubgroupRow): Subgroup {
  return row.readings ? { readings: row.readings } : { count: row.count ?? 0, sampleSize: row.sampleSize ?? 1 };
}

/**
 * The chart answer of a characteristic: every phase against its limits, the tests of the
 * characteristic, and the capability and histogram of the current (last) phase against the
 * specification. Pure, so the API, the desk pages and the boards draw the same numbers.
 */
export function assembleChart({ characteristic: ch, subgroups, phases, last }: ChartSource): ChartAnswer {
  const data = subgroups.map(toSubgroup);
  const position = new Map(subgroups.map((s, i) => [s.id, i]));
  const byStart = new Map<number, PhaseRow>();
  for (const p of phases) {
    const at = position.get(p.startSubgroupId);
    if (at !== undefined) byStart.set(at, p);
  }
  const enginePhases: Phase[] = [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([start, p]) => ({ start, limits: p.limits }));
  const built = buildChart({ type: ch.chartType, subgroups: data, phases: enginePhases, tests: ch.tests });
  const current = built.phases.at(-1);
  const currentData = current ? data.slice(current.start, current.end) : [];
  const specified = ch.lsl !== null && ch.usl !== null;
  const readings = currentData.flatMap((g) => ('readings' in g ? g.readings : []));
  const from = last === undefined ? 0 : Math.max(0, data.length - last);
  return {
    characteristic: ch,
    charts: built.charts.map((s) => ({
      kind: s.kind,
      centerLine: s.centerLine,
      ucl: s.ucl,
      lcl: s.lcl,
      points: s.points
        .filter((p) => p.index >= from)
        .map((p) => ({
          index: p.index,
          value: p.value,
          tests: p.tests,
          centerLine: p.centerLine,
          ucl: p.ucl,
          lcl: p.lcl,
          takenAt: (subgroups[p.index] as SubgroupRow).takenAt,
        })),
    })),
    capability: specified ? capability(ch.chartType, currentData, ch.lsl as number, ch.usl as number) : null,
    histogram: specified ? histogram(readings, ch.lsl as number, ch.usl as number) : [],
    phases: built.phases.map((p) => {
      const row = byStart.get(p.start);
      return { start: p.start, end: p.end, frozen: p.frozen, note: row?.note ?? null, by: row?.by ?? null, at: row?.at ?? null };
    }),
  };
}

/** Positions (0-based) of the readings outside the specification limits. */
export function outOfSpec(readings: readonly number[], lsl: number | null, usl: number | null): number[] {
  return readings.flatMap((r, i) => ((lsl !== null && r < lsl) || (usl !== null && r > usl) ? [i] : []));
}
