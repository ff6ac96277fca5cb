import type { Feature } from './feature';
import { portalFeature } from './portal-feature';
import { adminFeature } from '@/lib/admin/server/feature';
import { notificationsFeature } from '@/lib/notifications/server/feature';
import { materialsFeature } from '@/lib/materials/server/feature';
import { partsearchFeature } from '@/lib/partsearch/server/feature';
import { weldleakFeature } from '@/lib/weldleak/server/feature';
import { nitroFeature } from '@/lib/nitro/server/feature';
import { checklistFeature } from '@/lib/checklist/server/feature';
import { labelsFeature } from '@/lib/labels/server/feature';
import { recordsFeature } from '@/lib/records/engine/server/feature';
import { devicesFeature } from '@/lib/devices/server/feature';
import { spcFeature } from '@/lib/spc/server/feature';
import { laborFeature } from '@/lib/labor/server/feature';
import { boardsFeature } from '@/lib/boards/server/feature';
import { maintenanceFeature } from '@/lib/maintenance/server/feature';

/**
 * Every feature of the portal, the one place a feature is registered (see Feature in ./feature.ts):
 * the API registers their calls and the seed runs in this order, so a feature comes after those whose
 * rows it needs (the records after materials' jobs). A new feature adds its line here.
 */
export const FEATURES: readonly Feature[] = [
  portalFeature,
  adminFeature,
  notificationsFeature,
  materialsFeature,
  weldleakFeature,
  nitroFeature,
  checklistFeature,
  labelsFeature,
  recordsFeature,
  devicesFeature,
  spcFeature,
  laborFeature,
  boardsFeature,
  partsearchFeature,
  maintenanceFeature,
];
