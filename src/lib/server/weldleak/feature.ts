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
});
