import { BINS, JOB_BASE, MODELS, PARTS, WAREHOUSES, WORK_CENTERS, heatsOf, type CylinderModel } from './seed-catalogue';

/**
 * The materials story of each plant, as rows (pure and deterministic: the same every seed):
 * 16 jobs per plant of hydraulic and gas cylinders (Metal Finishing: rebuilds), stock in bins,
 * and on purpose a line-down job, a job whose materials sit at 100, 105 and 115 % issued (with a
 * backflushed line and one marked Issued Complete) and a job whose usual bin holds too little.
 */

/** Rows for the materials tables of one plant. */
export interface PlantStory {
  warehouses: { plantId: string; warehouseCode: string; description: string; kind: string }[];
  bins: { plantId: string; warehouseCode: string; binNum: string }[];
  onHand: { plantId: string; warehouseCode: string; binNum: string; partNum: string; heatNum: string; lotNum: string; quantity: number }[];
  jobs: {
    jobNum: string;
    plantId: string;
    partNum: string;
    quantity: number;
    status: string;
    dueDate: string;
    lineDownDate: string | null;
    jobType: string;
    kitted: boolean;
    rework: boolean;
  }[];
  assemblies: { jobNum: string; assemblySeq: number; partNum: string }[];
  operations: { jobNum: string; assemblySeq: number; oprSeq: number; resourceGroup: string; workCenter: string }[];
  materials: {
    jobNum: string;
    assemblySeq: number;
    mtlSeq: number;
    partNum: string;
    requiredQty: number;
    issuedQty: number;
    backflush: boolean;
    issuedComplete: boolean;
    oprSeq: number | null;
    warehouseCode: string | null;
    binNum: string | null;
  }[];
}

/** A small deterministic random number generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 86_400_000;
const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Where each kind of material is used: the resource group of the operation it belongs to. */
function groupOfPart(partNum: string): string {
  if (/^(TUBE|ROD|BAR)-/.test(partNum)) return 'SAW';
  if (/^(PORT|WIRE|CLEVIS)-/.test(partNum)) return 'WELD';
  if (partNum === 'N2-GAS') return 'TEST';
  if (partNum === 'PAINT-BLK-EP') return 'PAINT';
  return 'ASSY';
}

/** [partNum, per unit, backflushed] of a material line. */
type Line = [string, number, boolean];

/** The assemblies of a job of one model: [part suffix, resource groups of its operations, material lines]. */
function assembliesOf(model: CylinderModel, shape: number, rebuild: boolean): [string, string[], Line[]][] {
  const tube: Line = [model.tube, model.stroke + 4, false];
  const rod: Line = [model.rod, model.stroke + 6, false];
  const seal: Line = [model.sealKit, 1, false];
  const paint: Line = ['PAINT-BLK-EP', 0.05, true];
  if (rebuild) {
    const lines: Line[] = shape % 3 === 0 ? [seal, ['PORT-SAE8', 1, false], paint] : [seal, rod, ['PORT-SAE8', 1, false], paint];
    return [['', ['ASSY', 'CHROME', 'ASSY', 'TEST', 'PAINT'], lines]];
  }
  if (model.kind === 'gas') {
    const valve: Line = ['VALVE-N2-CHG', 1, false];
    const n2: Line = ['N2-GAS', 0.3, true];
    if (shape % 2 === 1)
      return [
        [
          '',
          ['SAW', 'CNC', 'WELD', 'ASSY', 'TEST', 'PAINT'],
          [[model.tube, model.stroke + 3, false], [model.rod, model.stroke + 4, false], seal, valve, n2, paint],
        ],
      ];
    return [
      ['', ['ASSY', 'TEST', 'PAINT'], [[model.rod, model.stroke + 4, false], seal, valve, n2]],
      [
        '-BRL',
        ['SAW', 'WELD'],
        [
          [model.tube, model.stroke + 3, false],
          ['WIRE-ER70S6', 0.2, true],
        ],
      ],
    ];
  }
  if (shape % 5 === 4)
    return [
      ['', ['SAW', 'CNC', 'WELD', 'ASSY', 'TEST', 'PAINT'], [tube, rod, seal, ['PORT-SAE8', 2, false], ['CLEVIS-1.00', 1, false], paint]],
    ];
  return [
    ['', ['ASSY', 'TEST', 'PAINT'], [seal, paint]],
    ['-BRL', ['SAW', 'WELD', 'HONE'], [tube, ['PORT-SAE8', 2, false], ['WIRE-ER70S6', 0.4, true]]],
    ['-ROD', ['SAW', 'CNC'], [rod, ['BAR-3.50-1018', 4, false], ['CLEVIS-1.00', 1, false]]],
  ];
}

