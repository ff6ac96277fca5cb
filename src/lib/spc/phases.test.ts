import { describe, expect, it } from 'vitest';
import { buildChart, planPhases } from './chart';
import { computeLimits } from './limits';
import { PISTON_RINGS } from './reference-data';
import { ALL_TESTS } from './rules';
import type { Subgroup } from './types';

const rings: Subgroup[] = PISTON_RINGS.map((readings) => ({ readings }));

describe('phases', () => {
  it('without a phase, the limits come from every subgroup (a trial phase)', () => {
    const [only] = planPhases('xbar-r', rings, []);
    expect(only).toMatchObject({ start: 0, end: 40, frozen: false });
    expect(only?.limits.center).toBeCloseTo(computeLimits('xbar-r', rings).center, 12);
  });

  it('frozen limits from a baseline stay the same whatever data comes after', () => {
    const frozen = computeLimits('xbar-r', rings.slice(0, 25));
    const a = buildChart({ type: 'xbar-r', subgroups: rings.slice(0, 30), phases: [{ start: 0, limits: frozen }], tests: ALL_TESTS });
    const b = buildChart({ type: 'xbar-r', subgroups: rings, phases: [{ start: 0, limits: frozen }], tests: ALL_TESTS });
    expect(a.charts[0]?.ucl).toBe(b.charts[0]?.ucl);
    expect(b.phases).toEqual([{ start: 0, end: 40, limits: frozen, frozen: true }]);
  });

  it('a recomputed phase has its own limits from its start, and the earlier phase keeps its own', () => {
    const first = computeLimits('xbar-r', rings.slice(0, 25));
    const second = computeLimits('xbar-r', rings.slice(30, 40));
    const built = buildChart({
      type: 'xbar-r',
      subgroups: rings,
      phases: [
        { start: 0, limits: first },
        { start: 30, limits: second },
      ],
      tests: ALL_TESTS,
    });
    const xbar = built.charts[0];
    expect(xbar?.points).toHaveLength(40);
    expect(xbar?.points[29]?.ucl).toBeCloseTo(74.0143, 4);
    expect(xbar?.points[30]?.ucl).toBe(second.center + (3 * second.spread) / (2.325929 * Math.sqrt(5)));
    // The later phase's shifted mean is its own center, so the rise no longer breaks test 1.
    expect(xbar?.points.slice(30).some((p) => p.tests.includes(1))).toBe(false);
    expect(built.phases.map((p) => [p.start, p.end])).toEqual([
      [0, 30],
      [30, 40],
    ]);
  });

  it('subgroups before the first stored phase form a trial phase of their own', () => {
    const frozen = computeLimits('xbar-r', rings.slice(10, 25));
    const phases = planPhases('xbar-r', rings, [{ start: 10, limits: frozen }]);
    expect(phases.map((p) => [p.start, p.end, p.frozen])).toEqual([
      [0, 10, false],
      [10, 40, true],
    ]);
  });

  it('a run of the tests does not cross into the next phase', () => {
    const xs = [...Array.from({ length: 6 }, () => 10.3), ...Array.from({ length: 6 }, () => 10.3)];
    const limits = { type: 'imr' as const, center: 10, spread: 1, n: 1 };
    const subgroups = xs.map((x) => ({ readings: [x] }));
    const one = buildChart({ type: 'imr', subgroups, phases: [{ start: 0, limits }], tests: [{ test: 2, k: 9 }] });
    const two = buildChart({
      type: 'imr',
      subgroups,
      phases: [
        { start: 0, limits },
        { start: 6, limits },
      ],
      tests: [{ test: 2, k: 9 }],
    });
    expect(one.charts[0]?.points.filter((p) => p.tests.length).length).toBe(4);
    expect(two.charts[0]?.points.filter((p) => p.tests.length).length).toBe(0);
  });
});
