import type { ReactNode } from 'react';
import { errorId, fieldAria, hintId } from '@/lib/forms/aria';
import { FORM } from '@/lib/forms/classes';

/** Props of a labelled field. */
export interface FieldProps {
  /** The control's id (its label points at it; hint and error are `<id>-hint`, `<id>-error`). */
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /** The error is said at once in a live region kept in the page (a scan's refusal); bump `liveKey` to say it again. */
  live?: boolean | undefined;
  liveKey?: number | undefined;
  children: ReactNode;
}

/** A labelled field with its hint and error under the control (the control takes `describedBy(...)`). */
export function Field({ id, label, error, hint, required, className, live = false, liveKey = 0, children }: FieldProps) {
  const message = error ? (
    <p key={liveKey} id={errorId(id)} role={live ? undefined : 'alert'} className={FORM.error} data-testid={errorId(id)}>
      {error}
    </p>
  ) : null;
  return (
    <div className={className} data-field={id}>
      <label htmlFor={id} className={FORM.label}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={hintId(id)} className={FORM.hint}>
          {hint}
        </p>
      )}
      {live ? (
        <div aria-live="assertive" aria-atomic="true">
          {message}
        </div>
      ) : (
        message
      )}
    </div>
  );
}

/**
 * The aria props of a control inside `Field` (aria-invalid, aria-describedby to its hint and error).
 * @example <input id="qty" {...describedBy('qty', errors.qty, t.qtyHint)} />
 */
export function describedBy(id: string, error?: string | null, hint?: string | null) {
  return fieldAria(id, { error, hint });
}
