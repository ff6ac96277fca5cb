import { describe, expect, it } from 'vitest';
import i18nConfig from '../../astro-i18next.config.mjs';
import { LANGUAGES, languageFrom } from '@/lib/i18n';

describe('languages', () => {
  it('are named once: the portal speaks exactly the languages of astro-i18next.config.mjs, English first', () => {
    expect([...LANGUAGES]).toEqual(i18nConfig.locales);
    expect(i18nConfig.defaultLocale).toBe('en');
  });
  it('fall back to English for anything else', () => {
    expect(languageFrom(undefined)).toBe('en');
    expect(languageFrom('de')).toBe('en');
    expect(languageFrom('es')).toBe('es');
  });
});
