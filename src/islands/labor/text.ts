import type en from '../../../public/locales/en/labor.json';
import { madeAtText } from '@/lib/labor/labor-form';
import { plantZone } from '@/lib/plants/plant-time';

/** The labor texts of one language (the `labor` namespace of the locales). */
export type LaborText = typeof en;

/**
 * Fills {{name}} placeholders of a text.
 * @example fill('Shift {{n}}', { n: 2 }) // 'Shift 2'
 */
export function fill(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/**
 * A time of day in the reader's language on the plant's clock, as the server's pages show it (a supervisor
 * in another time zone reads a punch as the plant's floor made it); with no plant, on the device's clock.
 */
export function clockTime(iso: string, lang: string, plant?: string): string {
  return madeAtText(iso, lang, plant ? plantZone(plant) : undefined);
}

/** A refusal's message by its code, in the reader's language; the API's own message for an unknown code. */
export function refusal(text: LaborText, error: unknown): string {
  const e = error as { code?: string; detail?: string; message?: string };
  const known = e.code ? (text.errors as Record<string, string>)[e.code] : undefined;
  return known ?? fill(text.errors.failed, { message: e.detail ?? e.message ?? String(error) });
}
