import type { FieldIssue } from '@/lib/http/error-body';

/**
 * The one family of errors the server's domain code throws. They carry a kind, a machine-readable
 * `code` and, for bad input, the refused `fields`; no HTTP status: `src/lib/server/api/errors.ts` maps
 * kinds to statuses in one place.
 */

/** What went wrong, in the caller's terms. */
export type FailureKind =
  'input' | 'authentication' | 'not-allowed' | 'not-found' | 'conflict' | 'unprocessable' | 'too-large' | 'precondition-required';

/** What a failure may carry besides its message. */
export interface FailureOptions {
  /** Machine-readable reason; defaults to the kind's own code. */
  code?: string;
  /** The refused fields of an input error, each with its own code and message. */
  fields?: readonly FieldIssue[];
  /** More members of the error body, e.g. `{ confirm: ['over110'] }`. */
  extra?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/** Base of the domain's typed errors. */
export abstract class AppFailure extends Error {
  abstract readonly kind: FailureKind;
  readonly code: string;
  readonly fields: readonly FieldIssue[];
  readonly extra: Readonly<Record<string, unknown>>;
  constructor(message: string, defaultCode: string, options: FailureOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? defaultCode;
    this.fields = options.fields ?? [];
    this.extra = options.extra ?? {};
  }
}

/** Bad input: a parameter, query or body that does not validate. */
export class InputError extends AppFailure {
  override name = 'InputError';
  readonly kind = 'input';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'invalid-input', options);
  }

  /**
   * An input error about one field.
   * @example InputError.field('quantity', 'too-big', 'Bin only has a qty of 4 ...')
   */
  static field(field: string, code: string, message: string, options: Omit<FailureOptions, 'fields'> = {}): InputError {
    return new InputError(message, { code, ...options, fields: [{ field, code, message }] });
  }
}

/** Missing, expired or forged credentials. */
export class AuthenticationError extends AppFailure {
  override name = 'AuthenticationError';
  readonly kind = 'authentication';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'unauthenticated', options);
  }
}

/** Signed in, but not allowed to do this. */
export class NotAllowedError extends AppFailure {
  override name = 'NotAllowedError';
  readonly kind = 'not-allowed';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'not-allowed', options);
  }
}

/** The thing asked for does not exist. */
export class NotFoundError extends AppFailure {
  override name = 'NotFoundError';
  readonly kind = 'not-found';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'not-found', options);
  }
}

/** The change conflicts with what is stored (a duplicate, a confirmation still missing). */
export class ConflictError extends AppFailure {
  override name = 'ConflictError';
  readonly kind = 'conflict';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'conflict', options);
  }
}

/** A well-formed request that cannot be taken as sent (an Idempotency-Key reused with another body). */
export class UnprocessableError extends AppFailure {
  override name = 'UnprocessableError';
  readonly kind = 'unprocessable';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'unprocessable', options);
  }
}

/** A request body larger than the limit. */
export class TooLargeError extends AppFailure {
  override name = 'TooLargeError';
  readonly kind = 'too-large';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'too-large', options);
  }
}

/** A change that must name the version it was made on (If-Match or `version`) and names none. */
export class PreconditionRequiredError extends AppFailure {
  override name = 'PreconditionRequiredError';
  readonly kind = 'precondition-required';
  constructor(message: string, options: FailureOptions = {}) {
    super(message, 'precondition-required', options);
  }
}
