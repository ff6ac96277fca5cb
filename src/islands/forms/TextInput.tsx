import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FORM } from '@/lib/forms/classes';
import { Field, describedBy } from './Field';

/** Props of a labelled text input: the input's own attributes plus its label, hint and error. */
export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string | undefined;
  label: string;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  /** Classes of the field's wrapper (e.g. a grid span). */
  fieldClass?: string | undefined;
}

/** A labelled text input (also date, time, search...) with its hint and error tied to it. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { id, label, error, hint, fieldClass, className, required, ...input },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field id={fieldId} label={label} error={error} hint={hint} required={required} className={fieldClass}>
      <input
        id={fieldId}
        ref={ref}
        autoComplete="off"
        {...input}
        aria-required={required ? true : undefined}
        className={`${FORM.input} ${className ?? ''}`}
        {...describedBy(fieldId, error, hint)}
      />
    </Field>
  );
});
