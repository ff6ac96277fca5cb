import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/errors';

/** Why a posted SPC form was refused: a summary above it and each field's own message. */
export interface SpcFailure {
  status: number;
  summary: string;
  fields: Record<string, string>;
}

/**
 * A refused write (400, 403, 404, 409 from the API) as messages for the form, said by their codes in
 * the page's language (`spc.errors.<code>` with the refusal's values; the API's message for an unknown
 * code); other failures go on to the error page.
 */
export function spcFailure(error: unknown, t: TFunction): SpcFailure {
  if (!(error instanceof ApiError) || ![400, 403, 404, 409].includes(error.status)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.fields) {
    // A nested field ('tests.0.k') is shown at its form field ('tests').
    const field = issue.field.split('.')[0] ?? issue.field;
    fields[field] ??= t(`spc.errors.${issue.code}`, { ...(issue.values ?? {}), defaultValue: issue.message });
  }
  const summary = error.fields.length > 0 ? t('spc.errors.summary') : t(`spc.errors.${error.code}`, { defaultValue: error.detail });
  return { status: error.status === 404 ? 400 : error.status, summary, fields };
}
