import { ALL_PLANTS, plantFilterOf, type PlantFilter } from '@/lib/plants/plants';
import { DAY_PATTERN } from '@/lib/forms/date-field';

/** The weld leak list's filter as the page's query holds it. */
export interface ListFilter {
  plant: PlantFilter;
  /** 'three' = 'Last Three Months'; 'range' = from/to. */
  window: 'three' | 'range';
  from: string;
  to: string;
  incomplete: boolean;
  page: number;
}

/**
 * Reads the filter from the page's query; anything unknown falls back to the defaults (the top bar's
 * plant the page passes, else All; Last Three Months).
 * @example readListFilter(new URLSearchParams(`plant=${DEFAULT_PLANT}&incomplete=1`)).incomplete // true
 */
export function readListFilter(query: URLSearchParams, defaultPlant: PlantFilter = ALL_PLANTS): ListFilter {
  const plant = plantFilterOf(query.get('plant') ?? defaultPlant);
  const from = DAY_PATTERN.test(query.get('from') ?? '') ? query.get('from')! : '';
  const to = DAY_PATTERN.test(query.get('to') ?? '') ? query.get('to')! : '';
  const window = query.get('window') === 'range' && (from || to) ? 'range' : 'three';
  const page = Number(query.get('page'));
  return {
    plant,
    window,
    from,
    to,
    incomplete: query.get('incomplete') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The API query of a filter. */
export function apiQueryOf(filter: ListFilter) {
  return {
    plant: filter.plant,
    incomplete: filter.incomplete,
    ...(filter.window === 'range' ? { from: filter.from || '2000-01-01', to: filter.to || undefined } : {}),
  };
}
