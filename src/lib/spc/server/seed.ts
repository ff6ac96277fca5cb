import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { seededRandom } from '@/lib/server/db/seed-random';
import { ALL_TESTS, computeLimits, type ChartType, type Subgroup } from '@/lib/spc';
import { spcCharacteristics, spcPhases, spcSets, spcSubgroups } from './tables';

const HOUR = 3_600_000;
// Two months of subgroups: enough for a story, and the seed stays well under a second on an idle machine.
const DAYS = 60;

/** How a demo characteristic's process behaves over its months: a mean (as a function of the subgroup's position) and a sigma. */
interface Story {
  plant: string;
  partNum: string;
  operation: number;
  name: string;
  unit: string;
  nominal: number | null;
  lsl: number | null;
  usl: number | null;
  n: number;
  chartType: ChartType;
  frequency: string;
  /** Hours between subgroups. */
  every: number;
  createdBy: number;
  inspector: number;
  /** Process mean (or rate) at position i of `total`. */
  mean: (i: number, total: number) => number;
  sigma: number;
  /** Sample size of counted subgroups. */
  sample?: (i: number) => number;
  /** Frozen phases: [first subgroup, baseline length, note, by]. */
  phases?: [start: (total: number) => number, baseline: number, note: string, by: number][];
  decimals: number;
}

const JORDAN = 1001;
const TOM = 3001;

