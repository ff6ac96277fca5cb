import type { AstroCookies } from 'astro';
import { readForm } from '@/lib/admin/admin-page.server';
import { hasSubApp } from '@/lib/auth/permissions';
import { apiOptionsOf, recordFailure } from '@/lib/records/record-page.server';
import { setFlash } from '@/lib/shell/flash.server';
import { PLANT_FILTER } from '@/lib/weldleak/weldleak';
import { CHECKLIST_APPS, MAINTENANCE_MANAGER, type Asset, type ChecklistApp, type ChecklistItem } from './checklist';
import { createChecklistApi } from './checklist-client.server';

/** What a checklist list page shows: the plant's assets, and for Maintenance_Manager the items editor of one kind. */
export interface ListPageData {
  plant: string;
  assets: Asset[];
  editor: { kind: string; kinds: readonly string[]; items: ChecklistItem[]; failure: string | null } | null;
}

/** Loads a list page (?plant=, default the top bar's plant) and saves the items editor (Post/Redirect/Get). */
export async function loadListPage(
  ctx: { request: Request; url: URL; cookies: AstroCookies; locals: App.Locals; response: { status?: number | undefined } },
  app: ChecklistApp,
): Promise<Response | ListPageData> {
  const { t, user } = ctx.locals;
  const api = createChecklistApi(apiOptionsOf(ctx.locals));
  const kinds = CHECKLIST_APPS[app].kinds;
  const asked = ctx.url.searchParams.get('plant') ?? ctx.cookies.get('plant')?.value ?? user?.employee?.plant ?? 'All';
  const plant = PLANT_FILTER.some((p) => p.value === asked) ? asked : 'All';
  const manager = hasSubApp(user?.access, MAINTENANCE_MANAGER);
  let kind: string = kinds.find((k) => k === ctx.url.searchParams.get('items')) ?? kinds[0];
  let failure: string | null = null;
  if (ctx.request.method === 'POST' && manager) {
    const posted = await readForm(ctx.request);
    kind = kinds.find((k) => k === posted['kind']) ?? kind;
    const items: { textEn: string; textEs: string }[] = [];
    for (let i = 0; i < 60 && posted[`en-${i}`] !== undefined; i++) {
      const textEn = (posted[`en-${i}`] ?? '').trim();
      const textEs = (posted[`es-${i}`] ?? '').trim();
      if (textEn || textEs) items.push({ textEn, textEs });
    }
    try {
      await api.saveItems(kind, items);
      setFlash(ctx.cookies, { message: t('checklist.items.saved', { kind: t(`checklist.kinds.${kind}`) }), type: 'success' });
      return new Response(null, { status: 303, headers: { location: `${ctx.url.pathname}?items=${encodeURIComponent(kind)}` } });
    } catch (error) {
      const refused = recordFailure(error, t);
      ctx.response.status = refused.status;
      failure = refused.summary;
    }
  }
  const assets = await api.assets(app, plant === 'All' ? undefined : plant);
  const editor = manager ? { kind, kinds, items: await api.items(kind), failure } : null;
  return { plant, assets, editor };
}
