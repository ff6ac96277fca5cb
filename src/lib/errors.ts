/**
 * The portal's one error module: `HttpError` for pages and guards to throw, and `errorStatus`,
 * the one place that turns any thrown value into the HTTP status of the error page (spec §8).
 */

/** What an `HttpError` may carry besides its status and message. */
export interface HttpErrorOptions {
  /** The application the error is about (a 403 names it). */
  app?: string;
  cause?: unknown;
}

/**
 * An error with an HTTP status; pages throw it and src/pages/500.astro renders it with that status.
 * @example throw new HttpError(404, 'No such corrective action')
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly app: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.app = options.app;
  }
}

/** The message of an unknown route guard name (spec §6, §8). */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

/**
 * The status of a thrown value: its own `status` when it is an HTTP error status (400-599), else 500.
 * @example errorStatus(new HttpError(404, 'x')) // 404
 * @example errorStatus(new Error('boom')) // 500
 */
export function errorStatus(error: unknown): number {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * A one-line description of a thrown value, for logs and development details (never a stack).
 * @example describeError(new HttpError(500, 'Unknown middleware')) // 'HttpError: Unknown middleware'
 */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return String(error);
  } catch {
    return 'An error that cannot be described';
  }
}
