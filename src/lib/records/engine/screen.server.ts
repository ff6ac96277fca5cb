import type { AstroGlobal } from 'astro';
import { ApiError } from '@/lib/api/errors';
import { HttpError } from '@/lib/http/errors';
import type { RecordTypeDef } from './definition';
import { recordDashboardPage } from './dashboard-page.server';
import { recordFieldsPage } from './fields-page.server';
import { recordListPage } from './list-page.server';
import { recordDetailPage, recordFormPage } from './pages.server';

/**
 * Which screen of a type a page is: its list (which also opens `?new=1`, `?id=` and, for administrators, `?fields=1`), its new form,
 * one record, or its dashboard (the panels its definition's `extensions` put there).
 */
export type ScreenKind = 'list' | 'new' | 'record' | 'dashboard';

/**
 * The one call the engine's page makes (the catch-all, for a route a definition's `pages` names): the screen
 * its address asks for, or a Response (a redirect after a post, a CSV export). A record is the route's
 * `:detail` or `?id=` on any of the type's pages; `?edit=1` is its form.
 * @example const page = await recordScreen(Astro, nonConformance, 'record'); if (page instanceof Response) return page;
 */
export async function recordScreen(
  astro: AstroGlobal,
  def: RecordTypeDef,
  kind: ScreenKind,
  listDefaults: Readonly<Record<string, string>> = {},
  detail?: string,
) {
  const params = astro.url.searchParams;
  const idText = detail ?? astro.params['detail'] ?? params.get('id');
  // A type whose first page is its new form (the suggestion box) opens a record there by ?id= too.
  if ((kind === 'new' && !idText) || (kind === 'list' && params.has('new'))) {
    const page = await recordFormPage(astro, def, null);
    return page instanceof Response ? page : { screen: 'form' as const, ...page };
  }
  if (kind === 'list' && params.has('fields')) {
    const page = await recordFieldsPage(astro, def);
    return page instanceof Response ? page : { screen: 'fields' as const, ...page };
  }
  if (kind === 'record' || idText) {
    const id = Number(idText);
    // A record that does not exist (or that the caller may not read) is a 404 inside the shell, with the way back to its list.
    const missing = { screen: 'missing' as const, def, id: String(idText ?? '').slice(0, 20) };
    if (!Number.isInteger(id) || id < 1 || id > 999_999_999) return missingAnswer(astro, missing);
    try {
      if (params.has('edit')) {
        const page = await recordFormPage(astro, def, id);
        return page instanceof Response ? page : { screen: 'form' as const, ...page };
      }
      const page = await recordDetailPage(astro, def, id);
      return page instanceof Response ? page : { screen: 'detail' as const, def, ...page };
    } catch (error) {
      const status = error instanceof HttpError || error instanceof ApiError ? error.status : 0;
      if (status === 404) return missingAnswer(astro, missing);
      throw error;
    }
  }
  if (kind === 'dashboard') return { screen: 'dashboard' as const, ...(await recordDashboardPage(astro, def)) };
  const page = await recordListPage(astro, def, listDefaults);
  return page instanceof Response ? page : { screen: 'list' as const, ...page };
}

function missingAnswer<T>(astro: AstroGlobal, missing: T): T {
  astro.response.status = 404;
  return missing;
}

/** What `recordScreen` gives a page to draw. */
export type RecordScreenProps = Exclude<Awaited<ReturnType<typeof recordScreen>>, Response>;
