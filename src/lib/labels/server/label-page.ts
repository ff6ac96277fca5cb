import { fillLabelValues, type PlantDataSource } from '@/lib/labels/fill';
import { BROWSER_PROFILES, DEFAULT_PRINTER_ID, printerProfile, type PrinterProfile } from '@/lib/labels/printers';
import { decodePrinterCookie } from '@/lib/labels/print-url';
import { readLabelValues, validateLabel, type LabelValidation } from '@/lib/labels/validate';
import type { LabelForm } from '@/lib/labels/types';
import { printedWords } from '@/lib/labels/i18n';
import type { Language } from '@/lib/i18n';
import { drawLabel, type DrawnElement } from './render';

/** What the label page of one request shows or prints. */
export interface LabelPageModel {
  readonly form: LabelForm;
  /** The request filled in some field or asked for a print. */
  readonly submitted: boolean;
  readonly validation: LabelValidation;
  readonly copiesText: string;
  readonly printer: PrinterProfile;
  /** The printers to choose from (the plant's list, see printer-config.ts). */
  readonly printers: readonly PrinterProfile[];
  /** The printer chosen in this request, to remember on this device. */
  readonly choosePrinter: string | null;
  /** The drawn label when the values may be printed. */
  readonly drawn: DrawnElement[] | null;
}

/** Options of `loadLabelPage`. */
export interface LoadLabelPageOptions {
  readonly form: LabelForm;
  readonly query: URLSearchParams;
  readonly printerCookie: string | undefined;
  readonly plantData: PlantDataSource;
  readonly origin: string;
  readonly printers: readonly PrinterProfile[];
  /** The signed-in user's language: the label's captions print in it unless the form has its own. */
  readonly language: Language;
}

/**
 * Reads a label page's query: the printer (chosen now, else remembered for this form, else the
 * default), the values (empty ones filled from the plant data), their check and the drawn label.
 */
export async function loadLabelPage({
  form,
  query,
  printerCookie,
  plantData,
  origin,
  printers,
  language,
}: LoadLabelPageOptions): Promise<LabelPageModel> {
  const asked = query.get('printer') ?? '';
  const choosePrinter = printerProfile(asked, printers) ? asked : null;
  const remembered = decodePrinterCookie(printerCookie)[form.id] ?? '';
  const printer =
    printerProfile(choosePrinter ?? remembered, printers) ??
    printerProfile(DEFAULT_PRINTER_ID, printers) ??
    (BROWSER_PROFILES[0] as PrinterProfile);
  const submitted = query.has('print') || query.has('copies') || form.fields.some((f) => query.has(f.name));
  const typed = readLabelValues(form, query);
  const values = submitted ? await fillLabelValues(form, typed, plantData) : typed;
  const copiesText = query.get('copies') ?? '1';
  const validation = validateLabel(form, values, copiesText);
  const drawn =
    submitted && validation.ok
      ? drawLabel(form, validation.values, { dpi: printer.dpi, origin, words: printedWords(form, language) })
      : null;
  return { form, submitted, validation, copiesText, printer, printers, choosePrinter, drawn };
}
