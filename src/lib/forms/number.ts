/** A number field's bounds and unit, as the kit's number field and its messages use them. */
export interface NumberBounds {
  min: number;
  max: number;
  /** The unit said with the number (°F, psi, min, EA). */
  unit: string;
  /** Whole numbers only (a count, minutes). */
  whole?: boolean;
}

/** What is wrong with a typed number, by its error code; null when it is a number within its bounds. */
export type NumberProblem = 'required' | 'not-a-number' | 'too-small' | 'too-big' | null;

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
  if (n === null || (bounds.whole && !Number.isInteger(n))) return 'not-a-number';
  if (n < bounds.min) return 'too-small';
  if (n > bounds.max) return 'too-big';
  return null;
}
