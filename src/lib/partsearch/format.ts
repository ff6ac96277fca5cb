/** Number and date formats of the part search screens, in the reader's language. */
import { formatNumber } from '@/lib/i18n/number-format';

const LOCALES = { en: 'en-US', es: 'es-MX' } as const;

/**
 * A quantity as the plant reads it: thousands grouped, at most four decimals.
 * @example formatQty(1234.5, 'en') // '1,234.5'
 */
export function formatQty(value: number, lang: 'en' | 'es'): string {
  return formatNumber(value, lang);
}

/**
 * A price in dollars, with cents (and more when a unit price has them).
 * @example formatPrice(12.5, 'en') // '$12.50'
 */
export function formatPrice(value: number, lang: 'en' | 'es'): string {
  // Spanish writes the dollars with its own decimal comma ('12,50 US$'); es-MX would write an English point.
  return value.toLocaleString(lang === 'es' ? 'es' : LOCALES.en, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}

/**
 * A date (an ISO date or timestamp) as a short date.
 * @example formatDate('2026-03-04', 'en') // 'Mar 4, 2026'
 */
export function formatDate(value: string, lang: 'en' | 'es'): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(LOCALES[lang], { dateStyle: 'medium' });
}

/**
 * A file size in KB or MB, in the reader's language.
 * @example formatSize(2_500_000, 'es') // '2,4 MB'
 */
export function formatSize(bytes: number, lang: 'en' | 'es'): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, lang, { decimals: 1 })} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang)} KB`;
}
