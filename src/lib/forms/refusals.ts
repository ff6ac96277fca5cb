import { ApiError } from '@/lib/api/errors';
import type { ErrorValues, FieldIssue } from '@/lib/http/error-body';

/** What a form needs of a refusal of the API: its status, code, values, English message and refused fields. */
export interface Refusal {
  status: number;
  code: string;
  /** The API's English message, shown as written when the code has no translation. */
  message: string;
  values?: ErrorValues | undefined;
  fields?: readonly FieldIssue[] | undefined;
}

/**
 * Says one code in the screen's language with its values; `fallback` (the API's English) when it has no
 * text; `issue` is the refused field's issue (none for the refusal as a whole).
 */
export type SayCode = (code: string, values: Readonly<Record<string, string | number>>, fallback: string, issue?: FieldIssue) => string;

/** How a form words a refusal (every option has the plain default). */
export interface RefusalWording {
  /** The field's label, to name it in the summary and beside its message ('Title: must not be empty.'); none: the bare message. */
  label?: ((field: string) => string | undefined) | undefined;
  /** The summary above a form whose fields were named (e.g. 'Nothing was saved. Correct the marked fields.'); none: the fields' lines joined. */
  summary?: string | undefined;
  /** Begin each field's message with a capital ('there is no …' said alone becomes 'There is no …'). */
  capitalize?: boolean | undefined;
  /** What was typed, by field: its message may say it ('Job {{value}} does not exist.'). */
  typed?: Readonly<Record<string, string>> | undefined;
}

/** A refusal in the screen's language: a summary for the whole form and each named field's own message. */
export interface RefusalMessages {
  summary: string;
  fields: Record<string, string>;
}

/** A value left empty before the full stop ('from 1 to 3 {{unit}}.' with no unit) leaves no space before it. */
function tidy(text: string): string {
  return text.replace(/\s+([.。])$/, '$1');
}

/** A sentence begins with a capital: 'there is no …' said alone becomes 'There is no …'. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The refusal an API error carries (a 4xx; 404 and 403 included), else null: a 5xx or no answer is no
 * refusal of the input, and the form must not place it at a field.
 * @example refusalOf(new ApiError(409, 'Groups', 'Taken', { code: 'group-name-used' }))?.code // 'group-name-used'
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const values = error.body['values'];
  return {
    status: error.status,
    code: error.code,
    message: error.detail,
    fields: error.fields,
    values: values && typeof values === 'object' ? (values as ErrorValues) : undefined,
  };
}

/**
 * The one translator of refusals, by their codes and values, never by their English words: each named
 * field gets its first message (labelled when the form names its fields), and the form a summary.
 * @example translateRefusal({ status: 409, code: 'menu-id-used', message: '…', values: { menuId: 12 } }, say).summary // 'El ID de menú 12 ya está en uso.'
 */
export function translateRefusal(refusal: Refusal, say: SayCode, wording: RefusalWording = {}): RefusalMessages {
  const fields: Record<string, string> = {};
  const lines: string[] = [];
  const labelled = refusal.status === 400 && wording.label !== undefined;
  for (const issue of refusal.fields ?? []) {
    const text = tidy(say(issue.code, { value: wording.typed?.[issue.field] ?? '', ...issue.values }, issue.message, issue));
    const line = labelled ? `${wording.label?.(issue.field) ?? issue.field}: ${text}` : wording.capitalize ? sentence(text) : text;
    fields[issue.field] ??= line;
    lines.push(line);
  }
  // A form that names its fields says so once above them; a bad input (400) lists each field's line;
  // otherwise the refusal's own code says what happened.
  if (lines.length > 0 && wording.summary !== undefined) return { summary: wording.summary, fields };
  if (lines.length > 0 && refusal.status === 400) return { summary: lines.join(' '), fields };
  return { summary: sentence(say(refusal.code, { ...refusal.values }, refusal.message)), fields };
}
