import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { FORM } from '@/lib/forms/classes';
import { Field, describedBy } from './Field';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of a labelled select. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id?: string | undefined;
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty first choice ('Choose...'); none when left out. */
  empty?: string | undefined;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  fieldClass?: string | undefined;
}

/** A labelled select with its hint and error tied to it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { id, label, options, empty, error, hint, fieldClass, className, required, ...select },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field id={fieldId} label={label} error={error} hint={hint} required={required} className={fieldClass}>
      <select
        id={fieldId}
        ref={ref}
        {...select}
        aria-required={required ? true : undefined}
        className={`${FORM.input} ${className ?? ''}`}
        {...describedBy(fieldId, error, hint)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
