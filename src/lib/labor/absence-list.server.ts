import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { pageOfList, positiveInt, type Page } from '@/lib/paging/paging';
import { listPlant, plantCaption, type ListPlant } from '@/lib/plants/list-plant';
import { localToday } from '@/lib/plants/plant-time';
import { createLaborApi, readableOnly } from './labor-client.server';
import { dateRangeOf, plantsOf, type DateRangeQuery } from './labor-form';
import type { Absence } from './schemas';
import { addDays } from './time';

/** The supervisors' lists of absences: which plant and dates were asked, the page of rows, and the caption. */
export interface AbsenceListPage extends DateRangeQuery {
  shown: ListPlant;
  page: Page<Absence>;
  caption: string;
}

/** Where a list's dates start and end by default, in days from today. */
export interface AbsenceListOptions {
  kinds: readonly Absence['kind'][];
  back: number;
  ahead: number;
}

/**
 * Reads a supervisor's absence list from its query (plant, from, to, page) and loads it from the API,
 * every plant the reader may read at once for All; 25 rows a page, the latest first.
 */
export async function loadAbsenceList(astro: AstroGlobal, { kinds, back, ahead }: AbsenceListOptions): Promise<AbsenceListPage> {
  const { t, plant } = astro.locals;
  const query = astro.url.searchParams;
  const today = localToday(new Date(), plant).date;
  const range = dateRangeOf(query, { from: addDays(today, -back), to: addDays(today, ahead) }, t);
  const shown = listPlant(query, plant);
  const api = createLaborApi(apiCallOf(astro.locals));
  const lists = await Promise.all(
    plantsOf(shown.plant).flatMap((p) =>
      kinds.map((kind) => readableOnly(api.absences({ plant: p, from: range.from, to: range.to, kind }))),
    ),
  );
  const rows = lists.flat().sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.madeAt.localeCompare(a.madeAt));
  const page = pageOfList(rows, { page: positiveInt(query.get('page')) ?? 1, pageSize: 25 });
  const caption = t('labor.absent.caption', { plant: plantCaption(t, shown), from: range.from, to: range.to });
  return { ...range, shown, page, caption };
}
