import type { ReactNode } from 'react';
import { alertClass, type AlertTone } from '@/lib/forms/classes';

/** Props of an inline alert. */
export interface AlertProps {
  tone?: AlertTone;
  /** A bold first line. */
  title?: string | undefined;
  children: ReactNode;
  testId?: string | undefined;
  className?: string | undefined;
}

/** A message for the form as a whole (a refusal, a success): role alert for errors, status otherwise. */
export function Alert({ tone = 'error', title, children, testId, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${alertClass(tone)} ${className ?? ''}`} data-testid={testId}>
      <div>
        {title && <p className="font-semibold">{title}</p>}
        <div className="text-base font-medium">{children}</div>
      </div>
    </div>
  );
}
