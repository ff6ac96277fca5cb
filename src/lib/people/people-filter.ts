import { listPlant, type ListPlant } from '@/lib/plants/list-plant';
import type { PlantFilter } from '@/lib/plants/plants';
import type { EmployeesQuery } from './schemas';

/** What a people list shows: the plant (the top bar's unless the query names one), a department, words. */
export interface PeopleFilter {
  plant: PlantFilter;
  shown: ListPlant;
  department: string;
  q: string;
}

/**
 * Reads a people list's filter from its address.
 * @example readPeopleFilter(new URLSearchParams('department=Welding'), plant).department // 'Welding'
 */
export function readPeopleFilter(query: URLSearchParams, topBar: string): PeopleFilter {
  const shown = listPlant(query, topBar);
  const department = (query.get('department') ?? '').trim().slice(0, 40);
  return { plant: shown.plant, shown, department, q: (query.get('q') ?? '').trim().slice(0, 60) };
}

/** The API query of a filter (empty parts left out). */
export function employeesQueryOf(filter: PeopleFilter): EmployeesQuery {
  return {
    plant: filter.plant,
    ...(filter.department ? { department: filter.department } : {}),
    ...(filter.q ? { q: filter.q } : {}),
  };
}

/** The departments a filter offers: every plant has the same kinds, so the names of any one plant's do. */
export function departmentChoices(names: readonly string[], chosen: string): string[] {
  const all = [...new Set(names)].sort();
  return chosen && !all.includes(chosen) ? [...all, chosen] : all;
}
