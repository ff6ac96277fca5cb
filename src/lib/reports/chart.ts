import { CHART_COLOUR, esc, fmt, svgOpen, yGrid, yScale, type PlotArea } from '@/lib/charts/svg';
import type { ReportAnswer, ReportColumn } from './schemas';

/** One bar or point of a report's chart: its category's words and its value. */
export interface ChartPoint {
  category: string;
  value: number;
}

/** Texts and size of a report's chart (the caller translates). */
export interface ReportChartOptions {
  lang: string;
  /** The right axis of a Pareto ('Cumulative %'). */
  cumulativeLabel: string;
  width?: number;
  height?: number;
}

/** A group value in words: its column's label for it, or itself. */
const wordOf = (column: ReportColumn, value: string | number | null | undefined) =>
  value === null || value === undefined ? (column.labels?.[''] ?? '') : (column.labels?.[String(value)] ?? String(value));

/** The points a chart draws: each row's groups in words, the chart's measure; a Pareto's largest first, a line's in group order. */
export function chartPoints(answer: ReportAnswer): ChartPoint[] {
  const chart = answer.chart;
  if (!chart) return [];
  const groups = answer.columns.filter((c) => c.role === 'group');
  const points = answer.rows.map((row) => ({
    category: groups.map((g) => wordOf(g, row[g.name])).join(' / '),
    value: Number(row[chart.measure] ?? 0),
    key: groups.map((g) => String(row[g.name] ?? '')).join('\u0000'),
  }));
  if (chart.kind === 'pareto') points.sort((a, b) => b.value - a.value);
  if (chart.kind === 'line') points.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return points.map(({ category, value }) => ({ category, value }));
}

/** Each point's share of the whole, summed from the first: the Pareto's line (0 to 100). */
export function cumulativeShares(points: readonly ChartPoint[]): number[] {
  const whole = points.reduce((s, p) => s + p.value, 0);
  let sum = 0;
  return points.map((p) => {
    sum += p.value;
    return whole > 0 ? (sum / whole) * 100 : 0;
  });
}

/**
 * The top of the value axis: four round steps (1, 2, 2.5 or 5 times a power of ten) reaching past the largest value.
 * @example roundTop(1250.5) // 2000
 */
export function roundTop(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * power).find((s) => s * 4 >= max) ?? 10 * power;
  return step * 4;
}

/** A category's label under its bar: shortened to fit, slanted when the bars are many. */
function categoryLabel(text: string, x: number, bottom: number, slanted: boolean): string {
  const short = text.length > 18 ? `${text.slice(0, 17)}…` : text;
  const at = `x="${x.toFixed(1)}" y="${bottom + 14}"`;
  return slanted
    ? `<text ${at} text-anchor="end" transform="rotate(-30 ${x.toFixed(1)} ${bottom + 14})" fill="currentColor" fill-opacity="0.8">${esc(short)}</text>`
    : `<text ${at} text-anchor="middle" fill="currentColor" fill-opacity="0.8">${esc(short)}</text>`;
}

/**
 * A report's chart as SVG text, drawn on the server with the charts kit: bars (in the report's order), a
 * line (in group order), or a Pareto (bars largest first with the cumulative share on a right axis).
 * Data attributes on each bar and point let tests and islands read what is drawn.
 */
export function reportChartSvg(answer: ReportAnswer, o: ReportChartOptions): string {
  const chart = answer.chart;
  if (!chart) return '';
  const points = chartPoints(answer);
  const W = o.width ?? 760;
  const H = o.height ?? 300;
  const slanted = points.length > 6;
  const area: PlotArea = { left: 64, right: W - (chart.kind === 'pareto' ? 56 : 16), top: 28, bottom: H - (slanted ? 72 : 30) };
  const measure = answer.columns.find((c) => c.name === chart.measure);
  const d = measure?.decimals ?? 0;
  const hi = roundTop(Math.max(1, ...points.map((p) => p.value)));
  const y = yScale(area, 0, hi);
  const step = (area.right - area.left) / Math.max(1, points.length);
  const mid = (i: number) => area.left + step * (i + 0.5);
  const out = [
    svgOpen({ width: W, height: H, title: answer.title, className: 'report-chart', titleX: area.left, data: ` data-kind="${chart.kind}"` }),
  ];
  out.push(yGrid(area, 0, hi, { decimals: hi >= 4 ? 0 : d, lang: o.lang }));
  if (chart.kind === 'line') {
    out.push(
      `<polyline points="${points.map((p, i) => `${mid(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}" fill="none" stroke="${CHART_COLOUR.bar}" stroke-width="2"/>`,
    );
    points.forEach((p, i) =>
      out.push(
        `<circle cx="${mid(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="3" fill="${CHART_COLOUR.bar}" data-category="${esc(p.category)}" data-value="${p.value}"><title>${esc(p.category)}: ${fmt(p.value, d, o.lang)}</title></circle>`,
      ),
    );
  } else {
    const width = Math.max(2, step * 0.7);
    points.forEach((p, i) =>
      out.push(
        `<rect x="${(mid(i) - width / 2).toFixed(1)}" y="${y(p.value).toFixed(1)}" width="${width.toFixed(1)}" height="${(area.bottom - y(p.value)).toFixed(1)}" fill="${CHART_COLOUR.bar}" fill-opacity="0.8" data-category="${esc(p.category)}" data-value="${p.value}"><title>${esc(p.category)}: ${fmt(p.value, d, o.lang)}</title></rect>`,
      ),
    );
  }
  if (chart.kind === 'pareto') out.push(paretoLine(points, area, mid, o));
  points.forEach((p, i) => out.push(categoryLabel(p.category, mid(i), area.bottom, slanted)));
  out.push('</svg>');
  return out.join('');
}

/** The Pareto's cumulative share: a line with its points and a right axis from 0 to 100 %. */
function paretoLine(points: readonly ChartPoint[], area: PlotArea, mid: (i: number) => number, o: ReportChartOptions): string {
  const shares = cumulativeShares(points);
  const y = yScale(area, 0, 100);
  const out = [
    `<polyline class="cumulative" points="${shares.map((s, i) => `${mid(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ')}" fill="none" stroke="${CHART_COLOUR.cumulative}" stroke-width="2"/>`,
  ];
  shares.forEach((s, i) =>
    out.push(
      `<circle cx="${mid(i).toFixed(1)}" cy="${y(s).toFixed(1)}" r="3" fill="${CHART_COLOUR.cumulative}" data-cumulative="${s.toFixed(1)}"><title>${fmt(s, 1, o.lang)} %</title></circle>`,
    ),
  );
  for (const v of [0, 50, 100])
    out.push(`<text x="${area.right + 6}" y="${(y(v) + 4).toFixed(1)}" fill="${CHART_COLOUR.cumulative}">${fmt(v, 0, o.lang)} %</text>`);
  out.push(
    `<text x="${area.right + 6}" y="${area.top - 10}" fill="${CHART_COLOUR.cumulative}" font-weight="600">${esc(o.cumulativeLabel)}</text>`,
  );
  return out.join('');
}
