import { defineFeature } from '@/lib/server/feature';
import { registerSpcBoardRoutes } from './board-routes';
import { registerSpcRoutes } from './routes';
import { seedSpcIfEmpty } from './seed';
import * as tables from './tables';

/** SPC: characteristics in inspection sets, their subgroups, phases with frozen limits, charts, and the info board's SPC slide. */
export const spcFeature = defineFeature({
  name: 'spc',
  api: (app, { db }) => {
    registerSpcRoutes(app, db);
    registerSpcBoardRoutes(app, db);
  },
  tables,
  seed: seedSpcIfEmpty,
  texts: 'spc',
});
