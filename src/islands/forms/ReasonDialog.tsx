import { useEffect, useRef, useState } from 'react';
import { FORM } from '@/lib/forms/classes';
import { TextInput } from './TextInput';

/** Props of a confirmation that asks why. */
export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What is being confirmed, one line each. */
  lines: string[];
  /** The reason's label, and what is said when it is left empty. */
  label: string;
  required: string;
  yes: string;
  no: string;
  onYes(reason: string): void;
  onNo(): void;
  testId: string;
  danger?: boolean;
}

/**
 * A modal confirmation (native <dialog>) that asks for a reason someone else will read (a cancelled
 * request's requester): an empty reason is said at its field, and nothing is done; Escape cancels.
 */
export function ReasonDialog({ open, title, lines, label, required, yes, no, onYes, onNo, testId, danger = false }: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      setError(null);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  const confirm = () => {
    if (!reason.trim()) return setError(required);
    onYes(reason.trim());
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onNo();
      }}
      className="w-[min(32rem,92vw)] rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form
        className="grid gap-3 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <h2 id={`${testId}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-base">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <TextInput
          id={`${testId}-reason`}
          label={label}
          required
          autoFocus
          maxLength={300}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className={FORM.secondary} onClick={onNo}>
            {no}
          </button>
          <button type="submit" className={danger ? FORM.danger : FORM.button}>
            {yes}
          </button>
        </div>
      </form>
    </dialog>
  );
}
