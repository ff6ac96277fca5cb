import type { BinStock } from '@/lib/materials/schemas';
import { FORM } from '@/lib/forms/classes';
import { type MaterialsText } from './text';
import { formatAmount } from './issue-quantity';

/** The bins holding the material's part, each a finger-sized choice with its quantity, heat and lot. */
export function BinList({
  bins,
  chosen,
  uom,
  text,
  lang,
  onChoose,
}: {
  bins: BinStock[];
  chosen: number | null;
  uom: string;
  text: MaterialsText['issue'];
  lang: string;
  onChoose(index: number): void;
}) {
  if (bins.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{text.noBins}</p>;
  return (
    <div role="radiogroup" aria-label={text.bin} className="grid gap-2 sm:grid-cols-2" data-testid="bin-list">
      {bins.map((bin, index) => {
        const active = index === chosen;
        return (
          <button
            key={`${bin.warehouseCode}/${bin.binNum}/${bin.heatNum}/${bin.lotNum}`}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onChoose(index)}
            className={`flex min-h-[56px] flex-col items-start rounded-md border px-3 py-2 text-left text-base ${active ? 'border-primary bg-sky-50 ring-2 ring-primary dark:border-sky-300 dark:bg-sky-950 dark:ring-sky-300' : 'border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700'}`}
          >
            <span className="font-semibold">
              {bin.warehouseCode} · {bin.binNum}
            </span>
            <span className="text-sm text-slate-700 dark:text-slate-300">
              {text.onHand}: <strong data-testid="bin-qty">{formatAmount(bin.onHandQty, lang)}</strong> {uom}
              {bin.heatNum && (
                <>
                  {' '}
                  · {text.heat}: {bin.heatNum}
                </>
              )}
              {bin.lotNum && (
                <>
                  {' '}
                  · {text.lot}: {bin.lotNum}
                </>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The class of the summary figures. */
export const FIGURE = `${FORM.panel} !p-3`;
