import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FORM } from '@/lib/forms/classes';
import { createLiveSearch, MAX_QUERY, type LiveSearchState } from '@/lib/partsearch/live-search';
import type { PartSearchResult } from '@/lib/partsearch/schemas';
import { usePlant } from '@/lib/plants/use-plant';
import { PartResults, type PartSearchText } from './PartResults';

/** Props of the part search: the texts, the top bar's plant, and what the server already found for `?q=`. */
export interface PartSearchProps {
  text: PartSearchText;
  initialPlant: string;
  lang: 'en' | 'es';
  initialQuery: string;
  initialState: LiveSearchState;
}

async function fetchParts(q: string, plant: string, signal: AbortSignal): Promise<PartSearchResult> {
  const query = new URLSearchParams({ q, plant, limit: '25' });
  const res = await fetch(`/api/v1/PartSearch?${query.toString()}`, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`search ${res.status}`);
  return (await res.json()) as PartSearchResult;
}

const partAddress = (partNum: string): string => `/Search/PartSearch/bom?${new URLSearchParams({ part: partNum }).toString()}`;

/**
 * /Search/PartSearch: results as one types (debounced, the previous call cancelled), arrows to move in
 * them, Enter to open the chosen part; with nothing chosen, Enter sends the form and the server opens
 * the part a scan names exactly (or shows what matches). Works as a plain GET form before hydration.
 */
export function PartSearch({ text, lang, initialPlant, initialQuery, initialState }: PartSearchProps) {
  const { plant, hydrated } = usePlant(initialPlant);
  const [value, setValue] = useState(initialQuery);
  const [state, setState] = useState<LiveSearchState>(initialState);
  const [active, setActive] = useState(-1);
  const plantRef = useRef(plant);
  const stateRef = useRef(state);
  stateRef.current = state;
  const live = useMemo(() => createLiveSearch((q, signal) => fetchParts(q, plantRef.current, signal), setState), []);
  useEffect(() => live.stop, [live]);
  // Another plant in the top bar: the parts shown are asked again for their stock there.
  useEffect(() => {
    if (plantRef.current === plant) return;
    plantRef.current = plant;
    const shown = stateRef.current;
    if (shown.status === 'done') void live.now(shown.q);
  }, [plant, live]);
  const parts = state.status === 'done' ? state.result.parts : [];
  const onChange = (next: string): void => {
    setValue(next);
    setActive(-1);
    live.type(next);
    // The address keeps the text, so a reload or Back shows the same results.
    const url = new URL(window.location.href);
    if (next.trim() === '') url.searchParams.delete('q');
    else url.searchParams.set('q', next.trim().slice(0, MAX_QUERY));
    window.history.replaceState(window.history.state, '', url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (parts.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(parts.length - 1, Math.max(-1, i + step)));
    } else if (event.key === 'Escape') {
      setActive(-1);
    } else if (event.key === 'Enter' && active >= 0 && parts[active]) {
      event.preventDefault();
      window.location.assign(partAddress(parts[active].partNum));
    }
  };
  const activeId = active >= 0 && parts[active] ? `part-option-${active}` : undefined;
  return (
    <div data-testid="part-search" data-hydrated={hydrated ? 'true' : undefined}>
      <form
        method="get"
        action="/Search/PartSearch"
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={() => live.stop()}
      >
        <div className="min-w-[16rem] flex-1" data-field="part-q">
          <label htmlFor="part-q" className={FORM.label}>
            {text.search.label}
          </label>
          <input
            id="part-q"
            name="q"
            type="search"
            value={value}
            maxLength={MAX_QUERY}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={text.search.placeholder}
            role="combobox"
            aria-expanded={parts.length > 0}
            aria-controls="part-results"
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby="part-q-hint"
            className={`${FORM.input} mt-1 text-lg`}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id="part-q-hint" className={FORM.hint}>
            {text.search.hint}
          </p>
        </div>
        <button type="submit" className={`${FORM.button} mb-7`}>
          {text.search.button}
        </button>
      </form>
      <PartResults text={text} lang={lang} state={state} plant={plant} active={active} hrefOf={partAddress} />
    </div>
  );
}
