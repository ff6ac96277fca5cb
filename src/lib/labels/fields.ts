import type { LabelField, LabelFieldKind, LabelFillSource } from './types';

/** Options of `field`: what differs from the shared definition of a field name. */
export type FieldOptions = Partial<Omit<LabelField, 'name'>>;

const code = (maxLength: number, sample: string, fill?: LabelFillSource): Omit<LabelField, 'name'> => ({
  kind: 'code',
  required: true,
  maxLength,
  scan: true,
  sample,
  ...(fill ? { fill } : {}),
});
const of = (kind: LabelFieldKind, maxLength: number, sample: string, extra: FieldOptions = {}): Omit<LabelField, 'name'> => ({
  kind,
  required: true,
  maxLength,
  sample,
  ...extra,
});

/** The shop floor's field vocabulary (domain.md): one definition per name, shared by the forms. */
const SHARED: Readonly<Record<string, Omit<LabelField, 'name'>>> = {
  partNum: code(20, 'TUBE-3.00X.25-DOM'),
  description: of('text', 60, '3.00 OD X .25 WALL DOM TUBE, 240 IN RANDOM LENGTH', {
    fill: { from: 'part', key: 'description', by: 'partNum' },
  }),
  uom: of('text', 4, 'IN', { fill: { from: 'part', key: 'uom', by: 'partNum' } }),
  quantity: of('integer', 7, '240', { min: 1, max: 9999999 }),
  jobNum: code(12, '118204-1'),
  warehouse: code(8, 'STORES', { from: 'bin', key: 'warehouseCode', by: 'partNum' }),
  binNum: code(10, 'A-04-2', { from: 'bin', key: 'binNum', by: 'partNum' }),
  heatNum: code(14, 'H4471823', { from: 'bin', key: 'heatNum', by: 'partNum' }),
  lotNum: code(14, 'L2611-07'),
  lengthIn: of('decimal', 7, '38.5', { min: 0.1, max: 9999 }),
  pieces: of('integer', 4, '3', { min: 1, max: 9999 }),
  dueDate: of('date', 10, '2026-12-04', { fill: { from: 'job', key: 'dueDate', by: 'jobNum' } }),
  lineDownDate: of('date', 10, '2026-11-30', { required: false, fill: { from: 'job', key: 'lineDownDate', by: 'jobNum' } }),
  operations: of('operations', 12, '10 SAW SAW-01\n20 CNC CNC-03\n30 WELD WELD-02\n40 TEST', {
    fill: { from: 'job', key: 'operations', by: 'jobNum' },
  }),
  serial: code(12, '0004471'),
  supplier: code(10, 'V10442'),
  customerPart: code(18, 'AH211384'),
  poNum: code(12, 'PO-55821'),
  shipTo: of('text', 28, 'JOHN DEERE WATERLOO WORKS', { required: false }),
  vendor: code(10, 'VSP-118'),
  counter: of('text', 12, 'J. CARTER', { required: false }),
  date: of('date', 10, '2026-11-22', { required: false }),
  location: code(10, 'SE-RACK-3'),
  notes: of('text', 40, 'KEEP DRY', { required: false }),
  title: of('text', 24, 'SAMPLE LABEL', { required: false }),
};

/**
 * A field by its shared name, with what this form changes.
 * @example field('partNum', { maxLength: 16 })
 */
export function field(name: string, options: FieldOptions = {}): LabelField {
  const shared = SHARED[name];
  if (!shared) throw new Error(`Label field '${name}' is not in the shared vocabulary (src/lib/labels/fields.ts).`);
  return { name, ...shared, ...options };
}

/** The names the print URL keeps for itself, never a field's name. */
export const RESERVED_QUERY = ['print', 'copies', 'printer', 'key', 'formKey', 'format', 'send', 'calibrate', 'noprint'] as const;
