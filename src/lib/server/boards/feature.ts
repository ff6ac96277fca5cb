import { defineFeature } from '@/lib/server/feature';
import { registerBoardRoutes } from './routes';
import { seedBoardsIfEmpty } from './seed';
import * as tables from './tables';

/** Boards: the day by hour (resources, hours, reasons), its desk, and the wall boards' live stream. */
export const boardsFeature = defineFeature({
  name: 'boards',
  api: (app, { db, boardHub }) => registerBoardRoutes(app, db, boardHub),
  tables,
  seed: seedBoardsIfEmpty,
  texts: 'boards',
});
