import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FORM } from '@/lib/forms/classes';
import { Field, describedBy } from './Field';

/** Props of a number with its unit. */
export interface NumberWithUnitProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id?: string | undefined;
  label: string;
  /** The unit shown after the number (EA, LB, in); also read with the label. */
  unit: string;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  fieldClass?: string | undefined;
}

/**
 * A number typed as text (a comma reads as the decimal point, see parseQuantity) with its unit after
 * it; inputmode decimal brings the number pad on a tablet.
 */
export const NumberWithUnit = forwardRef<HTMLInputElement, NumberWithUnitProps>(function NumberWithUnit(
  { id, label, unit, error, hint, fieldClass, className, required, ...input },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field
      id={fieldId}
      label={
        <>
          {label}
          <span className="sr-only"> ({unit})</span>
        </>
      }
      error={error}
      hint={hint}
      required={required}
      className={fieldClass}
    >
      <div className="flex">
        <input
          id={fieldId}
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...input}
          aria-required={required ? true : undefined}
          className={`${FORM.input} rounded-r-none ${className ?? ''}`}
          {...describedBy(fieldId, error, hint)}
        />
        <span className={FORM.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
    </Field>
  );
});
