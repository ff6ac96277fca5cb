import { defineFeature } from '@/lib/server/feature';
import { registerSpcRoutes } from './routes';
import { seedSpcIfEmpty } from './seed';
import * as tables from './tables';

/** SPC: characteristics in inspection sets, their subgroups, phases with frozen limits, and charts. */
export const spcFeature = defineFeature({
  name: 'spc',
  api: (app, { db }) => registerSpcRoutes(app, db),
  tables,
  seed: seedSpcIfEmpty,
  texts: 'spc',
});
