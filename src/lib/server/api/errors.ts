import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Base of the API's typed errors; `status` is the HTTP status it becomes. */
export abstract class ApiFailure extends Error {
  abstract readonly status: ContentfulStatusCode;
}

/** Bad input: a parameter, query or body that does not validate (400). */
export class InputError extends ApiFailure {
  override name = 'InputError';
  readonly status = 400;
}

/** Missing, expired or forged bearer token, or one without the API scope (401). */
export class AuthenticationError extends ApiFailure {
  override name = 'AuthenticationError';
  readonly status = 401;
}

/** Signed in, but not allowed to do this (403). */
export class NotAllowedError extends ApiFailure {
  override name = 'NotAllowedError';
  readonly status = 403;
}

/** The thing asked for does not exist (404). */
export class NotFoundError extends ApiFailure {
  override name = 'NotFoundError';
  readonly status = 404;
}

/** The change conflicts with what is stored, e.g. a duplicate (409). */
export class ConflictError extends ApiFailure {
  override name = 'ConflictError';
  readonly status = 409;
}

/** The JSON body of every error response. */
export interface ErrorBody {
  error: { name: string; message: string };
}

/**
 * The one place where errors become HTTP responses (used as `app.onError`): typed errors keep
 * their status and message, anything else is a 500 whose details go to the log, never to the client.
 */
export function errorResponse(error: Error, c: Context): Response {
  if (error instanceof ApiFailure) {
    if (error instanceof AuthenticationError) {
      c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`);
    }
    return c.json<ErrorBody>({ error: { name: error.name, message: error.message } }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own input failures, such as a body that is not JSON.
    return c.json<ErrorBody>({ error: { name: 'InputError', message: error.message } }, error.status);
  }
  console.error('[ERROR] [API]', c.req.method, c.req.path, error);
  return c.json<ErrorBody>({ error: { name: 'InternalError', message: 'The API failed to answer; the failure is logged.' } }, 500);
}
