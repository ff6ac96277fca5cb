import { FORM } from '@/lib/forms/classes';
import type { LiveSearchState } from '@/lib/partsearch/live-search';
import { MAX_QUERY } from '@/lib/partsearch/live-search';
import { formatQty } from '@/lib/partsearch/format';
import type en from '../../../public/locales/en/partsearch.json';

/** The part search's texts in the reader's language (its namespace file). */
export type PartSearchText = typeof en & { plants: Record<string, string> };

/** Props of the result list. */
export interface PartResultsProps {
  text: PartSearchText;
  state: LiveSearchState;
  plant: string;
  lang: 'en' | 'es';
  /** The row the arrows chose (-1: none). */
  active: number;
  hrefOf: (partNum: string) => string;
}

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (token, key: string) => String(values[key] ?? token));

const GRID = 'grid grid-cols-[minmax(9rem,1.2fr)_minmax(10rem,3fr)_4rem_6rem_7rem] gap-x-3 px-4';

/** The parts found, best first: number (a link to its bill of materials), description, unit, make or buy, on hand in the plant. */
export function PartResults({ text, state, plant, lang, active, hrefOf }: PartResultsProps) {
  const status =
    state.status === 'idle'
      ? text.search.start
      : state.status === 'searching'
        ? text.search.searching
        : state.status === 'failed'
          ? state.reason === 'too-long'
            ? fill(text.search.tooLong, { max: MAX_QUERY })
            : text.search.failed
          : state.result.parts.length === 0
            ? fill(text.search.none, { q: state.q })
            : fill(text.search.caption, { q: state.q });
  const parts = state.status === 'done' ? state.result.parts : [];
  const c = text.columns;
  return (
    <div className={`${FORM.card} overflow-x-auto`}>
      <p
        className={`px-4 py-3 text-sm font-semibold ${state.status === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-200'}`}
        role="status"
        data-testid="part-search-status"
        data-status={state.status}
      >
        {status}
      </p>
      {parts.length > 0 && (
        <div className="min-w-[40rem]">
          <div
            className={`${GRID} border-b border-slate-200 bg-slate-50 py-2 text-sm font-semibold dark:border-slate-700 dark:bg-slate-800/60`}
            aria-hidden="true"
          >
            <span>{c.partNum}</span>
            <span>{c.description}</span>
            <span>{c.uom}</span>
            <span>{c.source}</span>
            <span className="text-right">{fill(text.search.onHand, { plant: text.plants[plant] ?? plant })}</span>
          </div>
          <ul id="part-results" role="listbox" aria-label={status} data-testid="part-results">
            {parts.map((p, i) => (
              <li
                key={p.partNum}
                id={`part-option-${i}`}
                role="option"
                aria-selected={i === active}
                data-part={p.partNum}
                className={`${GRID} relative min-h-11 items-center border-b border-slate-100 py-1 text-sm hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60 ${i === active ? 'bg-sky-100 dark:bg-sky-900/60' : ''}`}
              >
                {/* The link's box is stretched over the whole row: a tap anywhere on it opens the part. */}
                <a href={hrefOf(p.partNum)} className={`${FORM.smallLink} break-all after:absolute after:inset-0`}>
                  {p.partNum}
                </a>
                <span>{p.description}</span>
                <span>{p.uom}</span>
                <span>{text.source[p.source]}</span>
                <span className="text-right tabular-nums">{formatQty(p.onHand, lang)}</span>
              </li>
            ))}
          </ul>
          {state.status === 'done' && state.result.more && <p className={`${FORM.hint} px-4 py-2`}>{text.search.more}</p>}
        </div>
      )}
    </div>
  );
}
