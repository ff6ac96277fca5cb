import { useEffect, useId, useRef } from 'react';

/** One choice of a `TopBarSelect`. */
export interface TopBarOption {
  value: string;
  label: string;
  lang?: string;
}

/** Props of `TopBarSelect`. */
export interface TopBarSelectProps {
  /** The accessible name (a visually hidden label and the tooltip). */
  label: string;
  name: string;
  options: ReadonlyArray<TopBarOption>;
  value?: string;
  defaultValue?: string;
  /** A choice: from the select's change event, or found at hydration (a choice no script saw being made). */
  onChoose: (value: string) => void;
  testId: string;
}

// The select and its sizer share font and padding; the sizer's right padding is 2 px wider, so the
// select's text box is the widest option's text plus 2 px (rounding never cuts a letter).
const box = 'col-start-1 row-start-1 whitespace-nowrap py-1 pl-1.5 text-xs sm:pl-2 sm:text-sm';

/**
 * The top bar's select (plant and language): as wide as its longest option, measured by the
 * browser from the options themselves (an invisible sizer in the same grid cell), so no label is ever cut,
 * at 360 px as at 1400 px; its own small chevron, so the native arrow takes no unknown width.
 */
export function TopBarSelect({ label, name, options, value, defaultValue, onChoose, testId }: TopBarSelectProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const rendered = useRef(value ?? defaultValue);
  const choose = useRef(onChoose);
  choose.current = onChoose;
  useEffect(() => {
    // The server's select works before any script: a choice made while the page was still arriving, before
    // the island's directive listened (painted-directive.ts replays what it saw), is in the select when React
    // takes it over, with no change event to tell. Acted on now rather than shown and lost.
    const chosen = select.current?.value;
    if (chosen !== undefined && rendered.current !== undefined && chosen !== rendered.current) choose.current(chosen);
  }, []);
  return (
    <div className="relative inline-grid shrink-0 items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden="true" className={`${box} invisible h-0 overflow-hidden border pr-[calc(1.25rem+2px)] sm:pr-[calc(1.5rem+2px)]`}>
        {options.map((option) => (
          <span key={option.value} className="block" lang={option.lang}>
            {option.label}
          </span>
        ))}
      </span>
      <select
        id={id}
        name={name}
        title={label}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={(event) => onChoose(event.target.value)}
        ref={select}
        // No form restoration on Back: a restored old choice would read as a new one at hydration.
        autoComplete="off"
        className={`${box} w-full cursor-pointer appearance-none rounded-md border border-white/30 bg-primary-dark pr-5 text-white sm:pr-6`}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute right-1 top-1/2 -translate-y-1/2 text-white/80 sm:right-1.5"
        fill="currentColor"
      >
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </div>
  );
}
