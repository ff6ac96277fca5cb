import type { AstroGlobal } from 'astro';
import { listPlant } from '@/lib/plants/list-plant';
import { localToday } from '@/lib/plants/plant-time';
import { ALL_PLANTS } from '@/lib/plants/plants';
import type { RecordExtension, RecordTypeDef } from './definition';
import type { OpenActionItem } from './open-actions';
import { recordsApiOf } from './pages.server';

/** One panel of a dashboard with what it draws. */
export type DashboardPanel = { extension: RecordExtension; items: OpenActionItem[] };

/**
 * A type's dashboard: each panel its definition puts on the dashboard, read for the list's plant (the
 * query's, else the top bar's; All for every plant), and today at that plant (the company's day for All).
 */
export async function recordDashboardPage(astro: AstroGlobal, def: RecordTypeDef) {
  const api = recordsApiOf(astro, def);
  const plant = listPlant(astro.url.searchParams, astro.locals.plant);
  const today = localToday(new Date(), plant.plant === ALL_PLANTS ? null : plant.plant).date;
  const panels: DashboardPanel[] = await Promise.all(
    (def.extensions ?? [])
      .filter((x) => x.screen === 'dashboard')
      .map(async (extension) => ({ extension, items: (await api.openActions(plant.plant)).items })),
  );
  return { def, plant, today, panels };
}
