import { csvCell } from '@/lib/http/csv';
import type { ReportAnswer } from '@/lib/reports/schemas';

/** A number as a CSV cell: its decimals, a point for the decimal whatever the language (spreadsheets read it). */
const figure = (value: number | null, decimals: number | undefined) =>
  value === null ? '' : decimals === undefined ? String(Math.round(value * 1e4) / 1e4) : value.toFixed(decimals);

/**
 * A report's answer as CSV in the caller's language: headers and values in words (a choice's label, an
 * employee's name), the totals last, every cell through the kit's one writer that neutralises `= + - @`.
 */
export function reportCsv(answer: ReportAnswer, totalWord: string): string {
  const lines = [answer.columns.map((c) => csvCell(c.label)).join(',')];
  const rowOf = (row: Readonly<Record<string, string | number | null>>) =>
    answer.columns.map((c) => {
      const value = row[c.name] ?? null;
      if (c.role === 'measure') return csvCell(figure(value as number | null, c.decimals));
      return csvCell(value === null ? (c.labels?.[''] ?? '') : (c.labels?.[String(value)] ?? value));
    });
  for (const row of answer.rows) lines.push(rowOf(row).join(','));
  const totals = answer.columns.map((c, i) =>
    c.role === 'measure' ? csvCell(figure(answer.totals[c.name] ?? null, c.decimals)) : i === 0 ? csvCell(totalWord) : '',
  );
  lines.push(totals.join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
