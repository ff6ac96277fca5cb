import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { positiveInt } from '@/lib/paging/paging';
import { listPlant, type ListPlant } from '@/lib/plants/list-plant';
import { plantFilterOf } from '@/lib/plants/plants';
import type { CalendarView } from './calendar-schemas';
import { createLaborApi, readableOnly } from './labor-client.server';
import { plantsOf } from './labor-form';
import type { Absence } from './schemas';

/** What a calendar page shows: its plant, the kinds, the saved view chosen (if any) and the views to choose from. */
export interface CalendarChoice {
  shown: ListPlant;
  kinds: readonly Absence['kind'][];
  view: CalendarView | null;
  views: CalendarView[];
}

/** The calendar's choice from its query: a saved view (`view`) sets the plant and kinds, else `plant` or the top bar's. */
export async function calendarChoice(astro: AstroGlobal): Promise<CalendarChoice> {
  const api = createLaborApi(apiCallOf(astro.locals));
  const { views } = await api.views();
  const asked = positiveInt(astro.url.searchParams.get('view'));
  const view = views.find((v) => v.id === asked) ?? null;
  if (view) return { shown: { plant: plantFilterOf(view.plant), fromTopBar: false }, kinds: view.kinds, view, views };
  return { shown: listPlant(astro.url.searchParams, astro.locals.plant), kinds: ['call-off', 'absence'], view: null, views };
}

/** The query that keeps a calendar's choice on its links: the view, or the plant when not the top bar's. */
export function choiceParams({ shown, view }: CalendarChoice): string {
  if (view) return `&view=${view.id}`;
  return shown.fromTopBar ? '' : `&plant=${shown.plant}`;
}

/** The call offs and absence notices (and tardies, when the view shows them) of the chosen plant between two days. */
export async function calendarAbsences(astro: AstroGlobal, from: string, to: string): Promise<CalendarChoice & { absences: Absence[] }> {
  const choice = await calendarChoice(astro);
  const api = createLaborApi(apiCallOf(astro.locals));
  const lists = await Promise.all(
    plantsOf(choice.shown.plant).flatMap((plant) => choice.kinds.map((kind) => readableOnly(api.absences({ plant, from, to, kind })))),
  );
  return { ...choice, absences: lists.flat().sort((a, b) => a.name.localeCompare(b.name)) };
}

/** The absences that cover a day. */
export function absencesOn(absences: readonly Absence[], day: string): Absence[] {
  return absences.filter((a) => a.fromDate <= day && day <= a.toDate);
}
