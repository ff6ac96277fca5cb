import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { errorValuesSchema, type ErrorBody, type ErrorValues, type FieldIssue } from '@/lib/http/error-body';
import { AppFailure, AuthenticationError, InputError, type FailureKind } from '@/lib/server/errors';
import { isBadValueFromDatabase } from './input-guard';

/** The HTTP status of each kind of failure: the one place the domain's errors meet HTTP. */
export const STATUS_OF_KIND: Readonly<Record<FailureKind, ContentfulStatusCode>> = {
  input: 400,
  authentication: 401,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-large': 413,
  'precondition-required': 428,
};

/**
 * The refused fields of a zod failure, each with a stable code a screen can translate and the values its
 * message is made of.
 * @example fieldIssues(z.object({ n: z.number() }).safeParse({}).error) // [{ field: 'n', code: 'required', ... }]
 */
export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const { code, values } = issueCode(issue);
    return { field: issue.path.map(String).join('.'), code, message: issue.message, ...(values ? { values } : {}) };
  });
}

/** A custom issue's own code and values (`params: { code, values }`, as the schemas set them). */
function customCode(params: unknown): { code: string; values?: ErrorValues } {
  const { code, values } = (params ?? {}) as { code?: unknown; values?: unknown };
  const parsed = errorValuesSchema.safeParse(values);
  return { code: typeof code === 'string' ? code : 'invalid', ...(parsed.success ? { values: parsed.data } : {}) };
}

function issueCode(issue: ZodError['issues'][number]): { code: string; values?: ErrorValues } {
  switch (issue.code) {
    case 'invalid_type':
      // A number that is not whole is there but wrong; otherwise zod does not say whether the value was
      // missing or of another type, and forms post strings, so a wrong type is a missing value.
      if (issue.expected === 'int') return { code: 'invalid' };
      return { code: issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid' };
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return { code: 'required' };
      return { code: 'too-small', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { code: issue.origin === 'string' ? 'too-long' : 'too-big', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { code: 'invalid-format' };
    case 'invalid_value':
      return { code: 'invalid-choice' };
    case 'custom':
      return customCode(issue.params);
    default:
      return { code: 'invalid' };
  }
}

/**
 * The input error of a zod failure: one readable line, and every refused field.
 * @example inputErrorFrom(result.error).message // "empID: must be a whole number such as 1001"
 */
export function inputErrorFrom(error: ZodError): InputError {
  const fields = fieldIssues(error);
  const message = fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
  return new InputError(message, { fields });
}

/**
 * The one place where errors become HTTP responses (used as `app.onError`): typed failures get their
 * kind's status and their code, anything else is a 500 whose details go to the log, never to the client.
 */
export function errorResponse(error: Error, c: Context): Response {
  if (error instanceof AppFailure) {
    if (error instanceof AuthenticationError) {
      c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`);
    }
    const body: ErrorBody = {
      error: {
        ...error.extra,
        name: error.name,
        code: error.code,
        message: error.message,
        ...(error.fields.length > 0 ? { fields: [...error.fields] } : {}),
      },
    };
    return c.json(body, STATUS_OF_KIND[error.kind]);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own input failures, such as a body that is not JSON.
    return c.json<ErrorBody>({ error: { name: 'InputError', code: 'invalid-input', message: error.message } }, error.status);
  }
  if (isBadValueFromDatabase(error)) {
    // A value the checks let through but the database cannot hold (e.g. an id beyond 32 bits): the
    // caller's input, refused as such; the statement failed, so nothing was written by it.
    return c.json<ErrorBody>(
      { error: { name: 'InputError', code: 'invalid-input', message: 'A value is out of range or malformed.' } },
      400,
    );
  }
  console.error('[ERROR] [API]', c.req.method, c.req.path, error);
  return c.json<ErrorBody>(
    { error: { name: 'InternalError', code: 'internal', message: 'The API failed to answer; the failure is logged.' } },
    500,
  );
}
