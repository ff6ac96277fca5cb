import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { searchPalette, type PaletteResult } from '@/lib/shell/palette';
import { $paletteData, $paletteOpen, closePalette, loadPaletteData } from '@/lib/stores/palette';
import { SvgIcon } from './SvgIcon';

/** Props of `CommandPalette`: the language and translated texts (`empty` holds '{{query}}', counts '{{count}}'). */
export interface CommandPaletteProps {
  lang: 'en' | 'es';
  /** SVG path of the search icon (the server renders icon names). */
  searchIcon: string;
  labels: {
    open: string;
    shortcut: string;
    label: string;
    placeholder: string;
    results: string;
    loading: string;
    failed: string;
    empty: string;
    countOne: string;
    countOther: string;
    help: string;
  };
}

function countText(labels: CommandPaletteProps['labels'], lang: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? labels.countOne : labels.countOther;
  return form.replace('{{count}}', String(count));
}

interface DialogProps extends CommandPaletteProps {
  /** Where focus goes back when the palette closes. */
  returnFocus: HTMLElement | null;
}

/** The palette's dialog: a search combobox over a listbox of applications and pages. */
function PaletteDialog({ lang, labels, searchIcon, returnFocus }: DialogProps) {
  const data = useStore($paletteData);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number): string => `${id}-option-${index}`;
  const results: PaletteResult[] = useMemo(
    () => (data?.state === 'ready' ? searchPalette(data.data, query, lang) : []),
    [data, query, lang],
  );

  useEffect(() => {
    void loadPaletteData();
    inputRef.current?.focus();
    return () => returnFocus?.focus();
  }, [returnFocus]);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (result: PaletteResult | undefined): void => {
    if (!result) return;
    closePalette();
    window.location.assign(result.path);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>): void => {
    const last = results.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      PageDown: () => Math.min(last, active + 8),
      PageUp: () => Math.max(0, active - 8),
    };
    const move = moves[event.key];
    if (move && last >= 0) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closePalette();
    } else if (event.key === 'Tab') {
      // The dialog is modal and the field is its only stop: keep focus inside.
      event.preventDefault();
    }
  };

  const status =
    data === null || data.state === 'loading'
      ? labels.loading
      : data.state === 'failed'
        ? labels.failed
        : results.length === 0
          ? labels.empty.replace('{{query}}', query.trim())
          : countText(labels, lang, results.length);

  return (
    <div
      className="fixed inset-0 z-[60] flex items-start justify-center bg-black/50 p-4 pt-[12vh]"
      onMouseDown={(e) => e.target === e.currentTarget && closePalette()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={labels.label}
        className="flex max-h-[70vh] w-full max-w-xl flex-col overflow-hidden rounded-xl bg-white text-slate-900 shadow-2xl ring-1 ring-black/10 dark:bg-slate-900 dark:text-slate-100 dark:ring-white/10"
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 dark:border-slate-700">
          <SvgIcon path={searchIcon} className="shrink-0 text-slate-500 dark:text-slate-400" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={labels.label}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={labels.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-400 focus-visible:outline-none"
          />
          <kbd className="hidden rounded border border-slate-300 px-1.5 py-0.5 text-xs text-slate-500 sm:inline dark:border-slate-600 dark:text-slate-400 [@media(pointer:coarse)]:hidden">
            Esc
          </kbd>
        </div>
        <ul id={listId} role="listbox" aria-label={labels.results} className="min-h-0 flex-1 overflow-y-auto p-2">
          {results.map((result, index) => (
            <li
              key={result.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => go(result)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 ${
                index === active ? 'bg-primary text-white' : ''
              }`}
            >
              <span className="truncate font-medium">{result.title}</span>
              {result.context && (
                <span className={`shrink-0 truncate text-sm ${index === active ? 'text-white/80' : 'text-slate-500 dark:text-slate-400'}`}>
                  {result.context}
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <span role="status" aria-live="polite" data-testid="palette-status">
            {status}
          </span>
          <span className="hidden sm:inline">{labels.help}</span>
        </div>
      </div>
    </div>
  );
}

/**
 * The command palette: Ctrl+K (Cmd+K) or the drawer's search field opens it; it finds any
 * application or page the employee may open by its English or Spanish title and goes there, where the
 * page load opens it as a tab. Its entries are fetched when it first opens. The search field is plain
 * HTML (PaletteButton.astro) and src/lib/browser/drawer-client.ts mounts this host on the first use,
 * so the drawer answers before React has arrived; `returnFocus` says where focus goes back.
 */
export function PaletteHost(props: CommandPaletteProps & { returnFocus: () => HTMLElement | null }) {
  const open = useStore($paletteOpen);
  const { returnFocus, ...rest } = props;
  return open ? createPortal(<PaletteDialog {...rest} returnFocus={returnFocus()} />, document.body) : null;
}
