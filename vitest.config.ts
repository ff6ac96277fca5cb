import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests (the browser tests under tests/e2e run with Playwright instead). */
export default defineConfig({
  // '@/...' is src/..., as in tsconfig.json's paths (Astro and esbuild read it there).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
