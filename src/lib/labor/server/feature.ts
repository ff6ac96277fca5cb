import { defineFeature } from '@/lib/server/feature';
import { laborPunchSource } from './report-source';
import { registerLaborRoutes } from './routes';
import { seedLaborIfEmpty } from './seed';
import * as tables from './tables';

/** Labor: shifts and pay rules per plant, punches at the kiosk, days and their approval. */
export const laborFeature = defineFeature({
  name: 'labor',
  api: (app, { db, outboxMaxAgeHours }) => registerLaborRoutes(app, db, outboxMaxAgeHours),
  tables,
  reportSources: laborPunchSource,
  seed: seedLaborIfEmpty,
  texts: 'labor',
});
