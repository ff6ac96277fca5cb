import i18next, { type TFunction } from 'i18next';
import en from '../../../public/locales/en/translation.json';
import es from '../../../public/locales/es/translation.json';

/** The portal's languages; English is the default and the fallback (spec §9). */
export const LANGUAGES = ['en', 'es'] as const;
/** One of the portal's languages. */
export type Language = (typeof LANGUAGES)[number];
/** The cookie that keeps the language choice. */
export const LANGUAGE_COOKIE = 'lang';
/** How long the language cookie lives: 365 days (spec §9). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The translation resources by language, as shipped in public/locales. */
export const RESOURCES = { en, es } as const;

/**
 * The language a cookie value names, else English.
 * @example languageFrom('es') // 'es'
 * @example languageFrom('fr') // 'en'
 */
export function languageFrom(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

const translators = new Map<Language, TFunction>();

/** A translate function for one language; each language has its own i18next instance, so requests never share state. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      resources: { en: { translation: en }, es: { translation: es } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = instance.t.bind(instance) as TFunction;
    translators.set(language, t);
  }
  return t;
}
