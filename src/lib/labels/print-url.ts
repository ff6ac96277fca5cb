import type { LabelForm, LabelValues } from './types';

/** What a print URL carries besides the field values. */
export interface PrintUrlOptions {
  readonly copies: number;
  readonly printer: string;
  /** Idempotency key of this print: a reload of the same URL is not recorded twice. */
  readonly key?: string;
}

/**
 * The addressable print URL of a label: /Labels/Forms/{form}?print=1&copies=N&printer=..&<field>=<value>.
 * @example printUrl(bgBin, { binNum: 'A-04-2' }, { copies: 2, printer: 'browser-203' })
 */
export function printUrl(form: LabelForm, values: LabelValues, options: PrintUrlOptions): string {
  const query = new URLSearchParams({ print: '1', copies: String(options.copies), printer: options.printer });
  if (options.key) query.set('key', options.key);
  for (const field of form.fields) {
    const value = values[field.name] ?? '';
    if (value !== '') query.set(field.name, value);
  }
  return `/Labels/Forms/${form.id}?${query.toString()}`;
}

/** The cookie that remembers, per device, the printer of each form. */
export const PRINTER_COOKIE = 'label-printers';

/** The printers a cookie remembers, by form id; anything unreadable is forgotten. */
export function decodePrinterCookie(value: string | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed)
        .filter((e): e is [string, string] => typeof e[1] === 'string' && /^[a-z0-9-]{1,40}$/.test(e[1]))
        .slice(0, 40),
    );
  } catch {
    return {};
  }
}

/** The cookie value remembering `printer` for `form` besides the others. */
export function encodePrinterCookie(current: Readonly<Record<string, string>>, form: string, printer: string): string {
  return encodeURIComponent(JSON.stringify({ ...current, [form]: printer }));
}
