import type { TFunction } from 'i18next';
import { ALL_PLANTS, PLANT_IDS, type PlantFilter, type PlantId } from '@/lib/plants/plants';
import { dateSchema, type Absence, type PlantLabor } from './schemas';
import { addDays, hhmm } from './time';
import { dateFormat, dateLocale } from '@/lib/i18n/date-format';

/** How the labor forms word a refusal: labor's texts by code, then the kit's, with a summary above the form. */
export const LABOR_FORM = { feature: 'labor', summarize: true } as const;

/**
 * A plant's shifts as a select's options, with their local hours.
 * @example shiftOptions(rule, t)[0] // { value: '1', label: 'Shift 1 · 06:00–14:30' }
 */
export function shiftOptions(rule: PlantLabor, t: TFunction): { value: string; label: string }[] {
  return rule.shifts.map((s) => ({
    value: String(s.shift),
    label: t('labor.shift.label', { n: s.shift, start: hhmm(s.startMinute), end: hhmm(s.endMinute) }),
  }));
}

/** When a record was made, as a time of day in the reader's language on the plant's clock (the device's without one). */
export function madeAtText(iso: string, lang: string, timeZone?: string): string {
  return dateFormat(dateLocale(lang), { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** An employee's own call offs and notices, newest first (a tardy is nothing they filed). */
export function filedAbsences(absences: readonly Absence[]): Absence[] {
  return absences.filter((a) => a.kind !== 'tardy').sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id);
}

/** The plants a list's plant filter stands for: one, or every plant for All. */
export function plantsOf(filter: PlantFilter): PlantId[] {
  return filter === ALL_PLANTS ? [...PLANT_IDS] : [filter];
}

/** A date range a list was asked for (`from`, `to`), each checked: a bad one is replaced by its default and said by its field. */
export interface DateRangeQuery {
  from: string;
  to: string;
  errors: Record<string, string>;
}

/**
 * The `from` and `to` of a list's query, valid dates in order, else the defaults with the field's message.
 * @example dateRangeOf(new URLSearchParams('from=2026-13-01'), { from: '2026-11-01', to: '2026-11-30' }, t).errors.from // 'Not in the expected format.'
 */
export function dateRangeOf(query: URLSearchParams, defaults: { from: string; to: string }, t: TFunction): DateRangeQuery {
  const errors: Record<string, string> = {};
  const read = (name: 'from' | 'to'): string => {
    const value = query.get(name);
    if (value === null || value === '') return defaults[name];
    if (dateSchema.safeParse(value).success) return value;
    errors[name] = t('forms.errors.invalid-format');
    return defaults[name];
  };
  const from = read('from');
  let to = read('to');
  if (to < from) {
    errors['to'] = t('labor.errors.before-from');
    to = from;
  }
  if (addDays(from, 62) < to) {
    errors['to'] = t('labor.errors.too-long');
    to = addDays(from, 62);
  }
  return { from, to, errors };
}
