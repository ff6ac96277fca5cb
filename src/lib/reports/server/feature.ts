import { defineFeature } from '@/lib/server/feature';
import { registerReportRoutes } from './routes';

/** Reports: every feature's named sources answered as reports (`GET /v1/Reports/{name}`), CSV, and the charts of their pages. */
export const reportsFeature = defineFeature({
  name: 'reports',
  api: (app, { db, reportSources }) => registerReportRoutes(app, db, reportSources()),
  texts: 'reports',
});
