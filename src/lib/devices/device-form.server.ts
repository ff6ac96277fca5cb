import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/errors';

/** A refused approval or revoke: a summary for the form and each field's own message, in the page's language. */
export interface DeviceFormFailure {
  status: number;
  summary: string;
  fields: Record<string, string>;
}

/**
 * Words a refused write by its code (`<texts>.errors.<code>`), a field the API refused for its shape by
 * the field (`<texts>.errors.invalid.<field>`); anything but a 400/404/409 goes to the error page.
 * @example deviceFormFailure(error, t, 'boards.desk').fields['quantity'] // 'Enter a whole number from 0 to 10000.'
 */
export function deviceFormFailure(error: unknown, t: TFunction, texts = 'devices'): DeviceFormFailure {
  if (!(error instanceof ApiError) || ![400, 404, 409].includes(error.status)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.fields) {
    fields[issue.field] = t([`${texts}.errors.${issue.code}`, `${texts}.errors.invalid.${issue.field}`], { defaultValue: issue.message });
  }
  const summary = Object.values(fields)[0] ?? t(`${texts}.errors.${error.code}`, { defaultValue: error.detail });
  return { status: error.status === 404 ? 400 : error.status, summary, fields };
}
