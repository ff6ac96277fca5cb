import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests (the browser tests under tests/e2e run with Playwright instead). */
export default defineConfig({
  // '@/...' is src/..., as in tsconfig.json's paths (Astro and esbuild read it there).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    testTimeout: 30000,
    // A fresh seed (records-seed, db-suite) takes over a minute on a 2-core machine other work shares.
    hookTimeout: 120000,
    pool: 'forks',
    // Vitest's default in a run is one worker less than the cores: one worker on a 2-core CI machine,
    // with the other core idle most of the time (PGlite runs in the worker's own process).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // One seeded database per run, copied by every test harness (tests/integration/helpers/seeded-database.ts).
          globalSetup: ['tests/integration/helpers/db-template-setup.ts'],
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['**/*.astro.test.ts', '**/node_modules/**'],
        },
      },
      // Tests that render Astro components (the container API) need Astro's own Vite plugins.
      './vitest.astro.config.ts',
    ],
  },
});
