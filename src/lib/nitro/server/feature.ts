import { employees } from '@/lib/server/db/schema/employees';
import { defineFeature } from '@/lib/server/feature';
import { registerNitroRoutes } from './routes';
import { seedNitro } from './seed';
import * as tables from './tables';

/** Nitrogen charge: the gas parts' specifications and each cylinder's charges. */
export const nitroFeature = defineFeature({
  name: 'nitro',
  api: (app, { db }) => registerNitroRoutes(app, db),
  tables,
  seed: seedNitro,
  texts: 'nitro',
  // The list pages kept in memory (store.ts): the charges, and the names of the people who recorded them.
  topics: { nitroCharges: { tables: [tables.nitroCharges, employees] } },
});
