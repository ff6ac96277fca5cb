import { createJsonCall } from '@/lib/api/json-call';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import type { ReportAnswer } from './schemas';

/** The reports client as the signed-in user (through the kit's API client, in this process when the API is embedded). */
export function createReportsApi(locals: Pick<App.Locals, 'config' | 'session' | 'lang'>) {
  const token = locals.session?.accessToken ?? '';
  const call = createJsonCall({ base: `${locals.config.apiBaseUrl}/v1`, accessToken: token, fetch: apiFetch(locals.config) });
  const lang = { 'accept-language': locals.lang };
  return {
    /** The reports the user may open. */
    list: () => call<{ name: string; title: string; app: string; source: string }[]>('GET', 'Reports', undefined, undefined, lang),
    /** One report's answer for these filters. */
    get: (name: string, query: Readonly<Record<string, string>>) =>
      call<ReportAnswer>('GET', `Reports/${encodeURIComponent(name)}`, query, undefined, lang),
  };
}
