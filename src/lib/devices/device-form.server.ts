import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/errors';

/** A refused approval or revoke: a summary for the form and each field's own message, in the page's language. */
export interface DeviceFormFailure {
  status: number;
  summary: string;
  fields: Record<string, string>;
}

/**
 * Words a refusal of the device calls by its code (`devices.errors.<code>`), a field the API refused for
 * its shape by the field (`devices.errors.invalid.<field>`); anything but a 400/404/409 goes to the error page.
 */
export function deviceFormFailure(error: unknown, t: TFunction): DeviceFormFailure {
  if (!(error instanceof ApiError) || ![400, 404, 409].includes(error.status)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.fields) {
    fields[issue.field] = t([`devices.errors.${issue.code}`, `devices.errors.invalid.${issue.field}`], { defaultValue: issue.message });
  }
  const summary = Object.values(fields)[0] ?? t(`devices.errors.${error.code}`, { defaultValue: error.detail });
  return { status: error.status === 404 ? 400 : error.status, summary, fields };
}
