import { formatNumber } from '@/lib/i18n/number-format';

/** Colours readable on white, on the dark theme's slate and on paper; text and data lines follow the text colour. */
export const CHART_COLOUR = {
  limit: '#dc2626',
  center: '#16a34a',
  spec: '#d97706',
  flag: '#dc2626',
  grid: '#94a3b8',
  bar: '#3b82f6',
  cumulative: '#d97706',
} as const;

/** Text made safe inside SVG markup and attributes. */
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A number with `d` decimals in the reader's language, trailing zeros kept so figures line up.
 * @example fmt(1234.5, 1, 'en') // '1,234.5'
 */
export function fmt(x: number, d: number, lang: string): string {
  return Number.isFinite(x) ? formatNumber(x, lang, { decimals: d }) : '';
}

/** The opening of a chart's SVG with its title drawn and given as its accessible name. */
export function svgOpen(o: { width: number; height: number; title: string; className: string; titleX: number; data?: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${o.width} ${o.height}" class="${o.className}" role="img" aria-label="${esc(o.title)}"${o.data ?? ''} font-family="system-ui,sans-serif" font-size="11">` +
    `<text x="${o.titleX}" y="14" font-weight="600" fill="currentColor">${esc(o.title)}</text>`
  );
}

/** A chart's plot area: its edges inside the drawing. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A linear scale from [lo, hi] onto the plot's height (higher values drawn higher). */
export const yScale =
  (area: PlotArea, lo: number, hi: number) =>
  (v: number): number =>
    area.top + (1 - (v - lo) / (hi - lo)) * (area.bottom - area.top);

/** Horizontal grid lines with their values at the left (`steps` + 1 of them, lo to hi). */
export function yGrid(area: PlotArea, lo: number, hi: number, o: { decimals: number; lang: string; steps?: number }): string {
  const y = yScale(area, lo, hi);
  const steps = o.steps ?? 4;
  const out: string[] = [];
  for (let k = 0; k <= steps; k++) {
    const v = lo + ((hi - lo) * k) / steps;
    const at = y(v).toFixed(1);
    out.push(`<line x1="${area.left}" x2="${area.right}" y1="${at}" y2="${at}" stroke="${CHART_COLOUR.grid}" stroke-opacity="0.25"/>`);
    out.push(
      `<text x="${area.left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" fill="currentColor" fill-opacity="0.75">${fmt(v, o.decimals, o.lang)}</text>`,
    );
  }
  return out.join('');
}
