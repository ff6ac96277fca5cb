import { newFormKey } from '@/lib/forms/form-post.server';
import type { AstroGlobal } from 'astro';
import type { RecordTypeDef } from './definition';
import { customAsField, pageFailure, readPosted, recordsApiOf, redirectWith, topBarPlant } from './pages.server';

/** The list's query parameters a view keeps and the API reads. */
export const LIST_KEYS = ['state', 'plant', 'q', 'from', 'to', 'mine', 'assigned', 'sort', 'dir', 'page', 'columns'] as const;

/**
 * A type's list: server-paged and sorted, filtered by the URL (starting on the top bar's plant), with
 * its counts per state and the person's saved views; `?format=csv` answers the filtered list as CSV,
 * and a post saves the current filters as a view.
 */
export async function recordListPage(astro: AstroGlobal, def: RecordTypeDef, defaults: Readonly<Record<string, string>> = {}) {
  const api = recordsApiOf(astro, def);
  const { t } = astro.locals;
  const url = astro.url;
  const query: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== '') query[key] = value.slice(0, 400);
  }
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) query[key] = value;
  query['plant'] ??= topBarPlant(astro);
  const { columns: chosen, ...apiQuery } = query;
  if (apiQuery['plant'] === 'All') delete apiQuery['plant'];
  if (astro.request.method === 'POST') {
    const { posted } = await readPosted(astro.request);
    try {
      await api.saveView(posted['name'] ?? '', query, posted['formKey'] || newFormKey());
      return redirectWith(astro, `${url.pathname}${url.search}`, t('recordEngine.viewSaved', { name: posted['name'] }));
    } catch (error) {
      return redirectWith(astro, `${url.pathname}${url.search}`, pageFailure(error, t).summary, 'error');
    }
  }
  if (url.searchParams.get('format') === 'csv') {
    const res = await api.csv(apiQuery);
    return new Response(res.body, {
      status: res.status,
      headers: {
        'content-type': res.headers.get('content-type') ?? 'text/csv',
        'content-disposition': res.headers.get('content-disposition') ?? 'attachment',
      },
    });
  }
  const [list, views, customInfo, people] = await Promise.all([
    api.list({ pageSize: '25', ...apiQuery }),
    api.views(),
    api.customFields(),
    def.acknowledge ? api.people('') : Promise.resolve([]),
  ]);
  const custom = customInfo.map(customAsField);
  const columns = chosen
    ? chosen.split(',').filter((c) => [...def.columns, ...def.fields.map((f) => f.name), ...custom.map((f) => f.name)].includes(c))
    : [...def.columns, ...customInfo.filter((f) => f.listColumn).map((f) => f.name)];
  return { def, list, views, custom, columns, query, people };
}
