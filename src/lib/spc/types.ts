/** The shapes the SPC engine works on: chart types, subgroups, frozen limits and plotted series. */

/** The seven charts a characteristic can be plotted on. */
export const CHART_TYPES = ['xbar-r', 'xbar-s', 'imr', 'p', 'np', 'c', 'u'] as const;
/** One of the seven charts. */
export type ChartType = (typeof CHART_TYPES)[number];

/** The plotted series: the location chart and, for measurements, its dispersion chart. */
export const CHART_KINDS = ['xbar', 'r', 's', 'i', 'mr', 'p', 'np', 'c', 'u'] as const;
/** One plotted series. */
export type ChartKind = (typeof CHART_KINDS)[number];

/** Charts of measured values (a subgroup is its readings); the others count. */
export const VARIABLE_CHARTS: readonly ChartType[] = ['xbar-r', 'xbar-s', 'imr'];

/** True for a chart of measured values. */
export function isVariableChart(type: ChartType): boolean {
  return VARIABLE_CHARTS.includes(type);
}

/** A subgroup of measurements, or a count of defectives/defects in a sample. */
export type Subgroup = { readings: number[] } | { count: number; sampleSize: number };

/**
 * Limits as frozen from a baseline: the center (grand mean, p-bar, c-bar or u-bar), the average
 * spread (R-bar, s-bar or MR-bar; 0 for counts) and the subgroup size of a measurement chart.
 * Storing these three numbers is enough to draw every limit again later.
 */
export interface Limits {
  type: ChartType;
  center: number;
  spread: number;
  n: number;
}

/** One plotted point: its subgroup's index, value, the limits that apply to it, and tests broken. */
export interface ChartPoint {
  index: number;
  value: number;
  centerLine: number;
  ucl: number;
  lcl: number;
  /** One sigma of the plotted statistic at this point (zones of the tests). */
  sigma: number;
  tests: number[];
}

/** One plotted series with its limits (those of the last point when they vary with sample size). */
export interface ChartSeries {
  kind: ChartKind;
  centerLine: number;
  ucl: number;
  lcl: number;
  points: ChartPoint[];
}
