// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import auth from 'auth-astro';
import astroI18next from 'astro-i18next';
import { defineConfig } from 'astro/config';

// The portal runs inside our own Node server (src/lib/server/main.ts), which also serves the embedded
// identity provider and API on the same port; the adapter's handler is imported from there.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), tailwind({ applyBaseStyles: false }), auth({ injectEndpoints: false }), astroI18next()],
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // The server in src/lib/server/main.ts redirects every other host to PUBLIC_URL and sets Host and
  // X-Forwarded-Proto from it, so the portal may take the host it is given.
  security: { checkOrigin: true, allowedDomains: [{ protocol: 'http' }, { protocol: 'https' }] },
  server: { host: '127.0.0.1', port: 4321 },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
