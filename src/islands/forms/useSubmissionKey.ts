import { useRef } from 'react';
import { keyAfter, newSubmissionKey, submissionOutcome, type SubmissionOutcome } from '@/lib/forms/submission-key';

/** An island form's Idempotency-Key: `current` for the call, `settle` after it. */
export interface SubmissionKey {
  /** The key of the submission under way (send it as `idempotencyKey`). */
  readonly current: string;
  /** After the call (pass its error, none when it went through): keeps the key only after no answer; says the outcome. */
  settle(error?: unknown): SubmissionOutcome;
}

/**
 * The one browser hook for idempotent submission: one key per submission, kept for the retry of a
 * submission that got no answer (5xx, no network), renewed after a write or a refusal.
 * @example const key = useSubmissionKey(); try { await apiCall('POST', 'X', { body, idempotencyKey: key.current }); key.settle(); } catch (e) { key.settle(e); }
 */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef(newSubmissionKey());
  const handle = useRef<SubmissionKey | null>(null);
  handle.current ??= {
    get current() {
      return key.current;
    },
    settle(error?: unknown) {
      const outcome = submissionOutcome(error);
      key.current = keyAfter(outcome, key.current);
      return outcome;
    },
  };
  return handle.current;
}
