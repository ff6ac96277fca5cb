import { useState } from 'react';
import { ModalButtons, ModalLines, ModalShell } from './ModalShell';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!reason.trim()) return setError(required);
    onYes(reason.trim());
  };
  return (
    <ModalShell
      open={open}
      testId={testId}
      onCancel={onNo}
      onShown={() => {
        setReason('');
        setError(null);
      }}
    >
      <form
        className="grid gap-3 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <ModalLines testId={testId} title={title} lines={lines} />
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
        <ModalButtons no={no} yes={yes} onNo={onNo} danger={danger} />
      </form>
    </ModalShell>
  );
}
