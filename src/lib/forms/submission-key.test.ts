import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { keyAfter, submissionOutcome } from './submission-key';

describe('a submission keeps its Idempotency-Key only while its fate is unknown', () => {
  it('says written after a 2xx, refused after a 4xx, no answer after a 5xx, a lost connection or anything else', () => {
    expect(submissionOutcome()).toBe('written');
    expect(submissionOutcome(new ApiError(400, 'x', 'bad'))).toBe('refused');
    expect(submissionOutcome(new ApiError(409, 'x', 'confirm'))).toBe('refused');
    expect(submissionOutcome(new ApiError(502, 'x', 'bad gateway'))).toBe('no-answer');
    expect(submissionOutcome(new ApiError(0, 'x', 'fetch failed'))).toBe('no-answer');
    expect(submissionOutcome(new TypeError('Failed to fetch'))).toBe('no-answer');
  });

  it('keeps the key for the retry after no answer and renews it otherwise', () => {
    expect(keyAfter('no-answer', 'key-1')).toBe('key-1');
    expect(keyAfter('refused', 'key-1')).not.toBe('key-1');
    expect(keyAfter('written', 'key-1')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
