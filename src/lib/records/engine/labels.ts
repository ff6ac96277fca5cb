import enTexts from '../../../../public/locales/en/recordEngine.json' with { type: 'json' };
import esTexts from '../../../../public/locales/es/recordEngine.json' with { type: 'json' };
import type { Bilingual } from './definition';

// The record types' labels: one object per type under `types` of the engine's namespace (recordEngine).
const en = enTexts.types;
const es = esTexts.types;
type Texts = typeof en;

/**
 * The labels of one record type, from `types.<type>` of `public/locales/{en,es}/recordEngine.json`: a definition
 * writes `l('workCenter')`, never an inline text; a key the English file lacks is a compile error, one the
 * Spanish file lacks fails at start naming the type and the key.
 * @example const l = labelsOf('downtime'); l('minutes') // { en: 'Minutes', es: 'Minutos' }
 */
export function labelsOf<T extends keyof Texts>(type: T): (key: keyof Texts[T] & string) => Bilingual {
  const english = en[type] as Record<string, string>;
  const spanish = (es as Record<string, Record<string, string> | undefined>)[type] ?? {};
  return (key) => {
    const text = { en: english[key], es: spanish[key] };
    if (typeof text.en !== 'string' || typeof text.es !== 'string')
      throw new Error(`Record type ${String(type)}: label ${key} is missing in public/locales/{en,es}/recordEngine.json (types)`);
    return text as Bilingual;
  };
}
