import { lineChars, wrapText } from './geometry';
import { parseOperations } from './operations';
import { fillTemplate, fillWords, templateNames } from './template';
import type { LabelField, LabelForm, LabelValues } from './types';

/** Why a value was refused; the page translates the code (labels:errors.<code>) and places it by its field. */
export type LabelFieldErrorCode =
  'required' | 'tooLong' | 'notInteger' | 'notNumber' | 'range' | 'badDate' | 'badCharacters' | 'tooManyLines' | 'badLine' | 'doesNotFit';

/** One refused value, with what its message needs. */
export interface LabelFieldError {
  readonly code: LabelFieldErrorCode;
  readonly params?: Readonly<Record<string, number | string>>;
}

/** What `validateLabel` answers: the values to print, or an error per refused field. */
export type LabelValidation =
  | { readonly ok: true; readonly values: LabelValues; readonly copies: number }
  | { readonly ok: false; readonly values: LabelValues; readonly errors: Readonly<Record<string, LabelFieldError>> };

/** Copies of one print: 1 to 500. */
export const COPIES = { min: 1, max: 500 } as const;

const CODE_CHARS = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]*$/;
const TEXT_CHARS = /^[^\p{Cc}\p{Cs}^~]*$/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The error of one field's (trimmed) value, or null when it may be printed. */
export function checkField(field: LabelField, value: string): LabelFieldError | null {
  if (value === '') return field.required ? { code: 'required' } : null;
  if (field.kind === 'operations') {
    const ops = parseOperations(value);
    if ('badLine' in ops) return { code: 'badLine', params: { line: ops.badLine } };
    if (ops.length > field.maxLength) return { code: 'tooManyLines', params: { max: field.maxLength } };
    return null;
  }
  if ([...value].length > field.maxLength) return { code: 'tooLong', params: { max: field.maxLength, length: [...value].length } };
  switch (field.kind) {
    case 'code':
      return CODE_CHARS.test(value) ? null : { code: 'badCharacters' };
    case 'text':
      return TEXT_CHARS.test(value) ? null : { code: 'badCharacters' };
    case 'date':
      return isRealDate(value) ? null : { code: 'badDate' };
    case 'integer':
    case 'decimal': {
      const pattern = field.kind === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      if (!pattern.test(value)) return { code: field.kind === 'integer' ? 'notInteger' : 'notNumber' };
      const n = Number(value);
      const min = field.min ?? Number.NEGATIVE_INFINITY;
      const max = field.max ?? Number.POSITIVE_INFINITY;
      return n < min || n > max ? { code: 'range', params: { min, max } } : null;
    }
  }
}

/** Field values of a form read from a query or form body; other names are ignored. */
export function readLabelValues(form: LabelForm, query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const raw = query.get(field.name) ?? '';
    values[field.name] = field.kind === 'operations' ? raw.replace(/\r\n/g, '\n').trim() : raw.trim();
  }
  return values;
}

/**
 * The texts whose values, wrapped as the label draws them, take more lines than their box holds: refused
 * at the last field the text names with a value ('doesNotFit', with { lines }), never cut or overflowing.
 */
function overflowing(form: LabelForm, values: LabelValues): Record<string, LabelFieldError> {
  const errors: Record<string, LabelFieldError> = {};
  for (const element of form.elements) {
    // A one-line text never wraps; the forms' own test keeps its longest value within its box.
    if (element.kind !== 'text' || (element.lines ?? 1) < 2) continue;
    const lines = element.lines ?? 1;
    const text = fillTemplate(fillWords(element.text, {}), values).trim();
    if (wrapText(text, lineChars(element)).length <= lines) continue;
    const named = templateNames(element.text).filter((name) => (values[name] ?? '') !== '');
    const field = named.at(-1);
    if (field) errors[field] = { code: 'doesNotFit', params: { lines } };
  }
  return errors;
}

/**
 * Checks every field of a form and the number of copies; a value too long for the label is
 * refused, never cut.
 */
export function validateLabel(form: LabelForm, values: LabelValues, copiesText = '1'): LabelValidation {
  const errors: Record<string, LabelFieldError> = {};
  for (const field of form.fields) {
    const error = checkField(field, values[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  if (Object.keys(errors).length === 0) Object.assign(errors, overflowing(form, values));
  const copies = /^\d{1,3}$/.test(copiesText.trim()) ? Number(copiesText.trim()) : Number.NaN;
  if (!(copies >= COPIES.min && copies <= COPIES.max)) errors['copies'] = { code: 'range', params: { ...COPIES } };
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, values, copies };
}
