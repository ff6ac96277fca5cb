import { useEffect, useState } from 'react';

/** Props of `Clock`. */
export interface ClockProps {
  lang: string;
  /** The time the server rendered, so the first paint already shows one. */
  initial: string;
  label: string;
  /** Show seconds (the boards' large clock does). */
  seconds?: boolean;
  className?: string;
}

/** Header clock refresh: every second (spec §4, §9). */
export const CLOCK_INTERVAL = 1000;

/** A live clock that updates every second. */
export function Clock({ lang, initial, label, seconds = true, className }: ClockProps) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    const format = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) });
    const tick = (): void => setText(format.format(new Date()));
    tick();
    const timer = setInterval(tick, CLOCK_INTERVAL);
    return () => clearInterval(timer);
  }, [lang, seconds]);
  return (
    <span className={className ?? 'tabular-nums'}>
      <span className="sr-only">{label}: </span>
      <time data-testid="clock" suppressHydrationWarning>
        {text}
      </time>
    </span>
  );
}
