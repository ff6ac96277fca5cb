import { formatNumber } from '@/lib/i18n/number-format';
import type { ReportAnswer, ReportColumn } from './schemas';

/** A cell as a page shows it: a group's value in words, a measure in the reader's number format. */
export function shownCell(column: ReportColumn, value: string | number | null | undefined, lang: string): string {
  if (column.role === 'measure') {
    if (value === null || value === undefined) return '';
    return formatNumber(Number(value), lang, column.decimals === undefined ? { max: 2 } : { decimals: column.decimals });
  }
  if (value === null || value === undefined) return column.labels?.[''] ?? '';
  return column.labels?.[String(value)] ?? String(value);
}

/** The address of a report's CSV through the portal's API door, in the reader's language, with the page's filters. */
export function reportCsvHref(answer: Pick<ReportAnswer, 'name'>, query: Readonly<Record<string, string>>, lang: string): string {
  return `/api/v1/Reports/${encodeURIComponent(answer.name)}?${new URLSearchParams({ ...query, format: 'csv', lang })}`;
}
