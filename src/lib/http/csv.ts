/**
 * The portal's one CSV writer: RFC 4180 (quoted where needed, CRLF), a byte-order mark so spreadsheets read
 * UTF-8, and a cell starting with = + - @ (or a tab or return) made text with a leading quote, so a
 * spreadsheet never runs what someone typed as a formula.
 * @example csvDocument([['Part', 'Qty'], ['=1+1', 3]]) // "\ufeffPart,Qty\r\n'=1+1,3\r\n"
 */
export function csvDocument(rows: readonly (readonly unknown[])[]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** One CSV cell: quoted when needed, and a leading = + - @ made text. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
