import type { FieldIssue } from '@/lib/http/error-body';

/**
 * A call to the company API that did not succeed: `status` is the HTTP status (0 when the API could not
 * be reached), `code` the API's machine-readable reason and `fields` the refused input fields.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The API's own message, without the path. */
  readonly detail: string;
  /** The API's machine-readable reason ('unreachable' when there was no answer). */
  readonly code: string;
  /** Each refused input field, with its own code. */
  readonly fields: readonly FieldIssue[];
  /** The whole `error` member of the answer, for call-specific members (e.g. `confirm`). */
  readonly body: Readonly<Record<string, unknown>>;
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
    options: { code?: string; fields?: readonly FieldIssue[]; body?: Readonly<Record<string, unknown>> } = {},
  ) {
    super(`${path}: ${message}`);
    this.detail = message;
    this.code = options.code ?? (status === 0 ? 'unreachable' : 'internal');
    this.fields = options.fields ?? [];
    this.body = options.body ?? {};
  }
}
