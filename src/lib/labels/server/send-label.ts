import { ApiError } from '@/lib/api/errors';
import type { TFunction } from 'i18next';
import type { Language } from '@/lib/i18n';
import { printerName } from '@/lib/labels/i18n';
import { printerAddress, type PrinterProfile } from '@/lib/labels/printers';
import type { LabelPrint } from '@/lib/labels/schemas';
import type { LabelPageModel } from './label-page';
import type { LabelPrintsClient } from './prints-client';

/** Why a send from the page did not print, as the page's message key (`errors.send.<reason>`). */
export type SendFailure = 'refused' | 'timeout' | 'unreachable' | 'failed' | 'inProgress' | 'noAddress' | 'notFilled' | 'tooOld' | 'future';

/** What pressing 'Send to printer' came to. */
export type SendOutcome =
  { readonly ok: true; readonly print: LabelPrint } | { readonly ok: false; readonly reason: SendFailure; readonly hours?: number };

const BY_CODE: Readonly<Record<string, SendFailure>> = {
  'printer-refused': 'refused',
  'printer-timeout': 'timeout',
  'printer-unreachable': 'unreachable',
  'printer-failed': 'failed',
  'send-in-progress': 'inProgress',
  'no-address': 'noAddress',
  // A send kept on the tablet (the outbox) that arrived too late, or dated ahead by the tablet's clock.
  'made-at-too-old': 'tooOld',
  'made-at-future': 'future',
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
    const hours = Number(error.body['values'] && (error.body['values'] as Record<string, unknown>)['hours']);
    return { ok: false, reason: BY_CODE[error.code] ?? 'failed', ...(hours > 0 ? { hours } : {}) };
  }
}

/** What a send came to, in the user's language ('Sent 2 labels to …', or why nothing was printed). */
export function sendMessage(t: TFunction<'labels'>, sent: SendOutcome, printer: PrinterProfile): string {
  const name = printerName(t, printer);
  return sent.ok
    ? t('page.sent', { count: sent.print.copies, printer: name })
    : t(`errors.send.${sent.reason}`, { printer: name, address: printerAddress(printer) ?? '', hours: sent.hours ?? 72 });
}
