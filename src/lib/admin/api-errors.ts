import type { TFunction } from 'i18next';
import { translateRefusal, type Refusal } from '@/lib/forms/refusals';

/** What a form needs of a refusal of the API (the kit's `Refusal`). */
export type ApiRefusal = Refusal;

/** One refusal of the API in the page's language, with the form fields it names. */
export interface TranslatedMessage {
  /** Every issue, joined into one sentence list. */
  message: string;
  /** Each named field's own message. */
  fields: Record<string, string>;
}

/**
 * A refusal of the API in administration's words, through the kit's one translator: a bad input (400)
 * names each field by its label ('Title: must not be empty.'), a conflict or a missing thing says its
 * sentence by its code (`admin.errors.<code>`) and places it at its field. Unknown codes keep the API's message.
 * @example translateApiError(t, { status: 409, code: 'menu-id-used', message: '…', values: { menuId: 12, title: 'Labels' }, fields: [{ field: 'menuId', code: 'menu-id-used', message: '…' }] })
 * // { message: 'El ID de menú 12 ya lo usa Labels.', fields: { menuId: 'El ID de menú 12 ya lo usa Labels.' } }
 */
export function translateApiError(t: TFunction, refusal: ApiRefusal): TranslatedMessage {
  const { summary, fields } = translateRefusal(
    refusal,
    (code, values, fallback) => t(`admin.errors.${code}`, { ...values, defaultValue: fallback }),
    { label: (field) => t(`admin.fields.${field}`, { defaultValue: field }), capitalize: true },
  );
  return { message: summary, fields };
}
