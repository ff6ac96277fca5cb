import type { AstroCookies } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { ApiError } from '@/lib/api/errors';
import { formPost, newFormKey, type RefusedForm } from '@/lib/forms/form-post.server';
import { assetPath, shiftAt } from './rules';
import { ANSWERS, type Answer, type Asset, type AssetEvent, type ChecklistItem } from './schemas';
import { createChecklistApi } from './checklist-client.server';

/** What an asset page shows: the asset, its checklist form (values and refusals kept), its history. */
export interface AssetPageData {
  asset: Asset;
  items: ChecklistItem[];
  history: AssetEvent[];
  mayClear: boolean;
  values: { shiftDate: string; shift: string; answers: Record<number, string>; comments: Record<number, string> };
  /** Refused fields by item id ('comment-12', 'answer-12') and the form's own (shiftDate, shift, note). */
  failure: RefusedForm | null;
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
  const api = createChecklistApi(apiCallOf(ctx.locals));
  const assetNumber = (ctx.url.searchParams.get('asset') ?? '').trim().toUpperCase();
  const now = shiftAt(new Date());
  let loaded;
  try {
    loaded = await api.asset(assetNumber);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return new Response(null, { status: 404 });
    throw error;
  }
  const { asset, items } = loaded;
  const valuesOf = (posted: Record<string, string>): AssetPageData['values'] => ({
    shiftDate: posted['shiftDate'] ?? '',
    shift: posted['shift'] ?? '',
    answers: Object.fromEntries(items.map((item) => [item.id, posted[`answer-${item.id}`] ?? ''])),
    comments: Object.fromEntries(items.map((item) => [item.id, posted[`comment-${item.id}`] ?? ''])),
  });
  // The API names an item by its place on the checklist (answers.<n>.comment): give each message to its item.
  const place = (field: string) => {
    const m = /^answers\.(\d+)\.(answer|comment)$/.exec(field);
    const item = m ? items[Number(m[1])] : undefined;
    return m && item ? `${m[2]}-${item.id}` : field;
  };
  const back = assetPath(asset.assetNumber, asset.kind);
  const failure = await formPost(ctx, { feature: 'checklist', summarize: true, place }, async (posted) => {
    const formKey = posted['formKey'] || newFormKey();
    if (posted['intent'] === 'clear') {
      await api.clear(asset.assetNumber, posted['note'] ?? '', formKey);
      return { message: t('checklist.cleared', { asset: asset.assetNumber }), location: back };
    }
    const values = valuesOf(posted);
    const isAnswer = (text: string | undefined): text is Answer => (ANSWERS as readonly (string | undefined)[]).includes(text);
    const answers = items.flatMap((item) => {
      const answer = values.answers[item.id];
      return isAnswer(answer) ? [{ itemId: item.id, answer, comment: values.comments[item.id] ?? '' }] : [];
    });
    const result = await api.inspect(asset.assetNumber, { shiftDate: values.shiftDate, shift: values.shift, answers }, formKey);
    return {
      message: t(result.notOk ? 'checklist.savedOut' : 'checklist.saved', { asset: asset.assetNumber }),
      type: result.notOk ? 'warning' : 'success',
      location: back,
    };
  });
  if (failure instanceof Response) return failure;
  const values =
    failure && failure.values['intent'] !== 'clear'
      ? valuesOf(failure.values)
      : { shiftDate: now.date, shift: String(now.shift), answers: {}, comments: {} };
  return { ...loaded, values, failure, formKey: newFormKey() };
}
