import type { AstroGlobal } from 'astro';
import { ApiError } from '@/lib/api/errors';
import { createReportsApi } from './client.server';
import type { ReportAnswer } from './schemas';

/** The prefix of a report's filters in a page's address, so they never mix with the list's own (`r.plant`, `r.from`). */
export const REPORT_PARAM = 'r.';

/** One report as a page shows it: its answer, or the refusal of its filters in the reader's language. */
export interface ReportView {
  name: string;
  answer: ReportAnswer | null;
  /** The filters asked (without the prefix). */
  query: Record<string, string>;
  /** A refusal: its message and the filter it names. */
  problem: { message: string; field: string | null } | null;
  /** Whether the address asks for this report alone (`?report=Name`): it fills the page and prints alone. */
  focused: boolean;
}

/** The filters of the page's address meant for reports. */
export function reportQueryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams)
    if (key.startsWith(REPORT_PARAM) && value !== '') query[key.slice(REPORT_PARAM.length)] = value;
  return query;
}

/**
 * The reports over one source that the signed-in user may open (a type's list shows those over its records),
 * each answered for the filters of the page's address.
 */
export async function reportViews(astro: AstroGlobal, source: string): Promise<ReportView[]> {
  if (!astro.locals.session?.accessToken) return [];
  const api = createReportsApi(astro.locals);
  const { t } = astro.locals;
  const focus = astro.url.searchParams.get('report');
  const query = reportQueryOf(astro.url);
  const mine = (await api.list()).filter((r) => r.source === source && (focus === null || r.name === focus));
  return Promise.all(
    mine.map(async (r): Promise<ReportView> => {
      const base = { name: r.name, query, focused: focus === r.name };
      try {
        return { ...base, answer: await api.get(r.name, query), problem: null };
      } catch (error) {
        if (!(error instanceof ApiError) || ![400, 403].includes(error.status)) throw error;
        const field = error.fields[0]?.field ?? null;
        const code = error.fields[0]?.code ?? error.code;
        const values = (error.body?.['values'] ?? {}) as Record<string, string>;
        return {
          ...base,
          answer: null,
          problem: { message: t(`reports.errors.${code}`, { ...values, defaultValue: error.detail }), field },
        };
      }
    }),
  );
}
