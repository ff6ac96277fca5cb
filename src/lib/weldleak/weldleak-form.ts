import type { TFunction } from 'i18next';
import { PLANTS } from '@/lib/plants/plants';
import { DEFECT_TYPES, ENTRY_TYPES, FEATURES, LEAK_LOCATIONS, LOCATIONS, ORIENTATIONS, SHIFTS, type WeldLeakEntry } from './schemas';

/** How the weld leak forms word a refusal: `weldleak.errors.<code>` first, one summary above the marked fields. */
export const WELDLEAK_FORM = { feature: 'weldleak', summarize: true } as const;

/** The names of the typed fields of an entry form, in form order. */
export const FORM_FIELDS = [
  'plant',
  'date',
  'type',
  'cylinderNumber',
  'jobNumber',
  'cell',
  'shift',
  'robotOperator',
  'quantity',
  'location',
  'leakLocation',
  'defectType',
  'feature',
  'orientation',
  'repairInitials',
  'repairMinutes',
  'correctiveAction',
  'comments',
] as const;

/** The values of an entry form, as strings. */
export type FormValues = Record<(typeof FORM_FIELDS)[number], string>;

/** The posted values of an entry form, only its own fields. */
export function formValuesOf(posted: Record<string, string>): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f, posted[f] ?? ''])) as FormValues;
}

/** An entry's values for its edit form. */
export function formValuesOfEntry(entry: WeldLeakEntry): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f, entry[f] === null || entry[f] === undefined ? '' : String(entry[f])])) as FormValues;
}

/** An empty form for a new entry: today's date, the user's plant. */
export function emptyFormValues(plant: string | null, today: string): FormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as FormValues;
  return { ...values, plant: plant ?? '', date: today, quantity: '1' };
}

/** The choices of each select of the form, labelled in the page's language. */
export function formOptions(t: TFunction) {
  const of = (list: readonly (string | number)[], ns: string) => list.map((v) => ({ value: String(v), label: t(`weldleak.${ns}.${v}`) }));
  return {
    plant: PLANTS.map((p) => ({ value: p.id, label: t(`forms.plants.${p.id}`) })),
    type: of(ENTRY_TYPES, 'types'),
    shift: of(SHIFTS, 'shifts'),
    location: of(LOCATIONS, 'locations'),
    leakLocation: of(LEAK_LOCATIONS, 'leakLocations'),
    defectType: of(DEFECT_TYPES, 'defects'),
    feature: of(FEATURES, 'features'),
    orientation: ORIENTATIONS.map((o) => ({ value: o, label: o })),
  };
}

/**
 * The label of a stored value in the page's language (the history shows stored values).
 * @example showValue(t, 'defectType', 'crack') // 'grieta' in Spanish
 */
export function showValue(t: TFunction, field: string, value: string): string {
  const ns: Record<string, string> = {
    plant: 'plants',
    type: 'types',
    shift: 'shifts',
    location: 'locations',
    leakLocation: 'leakLocations',
    defectType: 'defects',
    feature: 'features',
    status: 'status',
  };
  const space = ns[field];
  return space && value ? t(`weldleak.${space}.${value}`, { defaultValue: value }) : value;
}
