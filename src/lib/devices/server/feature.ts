import { defineFeature } from '@/lib/server/feature';
import { registerDeviceRoutes } from './routes';
import * as tables from './tables';

/** Devices: boards and kiosks paired by a code, approved for a plant and a use, and revoked. */
export const devicesFeature = defineFeature({
  name: 'devices',
  api: (app, { db, deviceGrants, deviceApprovalChecks }) => registerDeviceRoutes(app, db, deviceGrants, deviceApprovalChecks),
  tables,
  texts: 'devices',
});
