/**
 * The portal's one error module: `HttpError` for pages and guards to throw, and `errorStatus`,
 * the one place that turns any thrown value into the HTTP status of the error page (spec §8).
 */

/** What an `HttpError` may carry besides its status and message. */
export interface HttpErrorOptions {
  /** The application the error is about (a 403 names it). */
  app?: string;
  /** The right inside the application a 403 is about ('Maintenance_Manager'), when it is one. */
  subApp?: string;
  cause?: unknown;
}

/**
 * An error with an HTTP status; pages throw it and src/pages/500.astro renders it with that status.
 * @example throw new HttpError(404, 'No such corrective action')
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly app: string | undefined;
  readonly subApp: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.app = options.app;
    this.subApp = options.subApp;
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

/**
 * The response of an error page with the status it chose: Astro always answers src/pages/500.astro
 * with 500, so the page leaves the status of its error in `locals.errorStatus` and the middleware
 * applies it here (spec §8: the status comes from the error, else 500). The page streams, so its
 * first chunk is awaited (the page has chosen by then) and sent on with the rest.
 */
export async function withErrorStatus(chosenStatus: () => number | undefined, response: Response): Promise<Response> {
  if (response.status !== 500 || response.body === null) return response;
  const reader = response.body.getReader();
  const first = await reader.read();
  const status = chosenStatus() ?? 500;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(first.done ? null : body, { status, headers: response.headers });
}
