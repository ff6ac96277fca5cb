import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';
import { defineFeature } from '@/lib/server/feature';
import { registerWeldLeakRoutes } from './routes';
import { seedWeldLeaks } from './seed';
import * as tables from './tables';

/** Weld leak repair: entries, their changes and the Pareto of defects. */
export const weldleakFeature = defineFeature({
  name: 'weldleak',
  api: (app, { db }) => registerWeldLeakRoutes(app, db),
  tables,
  seed: seedWeldLeaks,
  texts: 'weldleak',
  // The lists and Paretos kept in memory (store.ts): the entries, and the plant and people names they show.
  topics: { weldLeaks: { tables: [tables.weldLeakEntries, plants, employees] } },
});
