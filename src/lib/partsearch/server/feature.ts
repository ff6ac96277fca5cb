import { defineFeature } from '@/lib/server/feature';
import { registerPartFileRoutes } from './files';
import { registerPartSearchRoutes } from './routes';
import { seedPartSearchIfEmpty } from './seed';
import * as tables from './tables';

/** Part search: bills of materials, vendors and purchase orders over the materials parts; search, BOM, where used, QOH, EAU, files. */
export const partsearchFeature = defineFeature({
  name: 'partsearch',
  api: (app, { db }) => {
    registerPartSearchRoutes(app, db);
    registerPartFileRoutes(app, db);
  },
  tables,
  seed: seedPartSearchIfEmpty,
  texts: 'partsearch',
});
