import { parseErrorBody } from '@/lib/http/error-body';
import { ApiError } from './errors';

/** Where and as whom the API clients call. */
export interface JsonCallOptions {
  /** The API host plus the path every call starts with, e.g. http://127.0.0.1:4321/v1. */
  base: string;
  /** The bearer access token of the signed-in user. */
  accessToken: string;
  fetch?: typeof fetch;
}

/** Query parameters of a call: numbers and booleans are sent as their text, undefined ones are left out. */
export type CallQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** One JSON call: method, path below the base, query parameters, an optional JSON body and extra headers (e.g. Idempotency-Key). */
export type JsonCall = <T>(method: string, path: string, query?: CallQuery, body?: unknown, headers?: Record<string, string>) => Promise<T>;

/**
 * The one way the API clients call the company API: bearer token, JSON in and out, and an `ApiError`
 * for a failure (status 0 when the API could not be reached), carrying the API's own message.
 */
export function createJsonCall({ base, accessToken, fetch: doFetch = fetch }: JsonCallOptions): JsonCall {
  return async <T>(method: string, path: string, query?: CallQuery, body?: unknown, headers?: Record<string, string>): Promise<T> => {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ApiError(0, path, error instanceof Error ? error.message : String(error));
    }
    if (!res.ok) {
      const answer = parseErrorBody(await res.json().catch(() => null))?.error;
      throw new ApiError(res.status, path, answer?.message ?? res.statusText, {
        ...(answer ? { code: answer.code, fields: answer.fields ?? [], body: answer } : {}),
      });
    }
    return (await res.json()) as T;
  };
}
