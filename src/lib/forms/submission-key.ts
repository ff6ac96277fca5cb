import { ApiError } from '@/lib/api/errors';

/** What became of one submission, as far as its Idempotency-Key goes. */
export type SubmissionOutcome = 'written' | 'refused' | 'no-answer';

/**
 * The one place a submission's outcome is decided. A 2xx wrote; a 4xx was judged and refused (nothing
 * kept under its key, so the next try is a new request); a 5xx, a lost connection or no answer at all
 * may or may not have written: that is 'no-answer', whose retry must carry the same key so it writes
 * at most once (the device outbox queues exactly these).
 * @example submissionOutcome(new ApiError(0, 'MaterialIssues', 'fetch failed')) // 'no-answer'
 */
export function submissionOutcome(error?: unknown): SubmissionOutcome {
  if (error === undefined || error === null) return 'written';
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'refused';
  return 'no-answer';
}

/** A new Idempotency-Key (one per submission; its retry reuses it). */
export function newSubmissionKey(): string {
  return crypto.randomUUID();
}

/**
 * The key for the next try after an outcome: the same after no answer (the retry writes at most once),
 * a new one after a write or a refusal.
 * @example keyAfter('refused', 'k1') // a new key
 */
export function keyAfter(outcome: SubmissionOutcome, key: string): string {
  return outcome === 'no-answer' ? key : newSubmissionKey();
}
