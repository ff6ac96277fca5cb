import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { FORM } from '@/lib/forms/classes';

/** Props of the modal frame every dialog of the kit shares. */
export interface ModalShellProps {
  open: boolean;
  testId: string;
  /** Escape, or the dialog closed by the browser: the same as the person's No. */
  onCancel(): void;
  /** Called each time the dialog has just opened (focus a button, clear a field). */
  onShown?(): void;
  children: ReactNode;
}

/** A native modal <dialog> opened and closed by `open`, labelled by its `${testId}-title` heading; Escape cancels. */
export function ModalShell({ open, testId, onCancel, onShown, children }: ModalShellProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read when `open` changes only: a parent's new callback on each render must not run it again.
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      shown.current?.();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="w-[min(32rem,92vw)] rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {children}
    </dialog>
  );
}

/** A dialog's heading and what is being confirmed, one line each. */
export function ModalLines({ testId, title, lines }: { testId: string; title: string; lines: readonly string[] }) {
  return (
    <>
      <h2 id={`${testId}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-base">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** A dialog's No and Yes buttons, Yes last and red when it destroys something; Yes submits the dialog's form without `onYes`. */
export function ModalButtons({
  no,
  yes,
  onNo,
  onYes,
  danger = false,
  yesRef,
}: {
  no: string;
  yes: string;
  onNo(): void;
  onYes?: () => void;
  danger?: boolean;
  yesRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      <button type="button" className={FORM.secondary} onClick={onNo}>
        {no}
      </button>
      <button type={onYes ? 'button' : 'submit'} ref={yesRef} className={danger ? FORM.danger : FORM.button} onClick={onYes}>
        {yes}
      </button>
    </div>
  );
}
