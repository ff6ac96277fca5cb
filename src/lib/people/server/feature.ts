import { defineFeature } from '@/lib/server/feature';
import { registerEmployeeRoutes } from './employee-routes';
import { registerTextAlertRoutes } from './textalert-routes';
import * as tables from './textalert-tables';

/** People: the employee master's calls (read through the kit's plant data) and text alerts through the outbound queue. */
export const peopleFeature = defineFeature({
  name: 'people',
  api: (app, { db }) => {
    registerEmployeeRoutes(app, db);
    registerTextAlertRoutes(app, db);
  },
  tables,
  texts: 'people',
});
