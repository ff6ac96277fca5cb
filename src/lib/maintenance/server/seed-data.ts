import type { Criticality, EquipmentKind } from '@/lib/plant-data/equipment-constants';
import type { PmIntervalKind } from '@/lib/maintenance/constants';

/** [suffix, kind, name, cell, work center, department, criticality, manufacturer] of a cylinder plant's machines. */
export type MachineRow = [string, EquipmentKind, string, string | null, string, string, Criticality, string];

/** The machines every cylinder plant has (the checklists' seed adds the hoists, cranes, forklifts and lifts). */
export const CYLINDER_MACHINES: MachineRow[] = [
  ['WC-01', 'weld cell', 'Robotic weld cell 1 (tube to base)', 'CELL-1', 'WELD', 'Welding', 'A', 'Lincoln Electric'],
  ['WC-02', 'weld cell', 'Robotic weld cell 2 (port welds)', 'CELL-1', 'WELD', 'Welding', 'A', 'Lincoln Electric'],
  ['WC-03', 'weld cell', 'Robotic weld cell 3 (gland welds)', 'CELL-2', 'WELD', 'Welding', 'A', 'Fanuc'],
  ['WC-04', 'weld cell', 'Manual MIG weld booth', null, 'WELD', 'Welding', 'B', 'Miller'],
  ['LTH-01', 'lathe', 'CNC lathe, rods (Okuma LB3000)', 'CELL-3', 'MACH', 'Machining', 'A', 'Okuma'],
  ['LTH-02', 'lathe', 'CNC lathe, glands and pistons', 'CELL-3', 'MACH', 'Machining', 'A', 'Haas'],
  ['LTH-03', 'lathe', 'CNC lathe, tube ends', 'CELL-4', 'MACH', 'Machining', 'B', 'Mazak'],
  ['SAW-01', 'saw', 'Bar and tube band saw', null, 'CUT', 'Machining', 'B', 'HE&M'],
  ['PRS-01', 'press', '50 ton hydraulic assembly press', null, 'ASSY', 'Assembly', 'B', 'Beckwood'],
  ['PB-01', 'paint booth', 'Paint booth 1 (line)', null, 'PAINT', 'Paint', 'A', 'Global Finishing'],
  ['PB-02', 'paint booth', 'Paint booth 2 (touch-up)', null, 'PAINT', 'Paint', 'C', 'Global Finishing'],
  ['OVN-01', 'oven', 'Paint cure oven', null, 'PAINT', 'Paint', 'B', 'Despatch'],
  ['HTS-01', 'hydro test stand', 'Hydrostatic test stand 1 (5,000 psi)', 'CELL-5', 'TEST', 'Assembly', 'A', 'Hydrotechnik'],
  ['HTS-02', 'hydro test stand', 'Hydrostatic test stand 2 (3,000 psi)', 'CELL-5', 'TEST', 'Assembly', 'B', 'Hydrotechnik'],
  ['CMP-01', 'compressor', 'Plant air compressor 100 hp', null, 'FAC', 'Facilities', 'A', 'Atlas Copco'],
];

/** Metal Finishing's own lines: chrome and cobalt plating. */
export const FINISHING_MACHINES: MachineRow[] = [
  ['PL-CR', 'plating line', 'Hard chrome plating line', null, 'PLATE', 'Plating', 'A', 'Technic'],
  ['PL-CO', 'plating line', 'Cobalt plating line', null, 'PLATE', 'Plating', 'A', 'Technic'],
];

