import { CHART_COLOUR as COLOUR, esc, fmt, svgOpen, yGrid } from '@/lib/charts/svg';
import type { ChartAnswer } from './schemas';

export { fmt };

/** One plotted series as the API answers it. */
export type SeriesAnswer = ChartAnswer['charts'][number];

/** Texts and size of a drawn chart (the caller translates). */
export interface ChartSvgOptions {
  title: string;
  width?: number;
  height?: number;
  /** Labels of the limit lines, e.g. { ucl: 'UCL', cl: 'CL', lcl: 'LCL' }. */
  labels: { ucl: string; cl: string; lcl: string };
  /** Significant decimals of values. */
  decimals?: number;
  /** The reader's language, for the figures' decimal separator. */
  lang: string;
  /** Specification limits drawn as well (individual values only make sense on X-bar/I charts). */
  spec?: { lsl: number | null; usl: number | null; label: string } | undefined;
}

/**
 * A control chart as SVG text: the points joined by a line, the center line and the three-sigma limits
 * (steps where they change with the sample size or a new phase) labelled at the right, flagged points
 * in red with the numbers of their tests above them. Data attributes on each point serve the island.
 */
export function chartSvg(series: SeriesAnswer, o: ChartSvgOptions): string {
  const W = o.width ?? 720;
  const H = o.height ?? 220;
  const d = o.decimals ?? 3;
  const pad = { l: 64, r: 104, t: 24, b: 26 };
  const pts = series.points;
  const specs = [o.spec?.lsl, o.spec?.usl].filter((x): x is number => typeof x === 'number');
  const ys = [...pts.flatMap((p) => [p.value, p.ucl, p.lcl]), series.ucl, series.lcl, ...specs];
  let lo = Math.min(...ys);
  let hi = Math.max(...ys);
  if (!(hi > lo)) [lo, hi] = [lo - 1, hi + 1];
  const span = hi - lo;
  lo -= span * 0.08;
  hi += span * 0.12;
  // Ranges, deviations and counts are never negative: their axis starts at 0.
  if (series.kind !== 'xbar' && series.kind !== 'i') lo = Math.max(0, lo);
  const n = Math.max(1, pts.length);
  const first = pts[0]?.index ?? 0;
  const x = (i: number) => pad.l + ((i - first + 0.5) / n) * (W - pad.l - pad.r);
  const y = (v: number) => pad.t + (1 - (v - lo) / (hi - lo)) * (H - pad.t - pad.b);
  const step = (key: 'ucl' | 'lcl' | 'centerLine') =>
    pts
      .map(
        (p, k) =>
          `${k === 0 ? 'M' : 'L'}${(x(p.index) - (W - pad.l - pad.r) / n / 2).toFixed(1)},${y(p[key]).toFixed(1)}H${(x(p.index) + (W - pad.l - pad.r) / n / 2).toFixed(1)}`,
      )
      .join('');
  const out: string[] = [];
  out.push(svgOpen({ width: W, height: H, title: o.title, className: 'spc-chart', titleX: pad.l, data: ` data-kind="${series.kind}"` }));
  out.push(yGrid({ left: pad.l, right: W - pad.r, top: pad.t, bottom: H - pad.b }, lo, hi, { decimals: d, lang: o.lang }));
  const tick = Math.max(1, Math.ceil(n / 12));
  for (const p of pts) {
    if ((p.index + 1) % tick !== 0 && p !== pts[0]) continue;
    out.push(
      `<text x="${x(p.index).toFixed(1)}" y="${H - 8}" text-anchor="middle" fill="currentColor" fill-opacity="0.75">${p.index + 1}</text>`,
    );
  }
  if (pts.length > 0) {
    out.push(`<path d="${step('ucl')}" fill="none" stroke="${COLOUR.limit}" stroke-width="1.5" stroke-dasharray="6 3"/>`);
    out.push(`<path d="${step('lcl')}" fill="none" stroke="${COLOUR.limit}" stroke-width="1.5" stroke-dasharray="6 3"/>`);
    out.push(`<path d="${step('centerLine')}" fill="none" stroke="${COLOUR.center}" stroke-width="1.5"/>`);
  }
  for (const s of [o.spec?.lsl, o.spec?.usl]) {
    if (typeof s !== 'number') continue;
    out.push(
      `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(s).toFixed(1)}" y2="${y(s).toFixed(1)}" stroke="${COLOUR.spec}" stroke-dasharray="2 3"/>`,
    );
  }
  const right = W - pad.r + 6;
  const label = (text: string, v: number, colour: string) =>
    out.push(`<text x="${right}" y="${(y(v) + 4).toFixed(1)}" fill="${colour}" font-weight="600">${esc(text)} ${fmt(v, d, o.lang)}</text>`);
  label(o.labels.ucl, series.ucl, COLOUR.limit);
  label(o.labels.cl, series.centerLine, COLOUR.center);
  label(o.labels.lcl, series.lcl, COLOUR.limit);
  if (pts.length > 1)
    out.push(
      `<polyline points="${pts.map((p) => `${x(p.index).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}" fill="none" stroke="currentColor" stroke-width="1.25" stroke-opacity="0.8"/>`,
    );
  for (const p of pts) {
    const flagged = p.tests.length > 0;
    const cx = x(p.index).toFixed(1);
    const cy = y(p.value).toFixed(1);
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${flagged ? 4.5 : 2.75}" fill="${flagged ? COLOUR.flag : 'currentColor'}" data-index="${p.index}" data-value="${Number.isFinite(p.value) ? p.value.toFixed(d + 1) : ''}" data-tests="${p.tests.join(',')}" data-at="${esc(p.takenAt)}"><title>${p.index + 1}: ${fmt(p.value, d + 1, o.lang)}${flagged ? ` (${p.tests.join(', ')})` : ''}</title></circle>`,
    );
    if (flagged)
      out.push(
        `<text x="${cx}" y="${(y(p.value) - 8).toFixed(1)}" text-anchor="middle" fill="${COLOUR.flag}" font-weight="700" data-flag="${p.index}">${p.tests.join(',')}</text>`,
      );
  }
  out.push('</svg>');
  return out.join('');
}

