import type { AstroCookies } from 'astro';
import { ApiError } from '@/lib/api/errors';
import { readForm } from '@/lib/admin/admin-page.server';
import { apiOptionsOf, newFormKey, recordFailure, type RecordFailure } from '@/lib/records/record-page.server';
import { setFlash } from '@/lib/shell/flash.server';
import { ANSWERS, assetPath, shiftAt, type Asset, type AssetEvent, type ChecklistItem } from './checklist';
import { createChecklistApi } from './checklist-client.server';

/** What an asset page shows: the asset, its checklist form (values and refusals kept), its history. */
export interface AssetPageData {
  asset: Asset;
  items: ChecklistItem[];
  history: AssetEvent[];
  mayClear: boolean;
  values: { shiftDate: string; shift: string; answers: Record<number, string>; comments: Record<number, string> };
  /** Refused fields by item id ('comment-12', 'answer-12') and the form's own (shiftDate, shift, note). */
  failure: RecordFailure | null;
  formKey: string;
}

/** The part of Astro an asset page needs. */
export interface AssetPageContext {
  request: Request;
  url: URL;
  cookies: AstroCookies;
  locals: App.Locals;
  response: { status?: number | undefined };
}

/**
 * Loads an asset page (?asset=), and handles its two forms with Post/Redirect/Get: the shift's checklist
 * and maintenance's clearance. A 404 Response when there is no such asset; the page returns a Response as is.
 */
export async function loadAssetPage(ctx: AssetPageContext): Promise<Response | AssetPageData> {
  const { t } = ctx.locals;
  const api = createChecklistApi(apiOptionsOf(ctx.locals));
  const assetNumber = (ctx.url.searchParams.get('asset') ?? '').trim().toUpperCase();
  const now = shiftAt(new Date());
  let loaded;
  try {
    loaded = await api.asset(assetNumber);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return new Response(null, { status: 404 });
    throw error;
  }
  const values: AssetPageData['values'] = { shiftDate: now.date, shift: String(now.shift), answers: {}, comments: {} };
  let failure: RecordFailure | null = null;
  let formKey = newFormKey();
  if (ctx.request.method === 'POST') {
    const posted = await readForm(ctx.request);
    formKey = posted['formKey'] || formKey;
    const back = assetPath(loaded.asset.assetNumber, loaded.asset.kind);
    try {
      if (posted['intent'] === 'clear') {
        await api.clear(loaded.asset.assetNumber, posted['note'] ?? '', formKey);
        setFlash(ctx.cookies, { message: t('checklist.cleared', { asset: loaded.asset.assetNumber }), type: 'success' });
        return new Response(null, { status: 303, headers: { location: back } });
      }
      values.shiftDate = posted['shiftDate'] ?? '';
      values.shift = posted['shift'] ?? '';
      for (const item of loaded.items) {
        values.answers[item.id] = posted[`answer-${item.id}`] ?? '';
        values.comments[item.id] = posted[`comment-${item.id}`] ?? '';
      }
      const answers = loaded.items
        .filter((item) => (ANSWERS as readonly string[]).includes(values.answers[item.id] ?? ''))
        .map((item) => ({ itemId: item.id, answer: values.answers[item.id], comment: values.comments[item.id] ?? '' }));
      const result = await api.inspect(loaded.asset.assetNumber, { shiftDate: values.shiftDate, shift: values.shift, answers }, formKey);
      setFlash(ctx.cookies, {
        message: t(result.notOk ? 'checklist.savedOut' : 'checklist.saved', { asset: loaded.asset.assetNumber }),
        type: result.notOk ? 'warning' : 'success',
      });
      return new Response(null, { status: 303, headers: { location: back } });
    } catch (error) {
      failure = recordFailure(error, t);
      ctx.response.status = failure.status;
      formKey = newFormKey();
      // The API names an item by its place on the checklist (answers.<n>.comment): give each message to its item.
      const byItem: Record<string, string> = {};
      for (const [field, message] of Object.entries(failure.fields)) {
        const m = /^answers\.(\d+)\.(answer|comment)$/.exec(field);
        const item = m ? loaded.items[Number(m[1])] : undefined;
        byItem[m && item ? `${m[2]}-${item.id}` : field] = message;
      }
      failure = { ...failure, fields: byItem };
    }
  }
  return { ...loaded, values, failure, formKey };
}
