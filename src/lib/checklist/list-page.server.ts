import type { AstroCookies } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { hasSubApp } from '@/lib/auth/permissions';
import { formPost } from '@/lib/forms/form-post.server';
import { listPlant, type ListPlant } from '@/lib/plants/list-plant';
import type { PlantFilter } from '@/lib/plants/plants';
import { CHECKLIST_APPS, MAINTENANCE_MANAGER, type ChecklistApp } from './rules';
import type { Asset, ChecklistItem } from './schemas';
import { createChecklistApi } from './checklist-client.server';

/** What a checklist list page shows: the plant's assets, and for Maintenance_Manager the items editor of one kind. */
export interface ListPageData {
  plant: PlantFilter;
  /** The plant shown and whether it is the top bar's, for the heading. */
  shown: ListPlant;
  assets: Asset[];
  editor: { kind: string; kinds: readonly string[]; items: ChecklistItem[]; failure: string | null } | null;
}

/** Loads a list page (?plant=, default the top bar's plant) and saves the items editor (Post/Redirect/Get). */
export async function loadListPage(
  ctx: { request: Request; url: URL; cookies: AstroCookies; locals: App.Locals; response: { status?: number | undefined } },
  app: ChecklistApp,
): Promise<Response | ListPageData> {
  const { t, user } = ctx.locals;
  const api = createChecklistApi(apiCallOf(ctx.locals));
  const kinds = CHECKLIST_APPS[app].kinds;
  // The list starts on the top bar's plant (and says so); the filter's All shows every plant.
  const shown = listPlant(ctx.url.searchParams, ctx.locals.plant);
  const { plant } = shown;
  const manager = hasSubApp(user?.access, MAINTENANCE_MANAGER);
  const itemsOf = (posted: Record<string, string>) => {
    const items: { textEn: string; textEs: string }[] = [];
    for (let i = 0; i < 60 && posted[`en-${i}`] !== undefined; i++) {
      const textEn = (posted[`en-${i}`] ?? '').trim();
      const textEs = (posted[`es-${i}`] ?? '').trim();
      if (textEn || textEs) items.push({ textEn, textEs });
    }
    return items;
  };
  const kindOf = (value: string | null | undefined) => kinds.find((k) => k === value);
  const refused = manager
    ? await formPost(ctx, { feature: 'checklist', summarize: true }, async (posted) => {
        const kind = kindOf(posted['kind']) ?? kinds[0];
        await api.saveItems(kind, itemsOf(posted));
        return {
          message: t('checklist.items.saved', { kind: t(`checklist.kinds.${kind}`) }),
          location: `${ctx.url.pathname}?items=${encodeURIComponent(kind)}`,
        };
      })
    : null;
  if (refused instanceof Response) return refused;
  const kind: string = kindOf(refused?.values['kind']) ?? kindOf(ctx.url.searchParams.get('items')) ?? kinds[0];
  const assets = await api.assets({ app, ...(plant === 'All' ? {} : { plant }) });
  const editor = manager ? { kind, kinds, items: await api.items(kind), failure: refused?.summary ?? null } : null;
  return { plant, shown, assets, editor };
}