/** A histogram of the readings as SVG text, with the specification limits marked. */
export function histogramSvg(
  bins: ChartAnswer['histogram'],
  o: {
    title: string;
    lsl: number | null;
    usl: number | null;
    lslLabel: string;
    uslLabel: string;
    decimals?: number;
    lang: string;
    width?: number;
    height?: number;
  },
): string {
  const W = o.width ?? 360;
  const H = o.height ?? 200;
  const d = o.decimals ?? 3;
  const pad = { l: 12, r: 12, t: 24, b: 26 };
  if (bins.length === 0) return '';
  const lo = bins[0]!.from;
  const hi = bins.at(-1)!.to;
  const top = Math.max(1, ...bins.map((b) => b.count));
  const x = (v: number) => pad.l + ((v - lo) / (hi - lo)) * (W - pad.l - pad.r);
  const y = (c: number) => H - pad.b - (c / top) * (H - pad.t - pad.b);
  const out = [svgOpen({ width: W, height: H, title: o.title, className: 'spc-histogram', titleX: pad.l })];
  for (const b of bins) {
    out.push(
      `<rect x="${x(b.from).toFixed(1)}" y="${y(b.count).toFixed(1)}" width="${Math.max(0.5, x(b.to) - x(b.from) - 1).toFixed(1)}" height="${(H - pad.b - y(b.count)).toFixed(1)}" fill="#3b82f6" fill-opacity="0.7"><title>${fmt(b.from, d, o.lang)} – ${fmt(b.to, d, o.lang)}: ${b.count}</title></rect>`,
    );
  }
  // The lower limit's label reads to the right of its line, the upper's to the left, so neither leaves the drawing.
  for (const [v, text, anchor] of [
    [o.lsl, o.lslLabel, 'start'],
    [o.usl, o.uslLabel, 'end'],
  ] as const) {
    if (v === null) continue;
    out.push(
      `<line x1="${x(v).toFixed(1)}" x2="${x(v).toFixed(1)}" y1="${pad.t}" y2="${H - pad.b}" stroke="${COLOUR.spec}" stroke-width="2"/>`,
    );
    out.push(
      `<text x="${x(v).toFixed(1)}" y="${H - 8}" text-anchor="${anchor}" fill="${COLOUR.spec}" font-weight="600">${esc(text)} ${fmt(v, d, o.lang)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

/** Decimals to show for a characteristic: one more than its specification is written with, at least 2 (counts: 3 for rates). */
export function decimalsOf(values: readonly (number | null)[]): number {
  let most = 0;
  for (const v of values) if (v !== null) most = Math.max(most, (String(v).split('.')[1] ?? '').length);
  return Math.min(6, Math.max(2, most + 1));
}
