import { employees } from '@/lib/server/db/schema/employees';
import { defineFeature } from '@/lib/server/feature';
import { registerChecklistRoutes } from './routes';
import { seedChecklists } from './seed';
import * as tables from './tables';

/** Hoist and lift checklists: assets, items, inspections and returns to service. */
export const checklistFeature = defineFeature({
  name: 'checklist',
  api: (app, { db }) => registerChecklistRoutes(app, db),
  tables,
  seed: seedChecklists,
  texts: 'checklist',
  // The asset lists kept in memory (store.ts): the assets, their last checklists and who recorded them.
  topics: { checklistAssets: { tables: [tables.checklistAssets, tables.checklistInspections, employees] } },
});
