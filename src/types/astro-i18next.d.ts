// astro-i18next ships types that its package "exports" map hides from TypeScript's resolver.
declare module 'astro-i18next' {
  import type { AstroIntegration } from 'astro';
  /** The integration; its options name the config file (default astro-i18next.config.mjs). */
  export default function astroI18next(options?: { configPath?: string }): AstroIntegration;
}

declare module 'astro-i18next' {
  /** The part of astro-i18next's configuration the portal uses. */
  export interface AstroI18nextConfig {
    defaultLocale: string;
    locales: string[];
    namespaces?: string | string[];
    defaultNamespace?: string;
    load?: ('server' | 'client')[];
    showDefaultLocale?: boolean;
  }
}
