import { defineFeature } from '@/lib/server/feature';
import { equipment } from '@/lib/plant-data/equipment-tables';
import { registerEquipmentRoutes } from './equipment-routes';
import { registerGaugeRoutes } from './gauge-routes';
import { seedMaintenance } from './seed';
import { openDuePmWorkOrders } from './pm';
import * as tables from './tables';

/**
 * Maintenance and assets: the equipment register (kit plant data the checklists read too, owned and
 * migrated here), technicians, PM schedules and the work orders they open, the gauge crib, MRO stores,
 * safety data sheets and the plating lines' vent inspections.
 */
export const maintenanceFeature = defineFeature({
  name: 'maintenance',
  api: (app, { db }) => {
    registerEquipmentRoutes(app, db);
    registerGaugeRoutes(app, db);
  },
  tables: { ...tables, equipment },
  seed: seedMaintenance,
  texts: 'maintenance',
  // PM schedules open their work orders by themselves: hourly, so one due tomorrow is open by the plant's morning.
  jobs: [{ name: 'open-due-pm', everyMs: 3_600_000, run: (db, now) => openDuePmWorkOrders(db, now) }],
});
