/** @type {import('astro-i18next').AstroI18nextConfig} */
export default {
  defaultLocale: 'en',
  locales: ['en', 'es'],
  namespaces: ['translation'],
  defaultNamespace: 'translation',
  load: ['server'],
  showDefaultLocale: false,
  i18nextServer: { fallbackLng: 'en' },
};
