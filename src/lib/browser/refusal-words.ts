import { ApiError } from '@/lib/api/errors';

/** The kit's refusal words by error code (the forms namespace's errors), in one language. */
export type RefusalWords = Readonly<Record<string, string>>;

let read: RefusalWords | null = null;

/** The page's refusal words, which the layout puts on `<body data-refusals>` in the page's language. */
export function pageRefusalWords(): RefusalWords {
  if (read) return read;
  try {
    read = JSON.parse(globalThis.document?.body?.dataset['refusals'] ?? '{}') as RefusalWords;
  } catch {
    read = {};
  }
  return read;
}

/**
 * One code in the page's language with its values (`{{plant}}`, `{{max, amount}}`), the refused
 * field's values first; undefined when the kit has no words for it.
 * @example sayCode('other-plant', { plant: 'Sheldon', plants: 'Spirit Lake' }, es) // 'Usted trabaja en Spirit Lake, no en Sheldon: …'
 */
export function sayCode(code: string, values: Readonly<Record<string, unknown>>, words = pageRefusalWords()): string | undefined {
  const template = words[code];
  return template?.replace(/\{\{(\w+)(?:,\s*\w+)?\}\}/g, (_, name: string) => String(values[name] ?? '')).replace(/\s+([.。])$/, '$1');
}

/**
 * A refusal (a 4xx `ApiError`) said by its code in the page's language: its first refused field's code,
 * else its own; undefined for a failure that is no refusal or a code the kit has no words for (the
 * island's own text says it then).
 * @example refusalText(otherPlantError) ?? t.failed // 'Usted trabaja en Spirit Lake, no en Sheldon: no se guardó nada. …'
 */
export function refusalText(error: unknown, words = pageRefusalWords()): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const values = { ...(error.body['values'] as object | undefined) };
  const [issue] = error.fields;
  return (issue && sayCode(issue.code, { ...values, ...issue.values }, words)) ?? sayCode(error.code, values, words);
}
