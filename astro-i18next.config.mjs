// The portal's languages (spec §9): English is the default and the fallback; no URL prefix.
// src/lib/i18n names the same languages (tests/unit/i18n-config.test.ts fails when the two differ).
// Translations are served by one i18next instance per language (src/lib/i18n) rather than
// astro-i18next's global instance, whose language is changed per request and so races between concurrent requests; hence `load: []`.
/** @type {import('astro-i18next').AstroI18nextConfig} */
export default {
  defaultLocale: 'en',
  locales: ['en', 'es'],
  namespaces: ['translation'],
  defaultNamespace: 'translation',
  load: [],
  showDefaultLocale: false,
};
