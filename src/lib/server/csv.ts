/**
 * One CSV cell: quoted when needed, and a leading = + - @ made text so a spreadsheet never runs it as a formula.
 * @example csvCell('=SUM(A1)') // "'=SUM(A1)"
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV (RFC 4180, CRLF, a byte-order mark so spreadsheets read it as UTF-8), each cell through `csvCell`. */
export function csvOf(rows: readonly (readonly unknown[])[]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
