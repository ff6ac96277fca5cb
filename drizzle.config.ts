import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit settings. After changing a table (src/lib/server/db/schema, a feature's tables.ts), write the next migration with
 *   npx drizzle-kit generate --name <what-changed>
 * and commit the new files in drizzle/; they are applied when the database opens (src/lib/server/db/database.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  // The portal's tables, the kit's, and each feature's in its own folder's server/ (named in its feature.ts).
  schema: [
    './src/lib/server/db/schema/index.ts',
    './src/lib/server/**/tables.ts',
    './src/lib/server/**/*-tables.ts',
    './src/lib/*/server/**/tables.ts',
    './src/lib/*/server/**/*-tables.ts',
    './src/lib/records/engine/server/tables.ts',
    './src/lib/plant-data/*-tables.ts',
  ],
  out: './drizzle',
});
