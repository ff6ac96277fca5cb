import type { LabelForm, LabelValues } from './types';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * A text or barcode template with its `{name}` placeholders replaced by values ('' when absent).
 * @example fillTemplate('P{partNum}', { partNum: 'ROD-1.50' }) // 'PROD-1.50'
 */
export function fillTemplate(template: string, values: LabelValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

const WORD = /\{@([A-Za-z][A-Za-z0-9]*)\}/g;

/** The printed words of one language, by key (`printed` in public/locales/<lang>/labels.json). */
export type PrintedWords = Readonly<Record<string, string>>;

/**
 * A template with its `{@word}` placeholders replaced by the printed words of a language (the key
 * itself when a word is missing, so a gap shows on the preview rather than vanishing).
 * @example fillWords('{lengthIn} {@inch}', { inch: 'PULG' }) // '{lengthIn} PULG'
 */
export function fillWords(template: string, words: PrintedWords): string {
  return template.replace(WORD, (_, key: string) => words[key] ?? key);
}

/** The `{@word}` keys a template uses. */
export function wordKeys(template: string): string[] {
  return [...template.matchAll(WORD)].map((match) => match[1] ?? '');
}

/** The placeholder names a template uses. */
export function templateNames(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/**
 * The longest text a template can print with this form's fields at their maximum lengths
 * ('{origin}' counts as `originLength`).
 */
export function maxTemplateLength(form: LabelForm, template: string, originLength = 40): number {
  const fixed = template.replace(PLACEHOLDER, '').length;
  return templateNames(template).reduce((sum, name) => {
    if (name === 'origin') return sum + originLength;
    return sum + (form.fields.find((f) => f.name === name)?.maxLength ?? 0);
  }, fixed);
}

/** The form's sample values: every field filled with its `sample`. */
export function sampleValues(form: LabelForm): Record<string, string> {
  return Object.fromEntries(form.fields.map((f) => [f.name, f.sample]));
}
