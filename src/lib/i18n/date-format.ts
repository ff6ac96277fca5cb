const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per language and options, built once (building one costs far more than
 * formatting with it, and the top bar formats two dates on every page).
 * @example dateFormat('en', { dateStyle: 'full' }).format(new Date())
 */
export function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    if (formats.size < 200) formats.set(key, format);
  }
  return format;
}

/** The locale a language's dates are written in: Mexican Spanish, American English. */
export function dateLocale(lang: string): 'es-MX' | 'en-US' {
  return lang === 'es' ? 'es-MX' : 'en-US';
}

/**
 * A moment as date and time in the reader's language, through a format built once (a `toLocaleString`
 * with options builds a new one on every call: a list of 20 rows spent more on that than on its query).
 * @example formatDateTime('2026-11-26T20:05:00Z', 'en', 'short', 'America/Chicago') // '11/26/26, 2:05 PM'
 */
export function formatDateTime(at: string | number | Date, lang: string, style: 'short' | 'medium' = 'medium', timeZone?: string): string {
  return dateFormat(
    dateLocale(lang),
    timeZone ? { dateStyle: style, timeStyle: 'short', timeZone } : { dateStyle: style, timeStyle: 'short' },
  ).format(new Date(at));
}
