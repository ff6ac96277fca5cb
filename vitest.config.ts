import { defineConfig } from 'vitest/config';

/** Unit and integration tests (the browser tests under tests/e2e run with Playwright instead). */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
