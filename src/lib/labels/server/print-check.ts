import { labelForm } from '@/lib/labels';
import type { LabelSendInput } from '@/lib/labels/schemas';
import { printerProfile, type PrinterProfile } from '@/lib/labels/printers';
import type { LabelForm } from '@/lib/labels/types';
import { validateLabel } from '@/lib/labels/validate';
import { InputError } from '@/lib/server/errors';

/** A print the API accepted: its form, printer, and the values the label prints (every field, '' when empty). */
export interface CheckedPrint {
  readonly form: LabelForm;
  readonly printer: PrinterProfile;
  readonly values: Record<string, string>;
  readonly copies: number;
}

/**
 * Checks a print as the print page checks it: a known form, a printer of the plant's list and
 * values that fit the label; anything else is an InputError naming the field.
 */
export function checkPrint(input: LabelSendInput, printers: readonly PrinterProfile[]): CheckedPrint {
  const form = labelForm(input.form);
  if (!form) throw InputError.field('form', 'unknown-form', `form: ${input.form} is not a label form.`);
  const printer = printerProfile(input.printer, printers);
  if (!printer) throw InputError.field('printer', 'unknown-printer', `printer: ${input.printer} is not a printer profile.`);
  const check = validateLabel(form, input.values, String(input.copies));
  if (!check.ok) {
    const fields = Object.entries(check.errors).map(([field, error]) => ({
      field: `values.${field}`,
      code: error.code,
      message: `${field}: ${error.code}`,
    }));
    throw new InputError(`The values do not fit the label: ${fields.map((f) => f.message).join('; ')}.`, { code: 'invalid-label', fields });
  }
  const values = Object.fromEntries(form.fields.map((f) => [f.name, check.values[f.name] ?? '']));
  return { form, printer, values, copies: check.copies };
}
