import type { TFunction } from 'i18next';

/** A number field's bounds and unit, as the kit's number field and its messages use them. */
export interface NumberBounds {
  min: number;
  max: number;
  /** The unit said with the number (°F, psi, min, EA). */
  unit: string;
  /** Whole numbers only (a count, minutes). */
  whole?: boolean;
  /** At most this many decimals (a length in inches 3); else 4, what the database keeps of a quantity. */
  decimals?: number | undefined;
}

/** A number input's rule as the browser checks it: its bounds, and whether it may stay empty. */
export interface NumberRule extends NumberBounds {
  optional?: boolean | undefined;
}

/** What is wrong with a typed number, by its error code; null when it is a number within its bounds. */
export type NumberProblem = 'required' | 'not-a-number' | 'too-many-decimals' | 'too-small' | 'too-big' | null;

/** The decimals a number field allows: none for a whole number, else its own or the database's 4. */
export function decimalsAllowed(bounds: NumberBounds): number {
  return bounds.whole ? 0 : (bounds.decimals ?? 4);
}

/**
 * How many decimals a number needs to be written exactly (an exponent counts: 1e-320 needs 320).
 * @example decimalsOf(1.123456789) // 9
 */
export function decimalsOf(n: number): number {
  const [, fraction = '', exponent = '0'] = /^-?\d*(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(n)) ?? [];
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * What is wrong with a number itself (as a JSON body carries it, or as typed text reads): not finite, or a
 * fraction where a whole number is asked, is 'not-a-number'; more decimals than allowed (so it would be
 * stored rounded, 1e-320 as 0) 'too-many-decimals'; then its bounds.
 * @example valueProblem(1.123456789, { min: 0.0001, max: 100, unit: 'IN' }) // 'too-many-decimals'
 */
export function valueProblem(n: number, bounds: NumberBounds): NumberProblem {
  if (!Number.isFinite(n) || (bounds.whole && !Number.isInteger(n))) return 'not-a-number';
  if (decimalsOf(n) > decimalsAllowed(bounds)) return 'too-many-decimals';
  if (n < bounds.min) return 'too-small';
  if (n > bounds.max) return 'too-big';
  return null;
}

/**
 * Typed text as a number: digits with one decimal point (a comma reads as one, as tablets type it),
 * an optional minus; null for anything else (a typo such as 'dos' or 'hot').
 * @example readNumber(' 12,5 ') // 12.5
 * @example readNumber('doce') // null
 */
export function readNumber(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(clean) ? Number(clean) : null;
}

/**
 * What is wrong with a number field's text: empty is 'required', a typo (or a fraction where a whole
 * number is asked) is 'not-a-number', never 'required'; the server and the browser judge alike.
 * @example numberProblem('hot', { min: -20, max: 160, unit: '°F' }) // 'not-a-number'
 */
export function numberProblem(text: string, bounds: NumberBounds): NumberProblem {
  if (text.trim() === '') return 'required';
  const n = readNumber(text);
  return n === null ? 'not-a-number' : valueProblem(n, bounds);
}

/** The kit's words for each number problem (the forms namespace's errors), as a page hands them to an island. */
export type NumberWords = Record<Exclude<NumberProblem, null>, string>;

/** The kit's number words of one language, out of its forms texts. */
export function numberWords(forms: { errors: NumberWords }): NumberWords {
  const { errors } = forms;
  return {
    required: errors.required,
    'not-a-number': errors['not-a-number'],
    'too-many-decimals': errors['too-many-decimals'],
    'too-small': errors['too-small'],
    'too-big': errors['too-big'],
  };
}

/**
 * A number field's problem said as the server says it, in the screen's language: its words with the
 * bounds and unit, the bounds in the language's number format; null when the text is a number in bounds.
 * @example numberMessage('doce', { min: 1, max: 99, unit: 'EA' }, words, 'es') // 'Escriba un número de 1 a 99 EA.'
 */
export function numberMessage(text: string, bounds: NumberBounds, words: NumberWords, lang: string): string | null {
  const problem = numberProblem(text, bounds);
  if (problem === null) return null;
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }).format;
  const values: Record<string, string> = {
    min: format(bounds.min),
    max: format(bounds.max),
    unit: bounds.unit,
    decimals: String(decimalsAllowed(bounds)),
  };
  return words[problem]
    .replace(/\{\{(\w+)(?:,\s*\w+)?\}\}/g, (_, name: string) => values[name] ?? '')
    .replace(/\s+([.。])$/, '$1')
    .trim();
}

/**
 * An input's attributes for the browser's number check: its bounds, and its messages in the page's
 * language (out of bounds says the range too, as a typo does).
 * @example numberInputData({ min: 1, max: 999, unit: 'EA' }, t, 'es')['data-number-says'] // '{"not-a-number":"Escriba un número de 1 a 999 EA.",…}'
 */
export function numberInputData(bounds: NumberRule, t: TFunction, lang: string): { 'data-number': string; 'data-number-says': string } {
  const range = t('forms.errors.not-a-number', { min: bounds.min, max: bounds.max, unit: bounds.unit, lng: lang })
    .replace(/\s+([.。])$/, '$1')
    .trim();
  const says: NumberWords = {
    required: t('forms.errors.required'),
    'not-a-number': range,
    'too-many-decimals': t('forms.errors.too-many-decimals', { decimals: decimalsAllowed(bounds), lng: lang }),
    'too-small': range,
    'too-big': range,
  };
  const { min, max, unit, whole, decimals, optional } = bounds;
  return { 'data-number': JSON.stringify({ min, max, unit, whole, decimals, optional }), 'data-number-says': JSON.stringify(says) };
}
