/**
 * Numbers as the reader writes them (1,519.5 in English, 1519,5 in Spanish), for pages and islands alike:
 * every figure a screen shows goes through here rather than `toFixed` or `String(n)`, which always
 * write an English decimal point.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** How many decimals to show: exactly `decimals`, or up to `max` (4 when neither is given). */
export interface Decimals {
  decimals?: number;
  max?: number;
}

/** One `Intl.NumberFormat` per language and decimals, built once (building one costs far more than using it). */
function numberFormat(lang: string, { decimals, max = 4 }: Decimals): Intl.NumberFormat {
  const key = `${lang}|${decimals ?? ''}|${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      lang,
      decimals === undefined ? { maximumFractionDigits: max } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    if (formats.size < 100) formats.set(key, format);
  }
  return format;
}

/**
 * A number in the reader's language.
 * @example formatNumber(1519.46, 'es', { decimals: 1 }) // '1519,5'
 */
export function formatNumber(value: number, lang: string, decimals: Decimals = {}): string {
  return numberFormat(lang, decimals).format(value);
}

/**
 * A percentage (45.2 for 45.2 %) in the reader's language, with the space before '%' the portal's texts use.
 * @example formatPercent(83.33, 'es', { decimals: 1 }) // '83,3 %'
 */
export function formatPercent(value: number, lang: string, decimals: Decimals = { max: 1 }): string {
  return `${formatNumber(value, lang, decimals)} %`;
}
