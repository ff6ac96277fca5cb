/**
 * The command palette's data and search. Pure and small: the island imports it, so it
 * never pulls in the route table; the server side lives in palette.server.ts.
 */

/** [app key, English title, Spanish title (left out when the same)]. */
export type PaletteApp = readonly [key: string, en: string, es?: string];
/** [path, English title, Spanish title (left out when the same)]; the app is the path's first segment. */
export type PalettePage = readonly [path: string, en: string, es?: string];

/** What the employee may open, as the server sends it (compact: it travels to the browser). */
export interface PaletteData {
  apps: readonly PaletteApp[];
  pages: readonly PalettePage[];
}

/** One line of the palette's list. */
export interface PaletteResult {
  path: string;
  /** The title in the user's language. */
  title: string;
  /** Where a page sits: its application's title, and its parent page's when nested; null for an application. */
  context: string | null;
}

/** How many results the list shows at most. */
export const PALETTE_LIMIT = 50;

/**
 * Lower case without accents, for matching typed text against titles.
 * @example fold('Gestión de MANTENIMIENTO') // 'gestion de mantenimiento'
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const appKeyOf = (path: string): string => path.split('/')[1] ?? '';

interface Candidate {
  result: PaletteResult;
  own: string[];
  haystack: string;
  isApp: boolean;
}

const parentPath = (path: string): string => path.slice(0, path.lastIndexOf('/'));

function candidates(data: PaletteData, lang: 'en' | 'es'): Candidate[] {
  const apps = new Map(data.apps.map(([key, en, es = en]) => [key, { en, es }]));
  const titles = new Map(data.pages.map(([path, en, es = en]) => [path, lang === 'es' ? es : en]));
  return data.pages.map(([path, en, es = en]) => {
    const key = appKeyOf(path);
    const app = apps.get(key) ?? { en: key, es: key };
    const isApp = path === `/${key}`;
    const own = [fold(en), fold(es)];
    // A nested page names its parent page too ('Maintenance › Preventive Maintenance'), so two 'Closed' differ.
    const parent = parentPath(path) === `/${key}` ? undefined : titles.get(parentPath(path));
    return {
      result: { path, title: lang === 'es' ? es : en, context: isApp ? null : parent ? `${app[lang]} › ${parent}` : app[lang] },
      own,
      haystack: [...own, fold(app.en), fold(app.es)].join(' '),
      isApp,
    };
  });
}

function score(candidate: Candidate, phrase: string, tokens: readonly string[]): number {
  let points = candidate.isApp ? 30 : 0;
  if (candidate.own.some((title) => title.startsWith(phrase))) points += 100;
  else if (candidate.own.some((title) => title.includes(phrase))) points += 60;
  const words = candidate.own.join(' ').split(/[^\p{L}\p{N}]+/u);
  for (const token of tokens) {
    if (words.some((word) => word.startsWith(token))) points += 10;
    else if (candidate.own.some((title) => title.includes(token))) points += 5;
  }
  return points;
}

/**
 * The entries matching typed text by their English or Spanish title or their application's,
 * accent- and case-insensitive, every word required; best first (an application before its pages,
 * a title that starts with the text before one that contains it). Empty text lists applications.
 * @example searchPalette(data, 'mantenimiento', 'es')[0] // { path: '/Maintenance', title: 'Mantenimiento', context: null }
 */
export function searchPalette(data: PaletteData, query: string, lang: 'en' | 'es', limit = PALETTE_LIMIT): PaletteResult[] {
  const phrase = fold(query).trim().replace(/\s+/g, ' ');
  const all = candidates(data, lang);
  const byTitle = (a: PaletteResult, b: PaletteResult): number => a.title.length - b.title.length || a.title.localeCompare(b.title, lang);
  if (phrase === '') {
    return all
      .filter((c) => c.isApp)
      .map((c) => c.result)
      .sort((a, b) => a.title.localeCompare(b.title, lang))
      .slice(0, limit);
  }
  const tokens = phrase.split(' ');
  return all
    .filter((c) => tokens.every((token) => c.haystack.includes(token)))
    .map((c) => ({ c, points: score(c, phrase, tokens) }))
    .sort((a, b) => b.points - a.points || byTitle(a.c.result, b.c.result))
    .slice(0, limit)
    .map(({ c }) => c.result);
}
