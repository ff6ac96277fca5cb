import type { TFunction } from 'i18next';

/** Which of the master's names: a department, a position, a skill, a skill's category, a grade. */
export type NameKind = 'departments' | 'positions' | 'skills' | 'categories' | 'grades';

/**
 * A name of the employee master in the reader's language: the seeded ones are translated, a name added
 * later shows as it was written. Keys are the English names, so a name holding a dot is shown as written.
 * @example nameIn(t, 'departments', 'Welding') // 'Soldadura' in Spanish
 */
export function nameIn(t: TFunction, kind: NameKind, name: string | number | null | undefined, none = '—'): string {
  if (name === null || name === undefined || name === '') return none;
  const text = String(name);
  return text.includes('.') ? text : t(`people.names.${kind}.${text}`, { defaultValue: text });
}
