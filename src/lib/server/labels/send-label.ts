import { ApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/i18n';
import type { LabelPrint } from '@/lib/labels/prints';
import type { LabelPageModel } from './label-page';
import type { LabelPrintsClient } from './prints-client';

/** Why a send from the page did not print, as the page's message key (`errors.send.<reason>`). */
export type SendFailure = 'refused' | 'timeout' | 'unreachable' | 'failed' | 'inProgress' | 'noAddress' | 'notFilled';

/** What pressing 'Send to printer' came to. */
export type SendOutcome = { readonly ok: true; readonly print: LabelPrint } | { readonly ok: false; readonly reason: SendFailure };

const BY_CODE: Readonly<Record<string, SendFailure>> = {
  'printer-refused': 'refused',
  'printer-timeout': 'timeout',
  'printer-unreachable': 'unreachable',
  'printer-failed': 'failed',
  'send-in-progress': 'inProgress',
  'no-address': 'noAddress',
};

/**
 * Sends the page's label to its printer through `POST /v1/Labels/Sends` with the form's key, so a
 * resubmitted send prints once; a refusal becomes a reason the page names in the user's language.
 */
export async function sendLabel(
  client: LabelPrintsClient,
  model: LabelPageModel,
  key: string | null,
  language: Language,
): Promise<SendOutcome> {
  const { form, validation, printer } = model;
  if (!validation.ok) return { ok: false, reason: 'notFilled' };
  if (!printer.host) return { ok: false, reason: 'noAddress' };
  try {
    const print = await client.send(
      { form: form.id, values: validation.values, copies: validation.copies, printer: printer.id, language },
      key,
    );
    return { ok: true, print };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`labels: ${form.id} was not sent to ${printer.id}: ${error.message}`);
    return { ok: false, reason: BY_CODE[error.code] ?? 'failed' };
  }
}