/** The demo characteristics: three plants, three months, stable processes, tool wear, a step after maintenance, counts. */
const STORIES: Story[] = [
  // Sheldon: a bore that wears its tool in the last fortnight (a rising run, then beyond the limit).
  {
    plant: 'MfgSys',
    partNum: 'CYL-2010-24',
    operation: 20,
    name: 'Bore diameter',
    unit: 'mm',
    nominal: 50.8,
    lsl: 50.775,
    usl: 50.825,
    n: 5,
    chartType: 'xbar-r',
    frequency: '5 parts a shift',
    every: 8,
    createdBy: JORDAN,
    inspector: 1004,
    sigma: 0.004,
    decimals: 3,
    mean: (i, t) => 50.8 + (i > t - 42 ? (i - (t - 42)) * 0.00022 : 0),
    phases: [[() => 0, 30, 'Limits from the first 30 shifts after the PPAP run', JORDAN]],
  },
  {
    plant: 'MfgSys',
    partNum: 'CYL-2010-24',
    operation: 30,
    name: 'Rod diameter',
    unit: 'mm',
    nominal: 25.4,
    lsl: 25.38,
    usl: 25.42,
    n: 4,
    chartType: 'xbar-r',
    frequency: '4 parts a shift',
    every: 8,
    createdBy: JORDAN,
    inspector: 1004,
    sigma: 0.0035,
    decimals: 4,
    mean: () => 25.401,
  },
  // A weld length measured once a day; a new wire supplier two thirds of the way moves the mean.
  {
    plant: 'MfgSys',
    partNum: 'CYL-3015-48',
    operation: 40,
    name: 'Weld length',
    unit: 'mm',
    nominal: 120,
    lsl: 117,
    usl: 123,
    n: 1,
    chartType: 'imr',
    frequency: '1 part a day',
    every: 24,
    createdBy: JORDAN,
    inspector: 1005,
    sigma: 0.45,
    decimals: 2,
    mean: (i, t) => (i > (t * 2) / 3 ? 120.9 : 120),
  },
  // Spirit Lake: thread pitch diameter in subgroups of 8 (X-bar and S), stable and capable.
  {
    plant: 'SPIRITLA',
    partNum: 'GAS-2010-04',
    operation: 10,
    name: 'Port pitch diameter',
    unit: 'in',
    nominal: 0.5135,
    lsl: 0.5115,
    usl: 0.5155,
    n: 8,
    chartType: 'xbar-s',
    frequency: '8 parts a shift',
    every: 8,
    createdBy: JORDAN,
    inspector: 2001,
    sigma: 0.00035,
    decimals: 5,
    mean: () => 0.5136,
  },
  {
    plant: 'SPIRITLA',
    partNum: 'GAS-2010-04',
    operation: 50,
    name: 'Paint defects per 10 cylinders',
    unit: '',
    nominal: null,
    lsl: null,
    usl: null,
    n: 1,
    chartType: 'c',
    frequency: '10 cylinders a shift',
    every: 8,
    createdBy: JORDAN,
    inspector: 2001,
    sigma: 0,
    decimals: 0,
    mean: (i, t) => (i > t - 20 ? 9 : 4.5),
    sample: () => 1,
  },
  {
    plant: 'SPIRITLA',
    partNum: 'CYL-2512-36',
    operation: 60,
    name: 'Leak test failures',
    unit: '',
    nominal: null,
    lsl: null,
    usl: null,
    n: 1,
    chartType: 'p',
    frequency: '40 to 60 cylinders a shift',
    every: 8,
    createdBy: JORDAN,
    inspector: 2002,
    sigma: 0,
    decimals: 0,
    mean: () => 0.04,
    sample: (i) => 40 + ((i * 7) % 21),
  },
  // Bowling Green: a bore whose honing head was replaced half way; the limits were recomputed then.
  {
    plant: 'BGOHIO',
    partNum: 'CYL-4020-30',
    operation: 20,
    name: 'Bore diameter',
    unit: 'mm',
    nominal: 101.6,
    lsl: 101.56,
    usl: 101.64,
    n: 5,
    chartType: 'xbar-r',
    frequency: '5 parts a shift',
    every: 8,
    createdBy: TOM,
    inspector: 3002,
    sigma: 0.007,
    decimals: 3,
    mean: (i, t) => (i >= Math.floor(t / 2) ? 101.592 : 101.606),
    phases: [
      [() => 0, 25, 'Initial capability study', TOM],
      [(t) => Math.floor(t / 2), 25, 'New honing head installed; limits recomputed from 25 shifts', TOM],
    ],
  },
  {
    plant: 'BGOHIO',
    partNum: 'CYL-5020-60',
    operation: 30,
    name: 'Gland outside diameter',
    unit: 'mm',
    nominal: 127,
    lsl: 126.95,
    usl: 127.05,
    n: 10,
    chartType: 'xbar-s',
    frequency: '10 parts a shift',
    every: 8,
    createdBy: TOM,
    inspector: 3002,
    sigma: 0.009,
    decimals: 3,
    mean: () => 127.004,
  },
  {
    plant: 'BGOHIO',
    partNum: 'CYL-4020-30',
    operation: 70,
    name: 'Weld spatter per unit',
    unit: '',
    nominal: null,
    lsl: null,
    usl: null,
    n: 1,
    chartType: 'u',
    frequency: '3 to 8 units a shift',
    every: 8,
    createdBy: TOM,
    inspector: 3004,
    sigma: 0,
    decimals: 0,
    mean: () => 1.2,
    sample: (i) => 3 + ((i * 5) % 6),
  },
  {
    plant: 'BGOHIO',
    partNum: 'CYL-5020-60',
    operation: 80,
    name: 'Nonconforming seals',
    unit: '',
    nominal: null,
    lsl: null,
    usl: null,
    n: 1,
    chartType: 'np',
    frequency: '100 seals a day',
    every: 24,
    createdBy: TOM,
    inspector: 3004,
    sigma: 0,
    decimals: 0,
    mean: (i, t) => (i > t - 12 ? 0.06 : 0.025),
    sample: () => 100,
  },
];

/** A normal variate (Box-Muller) and a Poisson count (Knuth, small means) from a seeded uniform source. */
function draws(next: () => number) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const poisson = (lambda: number) => {
    const limit = Math.exp(-lambda);
    let k = 0;
    for (let p = next(); p > limit; p *= next()) k++;
    return k;
  };
  return { normal, poisson };
}

