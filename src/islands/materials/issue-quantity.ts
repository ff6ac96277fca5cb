import { readNumber } from '@/lib/forms/number';
import { formatNumber } from '@/lib/i18n/number-format';
import { fill, type MaterialsText } from './text';

/** The most the API takes in one issue. */
const ISSUE_MAX = 10_000_000;

/**
 * A quantity or percent in the language's number format.
 * @example formatAmount(1234.5, 'es') // '1234,5'
 */
export function formatAmount(value: number, lang: string): string {
  return formatNumber(value, lang);
}

/**
 * What a typed quantity earns before anything is sent or any percentage is shown: more than the chosen
 * bin holds (or, with none chosen, than the fullest bin), or more than one issue may be; null otherwise
 * (a typo is said on sending, by the kit's number words).
 * @example absurdQuantity('99999999', { onHandQty: 80 }, [], 'EA', text) // 'Bin only has a qty of 80 and you tried to issue 99,999,999. …'
 */
export function absurdQuantity(
  quantity: string,
  bin: { onHandQty: number } | null,
  bins: readonly { onHandQty: number }[],
  uom: string,
  text: MaterialsText,
): string | null {
  const n = readNumber(quantity);
  if (n === null) return null;
  const held = bin?.onHandQty ?? (bins.length ? Math.max(...bins.map((b) => b.onHandQty)) : null);
  const fmt = (v: number) => formatAmount(v, text.lang);
  if (held !== null && n > held) return fill(text.issue.checks.binQty, { available: fmt(held), tried: fmt(n) });
  if (n > ISSUE_MAX) return fill(text.issue.checks.tooMuch, { max: fmt(ISSUE_MAX), uom });
  return null;
}
