import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit settings. After changing a table in src/lib/server/db/schema, write the next migration with
 *   npx drizzle-kit generate --name <what-changed>
 * and commit the new files in drizzle/; they are applied when the database opens (src/lib/server/db/database.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/server/db/schema/index.ts',
  out: './drizzle',
});
