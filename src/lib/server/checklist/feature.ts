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
});