/** [machine suffix, task, interval kind, interval, days since last done (or meter run since)] of the PM schedules. */
export const PM_PLAN: [string, string, PmIntervalKind, number, number][] = [
  ['WC-01', 'Replace contact tips and clean nozzle, check wire feed', 'days', 7, 6],
  ['WC-02', 'Replace contact tips and clean nozzle, check wire feed', 'days', 7, 3],
  ['WC-03', 'Calibrate robot TCP and check torch cable', 'days', 30, 12],
  ['LTH-01', 'Change way lube and coolant concentration check', 'hours', 500, 520],
  ['LTH-02', 'Check spindle runout and chuck jaws', 'hours', 250, 120],
  ['SAW-01', 'Replace band and check guides', 'cycles', 2000, 1450],
  ['PRS-01', 'Inspect hoses and cylinder seals', 'days', 90, 40],
  ['PB-01', 'Change booth filters', 'days', 14, 13],
  ['OVN-01', 'Burner inspection and temperature survey', 'days', 180, 200],
  ['HTS-01', 'Verify pressure transducer and relief valve', 'days', 30, 29],
  ['HTS-02', 'Verify pressure transducer and relief valve', 'days', 30, 8],
  ['CMP-01', 'Change oil and air filter', 'hours', 1000, 400],
];

/** [number suffix, description, location, calibration interval in days] of a crib's gauges. */
export const GAUGES: [string, string, string, number][] = [
  ['G-001', '0-6 in digital caliper', 'Crib drawer A1', 180],
  ['G-002', '0-6 in digital caliper', 'Crib drawer A1', 180],
  ['G-003', '1-2 in outside micrometer', 'Crib drawer A2', 365],
  ['G-004', '2-3 in outside micrometer', 'Crib drawer A2', 365],
  ['G-005', '3/4-16 UNF thread plug gauge', 'Crib drawer B1', 365],
  ['G-006', 'SAE #8 ORB port thread plug', 'Crib drawer B1', 365],
  ['G-007', '2.500 in bore gauge', 'Crib drawer B2', 180],
  ['G-008', '0-10,000 psi test gauge', 'Hydro test stand', 90],
];

/** [item suffix, description, bin, unit, on hand, minimum, warning] of the MRO stores. */
export const MRO: [string, string, string, string, number, number, string | null][] = [
  ['TIP-045', 'Contact tip 0.045 in', 'M-01-A', 'EA', 240, 200, null],
  ['NOZ-58', 'Gas nozzle 5/8 in', 'M-01-B', 'EA', 18, 30, null],
  ['WIRE-045', 'ER70S-6 wire 0.045 in, 44 lb spool', 'M-02-A', 'EA', 6, 8, 'Eight weeks lead time from the mill'],
  ['FLT-BOOTH', 'Paint booth exhaust filter 20x20', 'M-03-A', 'EA', 64, 40, null],
  ['OIL-ISO46', 'Hydraulic oil ISO 46', 'M-04-A', 'GAL', 35, 55, null],
  ['LUBE-WAY', 'Way lube oil ISO 68', 'M-04-B', 'GAL', 12, 10, null],
  ['BRG-6205', 'Ball bearing 6205-2RS', 'M-05-A', 'EA', 9, 6, null],
  ['BAND-114', 'Bandsaw blade 1-1/4 in x 16 ft', 'M-05-B', 'EA', 1, 3, 'One supplier; order in pairs'],
  ['FUSE-30', 'Fuse 30 A class J', 'M-06-A', 'EA', 22, 12, null],
  ['SEAL-KIT', 'Test stand seal kit', 'M-06-B', 'EA', 2, 2, null],
];

/** [product suffix, name, manufacturer, signal word, hazards] of the safety data sheets. */
export const SDS: [string, string, string, 'Danger' | 'Warning' | 'None', string][] = [
  ['PAINT-BLK', 'Industrial enamel, black', 'Sherwin-Williams', 'Danger', 'Flammable liquid and vapour; may cause drowsiness'],
  ['THIN-01', 'Reducer / thinner', 'Sherwin-Williams', 'Danger', 'Highly flammable liquid and vapour'],
  ['CUT-FLD', 'Semi-synthetic cutting fluid', 'Master Fluid', 'Warning', 'Causes skin irritation'],
  ['ARGON-CO2', 'Argon / CO2 shielding gas 90/10', 'Airgas', 'Warning', 'Contains gas under pressure; may explode if heated'],
  ['HYD-46', 'Hydraulic oil ISO 46', 'Mobil', 'None', 'Not classified as hazardous'],
];
