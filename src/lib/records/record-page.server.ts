import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/errors';
import { HttpError } from '@/lib/http/errors';

/** The signed-in user's API address and token, for the record clients (the middleware has checked the application). */
export function apiOptionsOf(locals: App.Locals): { baseUrl: string; accessToken: string } {
  const accessToken = locals.session?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  return { baseUrl: locals.config.apiBaseUrl, accessToken };
}

/** Why a posted record form was refused: a summary above it and each field's own message. */
export interface RecordFailure {
  status: number;
  summary: string;
  fields: Record<string, string>;
}

/**
 * A refused write (400, 403, 404, 409 from the API) as messages for the form, translated by their
 * codes (never by the English text); other failures go on to the error page.
 */
export function recordFailure(error: unknown, t: TFunction, values: Record<string, string> = {}): RecordFailure {
  if (!(error instanceof ApiError) || ![400, 403, 404, 409].includes(error.status)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.fields) {
    if (fields[issue.field]) continue;
    const key = `records.errors.${issue.code}`;
    const translated = t(key, { value: values[issue.field] ?? '', defaultValue: '' });
    fields[issue.field] = translated || issue.message;
  }
  const summary = error.fields.length > 0 ? t('records.errors.summary') : t(`records.errors.${error.code}`, { defaultValue: error.detail });
  return { status: error.status === 404 ? 400 : error.status, summary, fields };
}

/**
 * A fresh key for a form's write: posted back as a hidden field and sent as Idempotency-Key, so a
 * double submit or a browser retry writes once.
 */
export function newFormKey(): string {
  return crypto.randomUUID();
}
