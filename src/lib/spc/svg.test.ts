import { describe, expect, it } from 'vitest';
import { assembleChart } from './assemble';
import { PISTON_RINGS } from './reference-data';
import { ALL_TESTS } from './rules';
import { chartSvg, histogramSvg } from './svg';

const answer = assembleChart({
  characteristic: {
    id: 1,
    setId: 1,
    plant: 'BGOHIO',
    partNum: 'RING-74',
    operation: 10,
    name: 'Bore <ID>',
    unit: 'mm',
    nominal: 74,
    lsl: 73.95,
    usl: 74.05,
    subgroupSize: 5,
    frequency: '',
    chartType: 'xbar-r',
    tests: [...ALL_TESTS],
    subgroups: 40,
    lastTakenAt: null,
  },
  subgroups: PISTON_RINGS.map((readings, i) => ({
    id: i + 1,
    readings,
    count: null,
    sampleSize: null,
    takenAt: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
  })),
  phases: [
    {
      startSubgroupId: 1,
      limits: { type: 'xbar-r', center: 74.00118, spread: 0.02276, n: 5 },
      note: 'trial',
      by: 'Tom Wilson',
      at: '2026-01-02T00:00:00Z',
    },
  ],
});

describe('chart drawing', () => {
  const svg = chartSvg(answer.charts[0]!, { title: 'X-bar <mm>', labels: { ucl: 'UCL', cl: 'CL', lcl: 'LCL' }, decimals: 4, lang: 'en' });

  it('labels the limits with their values and marks each flagged point with its tests', () => {
    expect(svg).toContain('UCL 74.0143');
    expect(svg).toContain('LCL 73.9881');
    expect(svg).toContain('CL 74.0012');
    for (const i of [36, 37, 38]) expect(svg).toMatch(new RegExp(`data-flag="${i}"[^>]*>1`));
    expect(svg.match(/<circle /g)).toHaveLength(40);
  });

  it("writes its figures in the reader's language, and keeps the points' data machine-readable", () => {
    const es = chartSvg(answer.charts[0]!, { title: 'X', labels: { ucl: 'LCS', cl: 'LC', lcl: 'LCI' }, decimals: 4, lang: 'es' });
    expect(es).toContain('LCS 74,0143');
    expect(es).not.toMatch(/>[^<]*\d\.\d[^<]*</);
    expect(es).toMatch(/data-value="\d+\.\d+"/);
  });

  it('escapes texts, and draws the histogram with both specification limits', () => {
    expect(svg).toContain('X-bar &lt;mm&gt;');
    const h = histogramSvg(answer.histogram, {
      title: 'H',
      lsl: 73.95,
      usl: 74.05,
      lslLabel: 'LSL',
      uslLabel: 'USL',
      decimals: 2,
      lang: 'en',
    });
    expect(h).toContain('LSL 73.95');
    expect(h).toContain('USL 74.05');
  });
});
