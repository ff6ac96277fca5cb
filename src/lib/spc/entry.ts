/** The rules of typing a subgroup on the floor, shared by the entry island and its tests. */

/** A typed reading: its number, or why it is not one. */
export type ReadingCheck = { value: number; outOfSpec: boolean } | { error: 'empty' | 'not-number' };

/**
 * Reads one typed value (a gauge types like a keyboard: spaces trimmed, a decimal comma accepted) and
 * judges it against the specification at once.
 * @example checkReading('74,06', 73.95, 74.05) // { value: 74.06, outOfSpec: true }
 */
export function checkReading(typed: string, lsl: number | null, usl: number | null): ReadingCheck {
  const text = typed.trim().replace(',', '.');
  if (text === '') return { error: 'empty' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return { error: 'not-number' };
  const value = Number(text);
  return { value, outOfSpec: (lsl !== null && value < lsl) || (usl !== null && value > usl) };
}
