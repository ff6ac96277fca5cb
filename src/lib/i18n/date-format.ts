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
