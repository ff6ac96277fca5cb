/**
 * The ids and aria attributes tying a control to its label, hint and error, the same in the Astro
 * and React kits: the hint is `<id>-hint`, the error `<id>-error`; aria-describedby names the ones shown.
 */

/** What a field shows under its control. */
export interface FieldMessages {
  error?: string | null | undefined;
  hint?: string | null | undefined;
}

/** The id of a field's hint. */
export const hintId = (id: string): string => `${id}-hint`;
/** The id of a field's error. */
export const errorId = (id: string): string => `${id}-error`;

/**
 * The aria attributes of a control: aria-invalid when it has an error, aria-describedby naming its
 * hint and error (error last, so a screen reader reads it after the hint).
 * @example fieldAria('im-job', { error: 'No such job', hint: 'Scan it' }) // { 'aria-invalid': 'true', 'aria-describedby': 'im-job-hint im-job-error' }
 */
export function fieldAria(
  id: string,
  { error, hint }: FieldMessages,
): { 'aria-invalid': 'true' | undefined; 'aria-describedby': string | undefined } {
  const described = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': described || undefined };
}

const seen = new WeakMap<object, Map<string, number>>();

/**
 * An id unique within a scope (an Astro request, a form): the base the first time, then `base-2`, `base-3`...
 * @example uniqueId(request, 'field-q'); uniqueId(request, 'field-q') // 'field-q', then 'field-q-2'
 */
export function uniqueId(scope: object, base: string): string {
  let counts = seen.get(scope);
  if (!counts) seen.set(scope, (counts = new Map()));
  const n = (counts.get(base) ?? 0) + 1;
  counts.set(base, n);
  return n === 1 ? base : `${base}-${n}`;
}
