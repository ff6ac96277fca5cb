import type en from '../../../public/locales/en/labor.json';

/** The labor texts of one language (the `labor` namespace of the locales). */
export type LaborText = typeof en;

/**
 * Fills {{name}} placeholders of a text.
 * @example fill('Shift {{n}}', { n: 2 }) // 'Shift 2'
 */
export function fill(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A time of day in the reader's language. */
export function clockTime(iso: string, lang: string): string {
  return new Date(iso).toLocaleTimeString(lang === 'es' ? 'es-MX' : 'en-US', { hour: 'numeric', minute: '2-digit' });
}

/** A refusal's message by its code, in the reader's language; the API's own message for an unknown code. */
export function refusal(text: LaborText, error: unknown): string {
  const e = error as { code?: string; detail?: string; message?: string };
  const known = e.code ? (text.errors as Record<string, string>)[e.code] : undefined;
  return known ?? fill(text.errors.failed, { message: e.detail ?? e.message ?? String(error) });
}
