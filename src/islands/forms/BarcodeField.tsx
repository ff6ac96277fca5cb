import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { focusNext, readScan } from '@/lib/forms/barcode';
import { FORM } from '@/lib/forms/classes';
import { Field, describedBy } from './Field';

/** What `onScan` answers: false or a message refuses the scan (the message is shown by the field); anything else accepts it. */
export type ScanAnswer = boolean | string | null | undefined | void;

/** Props of a barcode field. */
export interface BarcodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'pattern'> {
  id?: string | undefined;
  label: string;
  /** The whole value must match it (anchored); a scan that does not is refused with `invalid`. */
  pattern?: RegExp | string | undefined;
  /** The message of a scan the pattern refuses. */
  invalid?: string | undefined;
  /** Called with an accepted scan (trimmed); may refuse it. The focus moves on once it resolves. */
  onScan?: ((value: string) => ScanAnswer | Promise<ScanAnswer>) | undefined;
  /** The caller's own error (e.g. from the API), shown like a refused scan. */
  error?: string | null | undefined;
  hint?: string | null | undefined;
  /** Move the focus to the next control of the form on an accepted scan (default); false when the caller moves it. */
  advance?: boolean | undefined;
  /** Something beside the input (a search button). */
  action?: ReactNode;
  fieldClass?: string | undefined;
}

/**
 * A field for a keyboard-wedge scanner: the scanner types the code and Enter. Enter never sends the
 * form; the value is checked against `pattern`, then `onScan`; an accepted scan moves the focus on,
 * a refused one is said at once next to the field (aria-live) and the text stays selected, so the
 * next scan replaces it.
 */
export const BarcodeField = forwardRef<HTMLInputElement, BarcodeFieldProps>(function BarcodeField(
  {
    id,
    label,
    pattern,
    invalid,
    onScan,
    error,
    hint,
    advance = true,
    action,
    fieldClass,
    className,
    onKeyDown,
    onChange,
    required,
    ...input
  },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState(0);
  const shown = refusal ?? error ?? null;

  const refuse = (field: HTMLInputElement, message: string | null) => {
    setRefusal(message);
    setSaid((n) => n + 1);
    field.focus();
    field.select();
  };

  const onEnter = async (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.defaultPrevented) return;
    e.preventDefault();
    const field = e.currentTarget;
    const scan = readScan(field.value, pattern);
    if (scan.value === '') return;
    if (!scan.ok) return refuse(field, invalid ?? '');
    setRefusal(null);
    const answer = await onScan?.(scan.value);
    if (answer === false) return refuse(field, null);
    if (typeof answer === 'string') return refuse(field, answer);
    if (advance) focusNext(field);
  };

  return (
    <Field id={fieldId} label={label} error={shown} hint={hint} required={required} className={fieldClass} live liveKey={said}>
      <div className="flex gap-2">
        <input
          id={fieldId}
          ref={inner}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="next"
          {...input}
          data-barcode=""
          aria-required={required ? true : undefined}
          className={`${FORM.input} ${className ?? ''}`}
          {...describedBy(fieldId, shown, hint)}
          onChange={(e) => {
            if (refusal) setRefusal(null);
            onChange?.(e);
          }}
          onKeyDown={(e) => void onEnter(e)}
        />
        {action}
      </div>
    </Field>
  );
});
