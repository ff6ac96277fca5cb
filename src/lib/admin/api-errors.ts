import type { TFunction } from 'i18next';
import type { ErrorValues, FieldIssue } from '@/lib/http/error-body';

/** What a form needs of a refusal of the API: its status, code, values, English message and refused fields. */
export interface ApiRefusal {
  status: number;
  code: string;
  /** The API's English message, shown as written when the code has no translation. */
  message: string;
  values?: ErrorValues | undefined;
  fields?: readonly FieldIssue[] | undefined;
}

/** One refusal of the API in the page's language, with the form fields it names. */
export interface TranslatedMessage {
  /** Every issue, joined into one sentence list. */
  message: string;
  /** Each named field's own message. */
  fields: Record<string, string>;
}

/** The text of a code (`admin.errors.<code>`) with its values; the API's own words when there is none. */
function say(t: TFunction, code: string, values: ErrorValues | undefined, fallback: string): string {
  return t(`admin.errors.${code}`, { ...values, defaultValue: fallback });
}

/** A sentence begins with a capital: 'there is no …' said alone becomes 'There is no …'. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A refusal of the API in the page's language, by its code and values, never by its English words:
 * a bad input (400) names each field ('Title: must not be empty.'), a conflict or a missing thing says
 * its sentence and places it at the field it is about. Unknown codes keep the API's message.
 * @example translateApiError(t, { status: 409, code: 'menu-id-used', message: '…', values: { menuId: 12, title: 'Labels' }, fields: [{ field: 'menuId', code: 'menu-id-used', message: '…' }] })
 * // { message: 'El ID de menú 12 ya lo usa Labels.', fields: { menuId: 'El ID de menú 12 ya lo usa Labels.' } }
 */
export function translateApiError(t: TFunction, refusal: ApiRefusal): TranslatedMessage {
  const input = refusal.status === 400;
  const fields: Record<string, string> = {};
  const lines: string[] = [];
  for (const issue of refusal.fields ?? []) {
    const text = say(t, issue.code, issue.values, issue.message);
    const line = input ? `${t(`admin.fields.${issue.field}`, { defaultValue: issue.field })}: ${text}` : sentence(text);
    fields[issue.field] ??= line;
    lines.push(line);
  }
  const message = input && lines.length > 0 ? lines.join(' ') : sentence(say(t, refusal.code, refusal.values, refusal.message));
  return { message, fields };
}
