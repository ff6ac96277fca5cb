import { describe, expect, it } from 'vitest';
import { chartPoints, cumulativeShares, reportChartSvg } from './chart';
import type { ReportAnswer } from './schemas';

const answer = (kind: 'bar' | 'line' | 'pareto'): ReportAnswer => ({
  name: 'DowntimeByReason',
  title: 'Minutes <by> reason',
  columns: [
    { name: 'reason', label: 'Reason', role: 'group', type: 'text', labels: { jam: 'Jam', tooling: 'Tooling', power: 'Power cut' } },
    { name: 'minutes', label: 'Minutes', role: 'measure', type: 'number', decimals: 1 },
  ],
  // Deliberately not largest first: the Pareto orders its bars itself.
  rows: [
    { reason: 'power', minutes: 20 },
    { reason: 'jam', minutes: 1250.5 },
    { reason: 'tooling', minutes: 229.5 },
  ],
  totals: { minutes: 1500 },
  chart: { kind, measure: 'minutes' },
});

const attrs = (svg: string, name: string) => [...svg.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('a report’s chart drawn on the server', () => {
  it('draws a Pareto’s bars largest first, in words, with the cumulative share rising to 100 %', () => {
    const svg = reportChartSvg(answer('pareto'), { lang: 'en', cumulativeLabel: 'Cumulative %' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('data-kind="pareto"');
    expect(attrs(svg, 'data-category')).toEqual(['Jam', 'Tooling', 'Power cut']);
    expect(attrs(svg, 'data-value').map(Number)).toEqual([1250.5, 229.5, 20]);
    expect(attrs(svg, 'data-cumulative').map(Number)).toEqual([83.4, 98.7, 100]);
    expect(svg).toContain('class="cumulative"');
    expect(svg).toContain('Minutes &lt;by&gt; reason'); // the title escaped
    // The largest bar is the tallest, and each after it shorter.
    const heights = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[1]).toBeGreaterThan(heights[2]!);
  });

  it('writes figures in the reader’s number format', () => {
    const es = reportChartSvg(answer('pareto'), { lang: 'es', cumulativeLabel: '% acumulado' });
    expect(es).toContain('Jam: 1250,5'); // the portal's Spanish: a decimal comma
    expect(reportChartSvg(answer('pareto'), { lang: 'en', cumulativeLabel: '' })).toContain('Jam: 1,250.5');
    expect(es).toContain('>2000<'); // the axis ends on a round figure
    expect(es).toContain('% acumulado');
  });

  it('keeps a bar chart in the report’s order and orders a line by its groups', () => {
    expect(chartPoints(answer('bar')).map((p) => p.category)).toEqual(['Power cut', 'Jam', 'Tooling']);
    expect(chartPoints(answer('line')).map((p) => p.category)).toEqual(['Jam', 'Power cut', 'Tooling']);
    const line = reportChartSvg(answer('line'), { lang: 'en', cumulativeLabel: '' });
    expect(line).toContain('<polyline');
    expect(line).not.toContain('<rect');
    expect(line).not.toContain('data-cumulative');
  });

  it('shares nothing of an empty or zero report (no division by zero)', () => {
    expect(cumulativeShares([{ category: 'a', value: 0 }])).toEqual([0]);
    const empty = reportChartSvg({ ...answer('pareto'), rows: [] }, { lang: 'en', cumulativeLabel: '' });
    expect(empty).toContain('</svg>');
    expect(empty).not.toContain('NaN');
  });
});
