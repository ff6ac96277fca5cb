import { ApiError } from '@/lib/api/errors';
import type { ErrorDetail, FieldIssue } from '@/lib/http/error-body';
import { refusalOf, translateRefusal } from '@/lib/forms/refusals';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { clientFetch } from './client-fetch';
import { pageRefusalWords, sayCode, type RefusalWords } from './refusal-words';

/**
 * The one API client of the islands. Every call goes through the portal's /api/v1
 * pass-through (the session's token is added on the server), drives the loading bar (clientFetch),
 * sends an Idempotency-Key on every write (a new one per call unless the form passes its own, which it
 * keeps for a retry of the same submission) and throws an `ApiError` carrying the API's code and
 * fields. Response types come from the feature's shared zod contract (`z.infer` in src/lib/<feature>/).
 * @example const jobs = await apiCall<JobSummary[]>('GET', 'Jobs', { query: { plant: usePlant() } })
 */
export interface CallOptions {
  /** Query parameters; undefined and empty values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The JSON body of a write. */
  body?: unknown;
  /** The write's Idempotency-Key; one is made when left out. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Methods that change something: each gets an Idempotency-Key. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A new Idempotency-Key (a form keeps one per submission, so its retry writes nothing twice: `useSubmissionKey`). */
export { newSubmissionKey as newIdempotencyKey } from '@/lib/forms/submission-key';

/**
 * The URL and request of one call (pure, so it is tested without a browser).
 * @example requestFor('POST', 'MaterialIssues', { body: { qty: 1 }, idempotencyKey: 'k' }).init.headers // { ..., 'idempotency-key': 'k' }
 */
export function requestFor(method: string, path: string, options: CallOptions = {}): { url: string; init: RequestInit } {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== '') search.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (WRITES.has(method.toUpperCase())) headers['idempotency-key'] = options.idempotencyKey ?? newSubmissionKey();
  const query = search.toString();
  return {
    url: `/api/v1/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`,
    init: {
      method: method.toUpperCase(),
      headers,
      credentials: 'same-origin',
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  };
}

/**
 * The `error` member of an error answer, read without zod so the validator stays out of the islands'
 * bundle (the server built this body from the shared schema); null when the body is not one.
 * @example readErrorDetail({ error: { name: 'InputError', code: 'invalid-input', message: 'x' } })?.code // 'invalid-input'
 */
export function readErrorDetail(value: unknown): ErrorDetail | null {
  const error = (value as { error?: unknown } | null)?.error as Partial<ErrorDetail> | undefined;
  if (!error || typeof error.message !== 'string' || typeof error.code !== 'string') return null;
  const fields = Array.isArray(error.fields)
    ? error.fields.filter(
        (f): f is FieldIssue => typeof f?.field === 'string' && typeof f.code === 'string' && typeof f.message === 'string',
      )
    : undefined;
  return {
    ...error,
    name: typeof error.name === 'string' ? error.name : 'Error',
    code: error.code,
    message: error.message,
    ...(fields ? { fields } : {}),
  } as ErrorDetail;
}

/** One call of the company API from an island; a failure throws `ApiError` (status 0: not reached). */
export async function apiCall<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const { url, init } = requestFor(method, path, options);
  let res: Response;
  try {
    res = await clientFetch(url, init);
  } catch (error) {
    throw new ApiError(0, path, error instanceof Error ? error.message : String(error));
  }
  if (!res.ok) {
    const answer = readErrorDetail(await res.json().catch(() => null));
    throw new ApiError(
      res.status,
      path,
      answer?.message ?? res.statusText,
      answer ? { code: answer.code, fields: answer.fields ?? [], body: answer } : {},
    );
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Translates one refused field; the default keeps the API's English message. */
export type FieldTranslator = (issue: FieldIssue) => string;

/**
 * A 4xx's messages by form field (the first per field), translated by code through the kit's one
 * translator (`translateRefusal`): the island's own words, else the kit's words of the page's language
 * (`pageRefusalWords`), else the API's English; and the message for the form as a whole, when no field
 * is named, said the same way ('other-plant' in Spanish on a Spanish page). Anything else (5xx,
 * unreachable) is the form's.
 * @example fieldMessages(error, (i) => t(`materials:errors.${i.code}`, { defaultValue: i.message }))
 */
export function fieldMessages(
  error: unknown,
  translate: FieldTranslator = (i) => i.message,
  words: RefusalWords = pageRefusalWords(),
): { fields: Record<string, string>; form: string | null } {
  const refusal = refusalOf(error);
  if (!refusal)
    return { fields: {}, form: error instanceof ApiError ? error.detail : error instanceof Error ? error.message : String(error) };
  const named = { ...refusal, fields: (refusal.fields ?? []).filter((issue) => issue.field) };
  const say = (issue: FieldIssue): string => {
    const own = translate(issue);
    return own !== issue.message ? own : (sayCode(issue.code, { ...refusal.values, ...issue.values }, words) ?? own);
  };
  const { fields } = translateRefusal(named, (_code, _values, fallback, issue) => (issue ? say(issue) : fallback));
  const whole = { field: '', code: refusal.code, message: refusal.message, ...(refusal.values ? { values: refusal.values } : {}) };
  return { fields, form: Object.keys(fields).length > 0 ? null : say(whole) };
}
