/**
 * The demo catalogue of the materials seed: parts, cylinder models, places and heats.
 * seed-story.ts turns it into jobs, materials and stock for the four plants.
 */

/** Parts past their first revision (every other part is at 'A'). */
export const REVISIONS: Readonly<Record<string, string>> = { 'SEAL-KIT-200': 'C', 'CYL-2010-24': 'B' };

/** [partNum, description, uom, stockedByLength, source]. */
export const PARTS: readonly (readonly [string, string, string, boolean, 'M' | 'P'])[] = [
  ['TUBE-2.00X.25-DOM', 'Tube, DOM 2.00 OD x .25 wall', 'IN', true, 'P'],
  ['TUBE-2.50X.25-DOM', 'Tube, DOM 2.50 OD x .25 wall', 'IN', true, 'P'],
  ['TUBE-3.00X.25-DOM', 'Tube, DOM 3.00 OD x .25 wall', 'IN', true, 'P'],
  ['TUBE-4.00X.38-DOM', 'Tube, DOM 4.00 OD x .38 wall', 'IN', true, 'P'],
  ['TUBE-5.00X.50-HON', 'Tube, honed 5.00 ID x .50 wall', 'IN', true, 'P'],
  ['ROD-1.00-CHR', 'Rod, induction hardened chrome 1.00 dia', 'IN', true, 'P'],
  ['ROD-1.25-CHR', 'Rod, induction hardened chrome 1.25 dia', 'IN', true, 'P'],
  ['ROD-1.50-CHR', 'Rod, induction hardened chrome 1.50 dia', 'IN', true, 'P'],
  ['ROD-2.00-CHR', 'Rod, induction hardened chrome 2.00 dia', 'IN', true, 'P'],
  ['BAR-3.50-1018', 'Bar, round 1018 CRS 3.50 dia (pistons, glands)', 'IN', true, 'P'],
  ['BAR-4.50-1045', 'Bar, round 1045 4.50 dia (base caps)', 'IN', true, 'P'],
  ['SEAL-KIT-200', 'Seal kit, 2.00 bore', 'EA', false, 'P'],
  ['SEAL-KIT-250', 'Seal kit, 2.50 bore', 'EA', false, 'P'],
  ['SEAL-KIT-300', 'Seal kit, 3.00 bore', 'EA', false, 'P'],
  ['SEAL-KIT-400', 'Seal kit, 4.00 bore', 'EA', false, 'P'],
  ['SEAL-KIT-500', 'Seal kit, 5.00 bore', 'EA', false, 'P'],
  ['CLEVIS-1.00', 'Clevis, 1.00 pin, weld-on', 'EA', false, 'P'],
  ['PORT-SAE8', 'Port boss, SAE-8, weld-on', 'EA', false, 'P'],
  ['VALVE-N2-CHG', 'Charging valve, nitrogen', 'EA', false, 'P'],
  ['N2-GAS', 'Nitrogen, compressed', 'LB', false, 'P'],
  ['WIRE-ER70S6', 'Weld wire ER70S-6, .045', 'LB', false, 'P'],
  ['PAINT-BLK-EP', 'Paint, black epoxy', 'GAL', false, 'P'],
];

/** A cylinder model the plants build. */
export interface CylinderModel {
  partNum: string;
  description: string;
  kind: 'hydraulic' | 'gas';
  stroke: number;
  tube: string;
  rod: string;
  sealKit: string;
}

