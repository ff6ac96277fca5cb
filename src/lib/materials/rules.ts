import type { Confirmation } from './schemas';

/**
 * The over-issue rules of spec §5 and §9, pure, shared by the API (which enforces them) and the
 * Issue Material screen (which shows them before submit).
 */

/** The sub-application that allows an issue over 120 %. */
export const OVER_ISSUE_RIGHT = 'IssueMaterial_OverIssue';
/** The sub-application that allows an issue over 150 %. */
export const OVER_ISSUE_150_RIGHT = 'IssueMaterial_OverIssue150';

/** A material line before an issue. */
export interface IssueState {
  requiredQty: number;
  issuedQty: number;
  issuedComplete: boolean;
}

/** What an issue of `quantity` would do. */
export interface IssueCheck {
  /** Issued after the issue. */
  issuedQty: number;
  /** Remaining after the issue (never below zero). */
  remainingQty: number;
  /** Percent of required after the issue, one decimal; null when nothing is required. */
  percent: number | null;
  /** The confirmations the issue needs, in order. */
  confirmations: Confirmation[];
  /** The right it needs, or null. */
  right: typeof OVER_ISSUE_RIGHT | typeof OVER_ISSUE_150_RIGHT | null;
}

const EPSILON = 1e-9;
const over = (issued: number, required: number, percent: number): boolean => issued * 100 > percent * required + EPSILON;

/**
 * Checks an issue against the thresholds (over means strictly above: 110 % exactly needs nothing).
 * @example checkIssue({ requiredQty: 20, issuedQty: 23, issuedComplete: false }, 2).confirmations // ['over110', 'over120']
 */
export function checkIssue(state: IssueState, quantity: number): IssueCheck {
  const issuedQty = Math.round((state.issuedQty + quantity) * 10_000) / 10_000;
  const required = state.requiredQty;
  const confirmations: Confirmation[] = [];
  if (state.issuedComplete || (required > 0 ? state.issuedQty >= required - EPSILON : state.issuedQty > 0))
    confirmations.push('double-issue');
  const noneRequired = required <= 0;
  if (noneRequired || over(issuedQty, required, 110)) confirmations.push('over110');
  if (noneRequired || over(issuedQty, required, 120)) confirmations.push('over120');
  if (noneRequired || over(issuedQty, required, 130)) confirmations.push('over130');
  const right =
    noneRequired || over(issuedQty, required, 150) ? OVER_ISSUE_150_RIGHT : over(issuedQty, required, 120) ? OVER_ISSUE_RIGHT : null;
  return {
    issuedQty,
    remainingQty: Math.max(0, Math.round((required - issuedQty) * 10_000) / 10_000),
    percent: noneRequired ? null : Math.round((issuedQty / required) * 1000) / 10,
    confirmations,
    right,
  };
}

/** Whether rights held allow the right an issue needs (the 150 % right covers 120 % too). */
export function holdsRight(held: ReadonlySet<string>, right: IssueCheck['right']): boolean {
  if (right === null) return true;
  if (held.has(OVER_ISSUE_150_RIGHT)) return true;
  return right === OVER_ISSUE_RIGHT && held.has(OVER_ISSUE_RIGHT);
}

/**
 * The spec's bin quantity message with the real numbers.
 * @example binQuantityMessage(4, 6) // 'Bin only has a qty of 4 and you tried to issue 6. Please reduce the issue amount and try again.'
 */
export function binQuantityMessage(available: number, tried: number): string {
  return `Bin only has a qty of ${available} and you tried to issue ${tried}. Please reduce the issue amount and try again.`;
}

/** spec §5: the refusal of an over-issue beyond the caller's rights. */
export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to do so.';
/** spec §5: a backflushed material is not issued directly. */
export const BACKFLUSH_MESSAGE = 'A backflushed material cannot be issued directly; it is issued by claiming.';
