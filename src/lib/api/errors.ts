/** A call to the company API that did not succeed; `status` is the HTTP status (0 when the API could not be reached). */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The API's own message, without the path (what a form shows back to the user). */
  readonly detail: string;
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.detail = message;
  }
}
