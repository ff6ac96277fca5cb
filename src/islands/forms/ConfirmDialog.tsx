import { useEffect, useRef } from 'react';
import { FORM } from '@/lib/forms/classes';

/** Props of a confirmation dialog. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What is being confirmed, one line each. */
  lines: string[];
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
  testId: string;
  /** A destructive confirmation draws its yes button red. */
  danger?: boolean;
}

/** A modal confirmation (native <dialog>): its lines say what is being confirmed; Escape cancels; focus starts on yes. */
export function ConfirmDialog({ open, title, lines, yes, no, onYes, onNo, testId, danger = false }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      yesRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
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
      <div className="p-5">
        <h2 id={`${testId}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-base">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={FORM.secondary} onClick={onNo}>
            {no}
          </button>
          <button type="button" ref={yesRef} className={danger ? FORM.danger : FORM.button} onClick={onYes}>
            {yes}
          </button>
        </div>
      </div>
    </dialog>
  );
}
