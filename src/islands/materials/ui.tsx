import type { ReactNode } from 'react';
import type en from '../../../public/locales/en/materials.json';

/** The materials texts of one language (the `materials` namespace of the locales). */
export type MaterialsText = typeof en;

/**
 * Fills {{name}} placeholders of a text.
 * @example fill('Job {{job}} does not exist.', { job: '9' }) // 'Job 9 does not exist.'
 */
export function fill(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Tailwind classes of the materials islands: finger-sized (44 px and more) targets, both themes. */
export const CLS = {
  input: 'block min-h-[48px] w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-sky-500 aria-[invalid=true]:border-red-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100',
  label: 'block text-sm font-semibold text-slate-800 dark:text-slate-200',
  button: 'inline-flex min-h-[48px] items-center justify-center gap-2 rounded-md bg-primary px-4 text-base font-semibold text-white hover:bg-primary-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60 dark:bg-primary-light dark:text-slate-950',
  secondary: 'inline-flex min-h-[48px] items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-base font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  card: 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900',
  error: 'mt-1 text-sm font-medium text-red-700 dark:text-red-300',
  hint: 'mt-1 text-xs text-slate-600 dark:text-slate-400',
  badge: 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium',
} as const;

/** A labelled field with its message tied to it (aria-describedby). */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={CLS.label}>{label}</label>
      <div className="mt-1">{children}</div>
      {hint && !error && <p id={`${id}-hint`} className={CLS.hint}>{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className={CLS.error} data-testid={`${id}-error`}>{error}</p>}
    </div>
  );
}

/** aria props of an input with the message of `Field`. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
