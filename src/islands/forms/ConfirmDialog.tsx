import { useRef } from 'react';
import { ModalButtons, ModalLines, ModalShell } from './ModalShell';

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
  const yesRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalShell open={open} testId={testId} onCancel={onNo} onShown={() => yesRef.current?.focus()}>
      <div className="grid gap-3 p-5">
        <ModalLines testId={testId} title={title} lines={lines} />
        <ModalButtons no={no} yes={yes} onNo={onNo} onYes={onYes} danger={danger} yesRef={yesRef} />
      </div>
    </ModalShell>
  );
}
