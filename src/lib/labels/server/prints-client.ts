import { createHash, randomUUID } from 'node:crypto';
import type { JsonCall } from '@/lib/api/json-call';
import type { LabelPrint, LabelPrintInput, LabelPrintPage, LabelSendInput, PrintRecord } from '@/lib/labels/schemas';

/** Prints a form's history shows a page. */
export const HISTORY_PAGE_SIZE = 20;

/** The portal's calls about label prints, as the signed-in user. */
export interface LabelPrintsClient {
  /** Records a print; the same `key` for the same print answers the first record and writes nothing. */
  record(input: LabelPrintInput, key: string | null): Promise<LabelPrint>;
  /** One page of a form's prints, newest first. */
  list(form: string, page?: number, pageSize?: number): Promise<LabelPrintPage>;
  /** Sends a label to its printer's address; the same `key` for the same label prints it once. */
  send(input: LabelSendInput, key: string | null): Promise<LabelPrint>;
}

/**
 * The Idempotency-Key of one print: the form's key (one per rendered form) joined to a digest of
 * what is printed, so a reload of a print URL records once while another print from the same form
 * is a print of its own. Without a key (a bookmark, a scanned QR code) every opening is a print.
 */
export function printKey(key: string | null, input: PrintRecord): string {
  if (key === null || !/^[A-Za-z0-9-]{8,64}$/.test(key)) return randomUUID();
  const digest = createHash('sha256')
    .update(JSON.stringify([input.form, input.values, input.copies, input.printer, input.method]))
    .digest('hex');
  return `${key}-${digest.slice(0, 16)}`;
}

/** The label prints client over the company API (`POST`/`GET /v1/Labels/Prints`). */
export function createLabelPrintsClient(call: JsonCall): LabelPrintsClient {
  return {
    record: (input, key) => call<LabelPrint>('POST', 'Labels/Prints', undefined, input, { 'idempotency-key': printKey(key, input) }),
    list: (form, page = 1, pageSize = HISTORY_PAGE_SIZE) =>
      call<LabelPrintPage>('GET', 'Labels/Prints', { form, page: String(page), pageSize: String(pageSize) }),
    send: (input, key) =>
      call<LabelPrint>('POST', 'Labels/Sends', undefined, input, { 'idempotency-key': printKey(key, { ...input, method: 'zpl-send' }) }),
  };
}