/** The subgroups of one story, one every `every` hours for DAYS days back from `now` (none after it). */
function subgroupsOf(s: Story, now: Date, next: () => number): { values: Subgroup; takenAt: Date }[] {
  const { normal, poisson } = draws(next);
  const total = Math.floor((DAYS * 24) / s.every);
  const start = now.getTime() - total * s.every * HOUR;
  const round = (x: number) => Number(x.toFixed(s.decimals));
  return Array.from({ length: total }, (_, i) => {
    const takenAt = new Date(start + i * s.every * HOUR + Math.floor(next() * 40) * 60_000 - HOUR);
    const m = s.mean(i, total);
    if (s.chartType === 'xbar-r' || s.chartType === 'xbar-s' || s.chartType === 'imr') {
      return { values: { readings: Array.from({ length: s.n }, () => round(m + s.sigma * normal())) }, takenAt };
    }
    const sampleSize = s.sample?.(i) ?? 1;
    // Defectives of a sample: binomial as a sum of trials; defects: Poisson with the rate per unit.
    const defects =
      s.chartType === 'p' || s.chartType === 'np'
        ? Array.from({ length: sampleSize }, () => next() < m).filter(Boolean).length
        : poisson(m * (s.chartType === 'u' ? sampleSize : 1));
    return { values: { count: defects, sampleSize }, takenAt };
  });
}

/** Seeds the demo characteristics with three months of subgroups each (one insert per characteristic), where there are none; true when it did. */
export async function seedSpcIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, spcCharacteristics))) return false;
  await seedStories(tx, now);
  return true;
}

async function seedStories(tx: Tx, now: Date): Promise<void> {
  const r = seededRandom(25);
  const sets = [
    ...new Map(
      STORIES.map((s) => [`${s.plant} ${s.partNum} ${s.operation}`, { plantId: s.plant, partNum: s.partNum, operation: s.operation }]),
    ).values(),
  ];
  const setRows = await tx.insert(spcSets).values(sets).returning();
  const setOf = (s: Story) => setRows.find((x) => x.plantId === s.plant && x.partNum === s.partNum && x.operation === s.operation)!.id;
  const chars = await tx
    .insert(spcCharacteristics)
    .values(
      STORIES.map((s) => ({
        setId: setOf(s),
        name: s.name,
        unit: s.unit,
        nominal: s.nominal,
        lsl: s.lsl,
        usl: s.usl,
        subgroupSize: s.n,
        frequency: s.frequency,
        chartType: s.chartType,
        tests:
          s.chartType === 'xbar-r' || s.chartType === 'xbar-s' || s.chartType === 'imr'
            ? [...ALL_TESTS]
            : ALL_TESTS.filter((t) => t.test <= 4),
        createdBy: s.createdBy,
        createdAt: new Date(now.getTime() - (DAYS + 1) * 24 * HOUR),
      })),
    )
    .returning({ id: spcCharacteristics.id });
  const drawn = STORIES.map((s, k) => ({ s, characteristicId: chars[k]!.id, data: subgroupsOf(s, now, r.next) }));
  // One insert for every subgroup (about 2,000 rows): the ids come back in the order given.
  const rows = drawn.flatMap(({ s, characteristicId, data }) =>
    data.map((d) => ({
      characteristicId,
      ...('readings' in d.values ? { readings: d.values.readings } : { count: d.values.count, sampleSize: d.values.sampleSize }),
      takenAt: d.takenAt,
      enteredAt: d.takenAt,
      empId: s.inspector,
    })),
  );
  const ids = await tx.insert(spcSubgroups).values(rows).returning({ id: spcSubgroups.id });
  const phases = [];
  let offset = 0;
  for (const { s, characteristicId, data } of drawn) {
    for (const [startOf, baseline, note, by] of s.phases ?? []) {
      const start = startOf(data.length);
      const limits = computeLimits(
        s.chartType,
        data.slice(start, start + baseline).map((d) => d.values),
      );
      const at = data[start + baseline - 1]!.takenAt;
      phases.push({
        characteristicId,
        startSubgroupId: ids[offset + start]!.id,
        limits,
        note,
        empId: by,
        at: new Date(at.getTime() + HOUR),
      });
    }
    offset += data.length;
  }
  await tx.insert(spcPhases).values(phases);
}
