// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import auth from 'auth-astro';
import astroI18next from 'astro-i18next';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { astroRenderCosts } from './scripts/build/astro-render-costs.mjs';

/**
 * The CSP hash of an inline script's file (the theme and the header clock before first paint).
 * @param {string} file
 * @returns {`sha256-${string}`}
 */
const inlineHash = (file) =>
  `sha256-${createHash('sha256')
    .update(readFileSync(new URL(file, import.meta.url)))
    .digest('base64')}`;

/**
 * `client:painted` (src/lib/browser/painted-directive.ts): the top bar's islands hydrate after the parsed
 * page's first frame, not while its body is still arriving.
 * @type {import('astro').AstroIntegration}
 */
const paintedDirective = {
  name: 'painted-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'painted',
        entrypoint: fileURLToPath(new URL('./src/lib/browser/painted-directive.ts', import.meta.url)),
      }),
  },
};

// The portal runs inside our own Node server (src/lib/server/main.ts), which also serves the embedded
// identity provider and API on the same port; the adapter's handler is imported from there.
export default defineConfig({
  output: 'server',
  // Middleware mode: the adapter only renders; the server in front (src/lib/server/perf/portal-handler.ts)
  // serves dist/client itself, so a page request is not first looked for on the disk.
  // Pages are rendered to one string, encoded once: a page is compressed whole before it leaves
  // (compress-response.ts), so streaming it in pieces sent nothing sooner and encoded each piece apart.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), paintedDirective, tailwind({ applyBaseStyles: false }), auth({ injectEndpoints: false }), astroI18next()],
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // The server in src/lib/server/main.ts redirects every other host to PUBLIC_URL and sets Host and
  // X-Forwarded-Proto from it, so the portal may take the host it is given.
  security: { checkOrigin: true, allowedDomains: [{ protocol: 'http' }, { protocol: 'https' }] },
  server: { host: '127.0.0.1', port: 4321 },
  // Content-Security-Policy header on every page: Astro hashes its own scripts and styles;
  // no inline script runs unless its hash is listed. src/middleware.ts widens style-src for style attributes.
  experimental: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: {
        hashes: [
          inlineHash('./src/layouts/theme-boot.js'),
          inlineHash('./src/components/shell/clock-boot.js'),
          inlineHash('./src/components/labels/print-boot.js'),
        ],
      },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
    },
  },
  vite: {
    build: {
      assetsInlineLimit: 0,
      rollupOptions: {
        // zod 4 writes two '@__PURE__' comments where Rollup cannot use them; Rollup drops them and says so on
        // every build (two warnings in a newcomer's first `npm start`): nothing of ours to fix, so not said.
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && /node_modules[\\/]zod[\\/]/.test(warning.id ?? '')) return;
          warn(warning);
        },
      },
    },
    // Two costs of Astro's own render removed (scripts/build/astro-render-costs.mjs).
    plugins: [astroRenderCosts()],
  },
});
