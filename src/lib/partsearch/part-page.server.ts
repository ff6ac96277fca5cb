import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { ApiError } from '@/lib/api/errors';
import { constantPer } from '@/lib/http/island-props';
import { RESOURCES, type Language } from '@/lib/i18n';
import { createPartSearchApi, type PartSearchApi } from './partsearch-client.server';
import { partNumParamSchema } from './schemas';

/** What a part view has: its client, the part asked for (`?part=`), the top bar's plant, and whether it is usable. */
export interface PartPage {
  api: PartSearchApi;
  partNum: string;
  plant: string;
  /** 'none' when no part was given, 'missing' when it does not exist (the page answers 404 and says so). */
  problem: 'none' | 'missing' | null;
}

/** The part a part view shows, from its query; the caller loads its own data with `load`. */
export function partPage(astro: AstroGlobal): PartPage {
  const api = createPartSearchApi(apiCallOf(astro.locals));
  const raw = astro.url.searchParams.get('part') ?? '';
  const parsed = partNumParamSchema.safeParse(raw);
  const problem = raw.trim() === '' ? 'none' : parsed.success ? null : 'missing';
  return { api, partNum: parsed.success ? parsed.data : raw.trim().slice(0, 40), plant: astro.locals.plant, problem };
}

/**
 * Loads a part view's data; a part that does not exist (404 'part-not-found') gives null and sets the
 * page's status to 404, so the layout says so; every other failure goes on to the error page.
 */
export async function loadPart<T>(astro: AstroGlobal, page: PartPage, load: () => Promise<T>): Promise<T | null> {
  if (page.problem !== null) {
    astro.response.status = page.problem === 'none' ? 200 : 404;
    return null;
  }
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      page.problem = 'missing';
      astro.response.status = 404;
      return null;
    }
    throw error;
  }
}

/** The address of a part view. */
export function partHref(view: string, partNum: string, extra: Record<string, string> = {}): string {
  const path = view === '' ? '/Search/PartSearch' : `/Search/PartSearch/${view}`;
  return `${path}?${new URLSearchParams({ part: partNum, ...extra }).toString()}`;
}

/** The texts the part search island is handed: its namespace and the plants' names, one constant per language. */
export const partSearchTexts = constantPer((lang: Language) => ({ ...RESOURCES[lang].partsearch, plants: RESOURCES[lang].forms.plants }));
