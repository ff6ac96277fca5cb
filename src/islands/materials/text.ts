import type en from '../../../public/locales/en/materials.json';
import type { NumberWords } from '@/lib/forms/number';

/** The materials texts of one language (the `materials` namespace of the locales), with the kit's number words, its other-plant refusal and the language. */
export type MaterialsText = typeof en & { numbers: NumberWords; otherPlant: string; lang: string };

/**
 * Fills {{name}} placeholders of a text.
 * @example fill('Job {{job}} does not exist.', { job: '9' }) // 'Job 9 does not exist.'
 */
export function fill(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