const round = (n: number, uomEach: boolean): number => (uomEach ? Math.round(n) : Math.round(n * 100) / 100);

/** The story of the plant `plantId` (the `plantIndex`-th of four), dated from `now`. */
export function plantStory(plantId: string, plantIndex: number, now: number): PlantStory {
  const rng = random(1000 + plantIndex);
  const story: PlantStory = { warehouses: [], bins: [], onHand: [], jobs: [], assemblies: [], operations: [], materials: [] };
  for (const [warehouseCode, description, kind] of WAREHOUSES) story.warehouses.push({ plantId, warehouseCode, description, kind });
  for (const [warehouseCode, binNum] of BINS) story.bins.push({ plantId, warehouseCode, binNum });

  // Stock: each bought part in its usual bin; bar and tube in two heats on a rack; consumables at their cells.
  const mainBin = new Map<string, [string, string]>();
  const shelves = BINS.filter(([w, b]) => w === 'STORES' && b.startsWith('A-')).map(([, b]) => b);
  const racks = BINS.filter(([, b]) => b.startsWith('R-')).map(([, b]) => b);
  let shelf = 0;
  let rack = 0;
  const stock = (warehouseCode: string, binNum: string, partNum: string, quantity: number, heatNum = '', lotNum = ''): void => {
    story.onHand.push({ plantId, warehouseCode, binNum, partNum, heatNum, lotNum, quantity });
  };
  for (const [partNum, , uom, byLength] of PARTS) {
    if (byLength) {
      const binNum = racks[rack++ % racks.length]!;
      mainBin.set(partNum, ['STORES', binNum]);
      const [older, newer] = heatsOf(partNum, plantIndex);
      stock('STORES', binNum, partNum, 240 * (3 + Math.floor(rng() * 6)), older);
      stock('STORES', binNum, partNum, 240 * (8 + Math.floor(rng() * 8)), newer);
      continue;
    }
    const cell = { 'N2-GAS': 'ASSY-1', 'WIRE-ER70S6': 'WELD-1', 'PAINT-BLK-EP': 'PAINT-1' }[partNum];
    if (cell) {
      mainBin.set(partNum, ['WIP', cell]);
      stock('WIP', cell, partNum, uom === 'GAL' ? 55 : 400, '', `L${2400 + plantIndex * 10 + shelf}`);
      continue;
    }
    const binNum = partNum === 'SEAL-KIT-400' ? 'A-03-2' : shelves[shelf++ % (shelves.length - 2)]!;
    mainBin.set(partNum, ['STORES', binNum]);
    // Seal kits for 4.00 bores are short: their usual bin holds 3, the overflow shelf 20.
    if (partNum === 'SEAL-KIT-400') {
      stock('STORES', 'A-03-2', partNum, 3);
      stock('STORES', 'A-05-1', partNum, 20);
    } else {
      stock('STORES', binNum, partNum, partNum === 'PORT-SAE8' ? 300 : partNum === 'CLEVIS-1.00' ? 80 : 40 + Math.floor(rng() * 120));
    }
  }

  const base = JOB_BASE[plantId]!;
  const rebuild = plantId === 'REBUILD';
  for (let j = 0; j < 16; j++) {
    const jobNum = String(base + j);
    const model = j === 1 ? MODELS[2]! : j === 2 ? MODELS[3]! : MODELS[(j + plantIndex) % (rebuild ? 5 : MODELS.length)]!;
    const quantity = j === 1 ? 10 : j === 2 ? 12 : model.kind === 'gas' ? 20 + Math.floor(rng() * 100) : 4 + Math.floor(rng() * 40);
    const roll = rng();
    const status = j <= 2 ? 'in progress' : roll < 0.5 ? 'in progress' : roll < 0.85 ? 'not started' : 'complete';
    story.jobs.push({
      jobNum,
      plantId,
      partNum: model.partNum,
      quantity,
      status,
      dueDate: isoDay(now + (j * 2 - 6) * DAY),
      lineDownDate: j === 0 ? isoDay(now + DAY) : null,
      jobType: rebuild ? 'rework' : j === 15 ? 'prototype' : 'production',
      kitted: j % 4 === 3,
      rework: rebuild,
    });
    const shape = j === 1 || j === 2 ? 4 : j;
    assembliesOf(model, shape, rebuild).forEach(([suffix, groups, lines], assemblySeq) => {
      story.assemblies.push({ jobNum, assemblySeq, partNum: `${model.partNum}${suffix}` });
      const ops = groups.map((resourceGroup, k) => {
        const centers = WORK_CENTERS[resourceGroup]!;
        return { jobNum, assemblySeq, oprSeq: (k + 1) * 10, resourceGroup, workCenter: centers[(j + k) % centers.length]! };
      });
      story.operations.push(...ops);
      lines.forEach(([partNum, perUnit, backflush], k) => {
        const each = PARTS.find((p) => p[0] === partNum)?.[2] === 'EA';
        const requiredQty = round(perUnit * quantity, each);
        const progress =
          status === 'complete'
            ? 1
            : status === 'not started'
              ? 0
              : story.jobs.at(-1)!.kitted
                ? 1
                : [0, 0.4, 0.75, 1, 1.05][Math.floor(rng() * 5)]!;
        const [warehouseCode, binNum] = mainBin.get(partNum) ?? [null, null];
        story.materials.push({
          jobNum,
          assemblySeq,
          mtlSeq: (k + 1) * 10,
          partNum,
          requiredQty,
          issuedQty: round(requiredQty * progress, each),
          backflush,
          issuedComplete: status === 'complete' && !backflush,
          oprSeq: ops.find((op) => op.resourceGroup === groupOfPart(partNum))?.oprSeq ?? ops[0]!.oprSeq,
          warehouseCode,
          binNum,
        });
      });
    });
  }
  applyThresholdStory(story, String(base + 1), String(base + 2));
  return story;
}

/** The try-this job: materials at 100 %, 105 % and 115 % issued, one backflushed, one Issued Complete; and the short-bin job. */
function applyThresholdStory(story: PlantStory, thresholdJob: string, shortBinJob: string): void {
  const set = (jobNum: string, partNum: string, requiredQty: number, issuedQty: number, extra: { issuedComplete?: boolean } = {}): void => {
    const line = story.materials.find((m) => m.jobNum === jobNum && m.partNum === partNum);
    if (line) Object.assign(line, { requiredQty, issuedQty, issuedComplete: false, ...extra });
  };
  // CYL-3015-48 built in one assembly: tube 520 in, rod 540 in, seal kit, 2 ports, clevis, paint (backflushed).
  set(thresholdJob, 'TUBE-3.00X.25-DOM', 520, 0);
  set(thresholdJob, 'ROD-1.50-CHR', 540, 270, { issuedComplete: true });
  set(thresholdJob, 'SEAL-KIT-300', 10, 10);
  set(thresholdJob, 'PORT-SAE8', 20, 21);
  set(thresholdJob, 'CLEVIS-1.00', 20, 23);
  set(shortBinJob, 'SEAL-KIT-400', 12, 0);
}
