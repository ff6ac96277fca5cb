import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { listPlant, type ListPlant } from '@/lib/plants/list-plant';
import { createLaborApi } from './labor-client.server';
import { plantsOf } from './labor-form';
import type { Absence } from './schemas';

/** The call offs and absence notices of the plant a calendar shows (the query's, else the top bar's) between two days. */
export async function calendarAbsences(astro: AstroGlobal, from: string, to: string): Promise<{ shown: ListPlant; absences: Absence[] }> {
  const shown = listPlant(astro.url.searchParams, astro.locals.plant);
  const api = createLaborApi(apiCallOf(astro.locals));
  const lists = await Promise.all(
    plantsOf(shown.plant).flatMap((plant) => (['call-off', 'absence'] as const).map((kind) => api.absences({ plant, from, to, kind }))),
  );
  return { shown, absences: lists.flat().sort((a, b) => a.name.localeCompare(b.name)) };
}

/** The absences that cover a day. */
export function absencesOn(absences: readonly Absence[], day: string): Absence[] {
  return absences.filter((a) => a.fromDate <= day && day <= a.toDate);
}