/** The cylinders made (top assemblies); barrel and rod sub-assemblies are `<partNum>-BRL` and `-ROD`. */
export const MODELS: readonly CylinderModel[] = [
  {
    partNum: 'CYL-2010-24',
    description: 'Hydraulic cylinder 2.00 bore x 24 stroke, 1.00 rod',
    kind: 'hydraulic',
    stroke: 24,
    tube: 'TUBE-2.00X.25-DOM',
    rod: 'ROD-1.00-CHR',
    sealKit: 'SEAL-KIT-200',
  },
  {
    partNum: 'CYL-2512-36',
    description: 'Hydraulic cylinder 2.50 bore x 36 stroke, 1.25 rod',
    kind: 'hydraulic',
    stroke: 36,
    tube: 'TUBE-2.50X.25-DOM',
    rod: 'ROD-1.25-CHR',
    sealKit: 'SEAL-KIT-250',
  },
  {
    partNum: 'CYL-3015-48',
    description: 'Hydraulic cylinder 3.00 bore x 48 stroke, 1.50 rod',
    kind: 'hydraulic',
    stroke: 48,
    tube: 'TUBE-3.00X.25-DOM',
    rod: 'ROD-1.50-CHR',
    sealKit: 'SEAL-KIT-300',
  },
  {
    partNum: 'CYL-4020-30',
    description: 'Hydraulic cylinder 4.00 bore x 30 stroke, 2.00 rod',
    kind: 'hydraulic',
    stroke: 30,
    tube: 'TUBE-4.00X.38-DOM',
    rod: 'ROD-2.00-CHR',
    sealKit: 'SEAL-KIT-400',
  },
  {
    partNum: 'CYL-5020-60',
    description: 'Hydraulic cylinder 5.00 bore x 60 stroke, 2.00 rod',
    kind: 'hydraulic',
    stroke: 60,
    tube: 'TUBE-5.00X.50-HON',
    rod: 'ROD-2.00-CHR',
    sealKit: 'SEAL-KIT-500',
  },
  {
    partNum: 'GAS-2010-04',
    description: 'Nitrogen gas cylinder 2.00 bore x 4 stroke',
    kind: 'gas',
    stroke: 4,
    tube: 'TUBE-2.00X.25-DOM',
    rod: 'ROD-1.00-CHR',
    sealKit: 'SEAL-KIT-200',
  },
  {
    partNum: 'GAS-3015-06',
    description: 'Nitrogen gas cylinder 3.00 bore x 6 stroke',
    kind: 'gas',
    stroke: 6,
    tube: 'TUBE-3.00X.25-DOM',
    rod: 'ROD-1.50-CHR',
    sealKit: 'SEAL-KIT-300',
  },
];

/** The parts of the models' sub-assemblies (made here). */
export const MADE_PARTS: readonly (readonly [string, string, string, boolean, 'M' | 'P'])[] = MODELS.flatMap((m) => [
  [m.partNum, m.description, 'EA', false, 'M'] as const,
  [`${m.partNum}-BRL`, `Barrel weldment, ${m.description.toLowerCase()}`, 'EA', false, 'M'] as const,
  [`${m.partNum}-ROD`, `Rod assembly, ${m.description.toLowerCase()}`, 'EA', false, 'M'] as const,
]);

/** [code, description, kind] of every plant's warehouses. */
export const WAREHOUSES: readonly (readonly [string, string, string])[] = [
  ['STORES', 'Main stores', 'stores'],
  ['WIP', 'Work in progress', 'wip'],
  ['SHIP', 'Shipping', 'shipping'],
  ['SHORT', 'Short ends', 'shortends'],
];

/** [warehouse, bin] of every plant: racks A (shelves), R (bar and tube racks), floor spots, short-end racks. */
export const BINS: readonly (readonly [string, string])[] = [
  ...['A-01-1', 'A-01-2', 'A-02-1', 'A-02-2', 'A-03-1', 'A-03-2', 'A-04-1', 'A-04-2', 'A-05-1', 'A-06-3'].map(
    (b) => ['STORES', b] as const,
  ),
  ...['R-01', 'R-02', 'R-03', 'R-04', 'R-05'].map((b) => ['STORES', b] as const),
  ...['SAW-1', 'WELD-1', 'ASSY-1', 'PAINT-1'].map((b) => ['WIP', b] as const),
  ...['DOCK-1', 'DOCK-2'].map((b) => ['SHIP', b] as const),
  ...['SE-01', 'SE-02', 'SE-03', 'SE-04'].map((b) => ['SHORT', b] as const),
];

/** Work centers of each resource group. */
export const WORK_CENTERS: Readonly<Record<string, readonly string[]>> = {
  SAW: ['SAW-01', 'SAW-02'],
  CNC: ['CNC-LATHE-3', 'CNC-LATHE-4'],
  WELD: ['ROBOT-WELD-1', 'ROBOT-WELD-2'],
  HONE: ['HONE-1'],
  CHROME: ['CHROME-TANK-2'],
  PAINT: ['PAINT-LINE'],
  ASSY: ['ASSY-CELL-1', 'ASSY-CELL-2'],
  TEST: ['TEST-STAND-1'],
};

/** The first job number of each plant; a plant's jobs are numbered on from it. */
export const JOB_BASE: Readonly<Record<string, number>> = {
  MfgSys: 117500,
  SPIRITLA: 219600,
  BGOHIO: 118200,
  REBUILD: 403100,
};

/** Mill heat numbers of bar and tube stock, two per part and plant. */
export function heatsOf(partNum: string, plantIndex: number): [string, string] {
  let hash = 0;
  for (const ch of partNum) hash = (hash * 31 + ch.charCodeAt(0)) % 9000;
  const base = 1000 + ((hash + plantIndex * 577) % 8000);
  return [`H24-${base}`, `H25-${base + 311}`];
}
