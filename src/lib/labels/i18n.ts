import i18next, { type TFunction } from 'i18next';
import en from '../../../public/locales/en/labels.json';
import es from '../../../public/locales/es/labels.json';
import type { Language } from '@/lib/i18n';
import type { PrintedWords } from './template';
import type { LabelForm } from './types';

/** The `labels` namespace of both languages, as shipped in public/locales/<lang>/labels.json. */
export const LABELS_RESOURCES = { en, es } as const;

const translators = new Map<Language, TFunction<'labels'>>();

/** A translate function of the `labels` namespace for one language (one i18next instance each). */
export function labelsTranslator(language: Language): TFunction<'labels'> {
  let t = translators.get(language);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      ns: ['labels'],
      defaultNS: 'labels',
      resources: { en: { labels: en }, es: { labels: es } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = instance.t.bind(instance) as TFunction<'labels'>;
    translators.set(language, t);
  }
  return t;
}

/** A printer's name for the screen: the browser's own print in the user's language, a plant's printer as the plant named it. */
export function printerName(t: TFunction<'labels'>, printer: { readonly id: string; readonly name: string }): string {
  return t(`printers.${printer.id}`, { defaultValue: printer.name });
}

/**
 * The words a form's label prints in (captions, headers, units): the form's own fixed language when
 * it has one (customer labels), else the printing user's.
 */
export function printedWords(form: Pick<LabelForm, 'printLanguage'>, language: Language): PrintedWords {
  return LABELS_RESOURCES[form.printLanguage ?? language].printed;
}
