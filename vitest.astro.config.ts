import { getViteConfig } from 'astro/config';

/** Tests that render the portal's Astro components (Astro's container API needs Astro's own Vite plugins). */
export default getViteConfig({
  test: {
    name: 'astro',
    // The same seeded database template as the node project's, made once for both.
    globalSetup: ['tests/integration/helpers/db-template-setup.ts'],
    include: ['tests/integration/**/*.astro.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
