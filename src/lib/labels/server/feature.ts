import { defineFeature } from '@/lib/server/feature';
import { registerLabelRoutes } from './routes';
import * as tables from './tables';

/** Labels: the label forms' prints and sends. Its texts keep their own translator (src/lib/labels/i18n.ts). */
export const labelsFeature = defineFeature({
  name: 'labels',
  api: (app, { db }) => registerLabelRoutes(app, db),
  tables,
});
